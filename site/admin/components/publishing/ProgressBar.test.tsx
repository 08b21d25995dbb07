import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { progressText } from './BuildProgress';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('carries the value, bounds and spoken text for assistive technology', () => {
    const html = renderToStaticMarkup(<ProgressBar label="Progresso" done={120} total={400} valueText="120 de 400 páginas (30%)" />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuemin="0"');
    expect(html).toContain('aria-valuemax="400"');
    expect(html).toContain('aria-valuenow="120"');
    expect(html).toContain('aria-valuetext="120 de 400 páginas (30%)"');
    expect(html).toContain('width:30%');
  });

  it('is indeterminate (no aria-valuenow) until the total is known', () => {
    const html = renderToStaticMarkup(<ProgressBar label="Progresso" done={12} total={null} valueText="12 páginas" />);
    expect(html).not.toContain('aria-valuenow');
    expect(html).toContain('progress-indeterminate');
  });
});

describe('progressText', () => {
  it('says pages out of the total, or what is known', () => {
    expect(progressText({ status: 'running', pagesDone: 1200, pagesTotal: 4000 })).toBe('1.200 de 4.000 páginas (30%)');
    expect(progressText({ status: 'running', pagesDone: 12, pagesTotal: null })).toBe('12 páginas geradas (total ainda desconhecido)');
    expect(progressText({ status: 'queued', pagesDone: 0, pagesTotal: null })).toMatch(/^Na fila/);
  });
});
