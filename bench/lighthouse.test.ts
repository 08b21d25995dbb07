import { describe, expect, it } from 'vitest';
import { summarizeLhr } from './lighthouse';

type Lhr = Parameters<typeof summarizeLhr>[0];
const audit = (id: string, score: number | null, displayValue?: string) => ({ id, title: `Title of ${id}`, score, displayValue });
const category = (score: number, refs: [string, number][]) => ({ score, auditRefs: refs.map(([id, weight]) => ({ id, weight })) });

const lhr = {
  finalDisplayedUrl: 'http://127.0.0.1:1/br',
  lighthouseVersion: '12.8.2',
  environment: { benchmarkIndex: 2684.5 },
  audits: {
    'total-blocking-time': audit('total-blocking-time', 0.42, '810 ms'),
    'first-contentful-paint': audit('first-contentful-paint', 0.9, '1.1 s'),
    'largest-contentful-paint': { ...audit('largest-contentful-paint', 1, '1.2 s'), numericValue: 1234.6 },
    'largest-contentful-paint-element': {
      ...audit('largest-contentful-paint-element', 0),
      details: { type: 'list', items: [{ type: 'table', items: [{ node: { type: 'node', selector: 'main > picture > img.home-hero__image', nodeLabel: 'Hero' } }] }, { type: 'table', items: [{ phase: 'TTFB' }] }] },
    },
    'resource-summary': { ...audit('resource-summary', null), details: { type: 'table', items: [{ resourceType: 'total', transferSize: 110342 }, { resourceType: 'image', transferSize: 48210 }, { resourceType: 'script', transferSize: 30000 }] } },
    'color-contrast': audit('color-contrast', 1),
    'unused-javascript': audit('unused-javascript', 0.5, 'Est savings of 20 KiB'),
    'errors-in-console': audit('errors-in-console', null),
    'document-title': audit('document-title', 0),
    'total-byte-weight': { ...audit('total-byte-weight', 1), numericValue: 110342 },
  },
  categories: {
    performance: category(0.81, [['total-blocking-time', 30], ['first-contentful-paint', 10], ['largest-contentful-paint', 25], ['unused-javascript', 0]]),
    accessibility: category(1, [['color-contrast', 7]]),
    'best-practices': category(1, [['errors-in-console', 1]]),
    seo: category(0.92, [['document-title', 1]]),
  },
} as unknown as Lhr;

describe('summarizeLhr', () => {
  it('turns category scores into 0–100 and lists the weighted audits that cost points, worst first', () => {
    const figure = summarizeLhr(lhr, 3);
    expect(figure.scores).toEqual({ performance: 81, accessibility: 100, 'best-practices': 100, seo: 92 });
    // Unweighted audits (diagnostics) and audits without a score (not applicable) cost no points.
    expect(figure.failed.performance).toEqual([
      { id: 'total-blocking-time', title: 'Title of total-blocking-time', score: 42, displayValue: '810 ms' },
      { id: 'first-contentful-paint', title: 'Title of first-contentful-paint', score: 90, displayValue: '1.1 s' },
    ]);
    expect(figure.failed['best-practices']).toEqual([]);
    expect(figure.failed.seo.map((a) => a.id)).toEqual(['document-title']);
    expect(figure).toMatchObject({ transferBytes: 110342, imageTransferBytes: 48210, lcpMs: 1235, lcpElement: 'main > picture > img.home-hero__image', runs: 3, benchmarkIndex: 2685, lighthouseVersion: '12.8.2' });
  });

  it('fails loudly without an LCP value', () => {
    // Lighthouse leaves numericValue out when the page painted no contentful element it could time.
    const audits = { ...(lhr as { audits: Record<string, unknown> }).audits, 'largest-contentful-paint': audit('largest-contentful-paint', null) };
    expect(() => summarizeLhr({ ...lhr, audits } as unknown as Lhr)).toThrow(/largest-contentful-paint/);
  });

  it('fails loudly when a category was not run', () => {
    const { seo: _, ...categories } = (lhr as { categories: Record<string, unknown> }).categories;
    expect(() => summarizeLhr({ ...lhr, categories } as unknown as Lhr)).toThrow(/no seo category/);
  });
});
