/**
 * Lighthouse scores of pages served by the bench server (bench/serve.ts: api/server.ts's site app),
 * with Debian's Chromium (never a downloaded browser) and Lighthouse's default mobile profile
 * (simulated slow 4G and a 4× slower CPU). Each page runs `runs` times and the median run (by
 * Lighthouse's own computeMedianRun) is kept, as Lighthouse recommends against its variance.
 *
 * Requests to other hosts are blocked: the machine is offline, and a product photo hot-linked from a
 * marketplace would otherwise fail with a network error that Lighthouse scores as a console error.
 * Blocked requests are not errors to Lighthouse.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result as Lhr } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailedAudit {
  id: string;
  title: string;
  /** 0–100. */
  score: number;
  displayValue?: string;
}

export interface LighthouseFigure {
  url: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  /** Audits that cost points, per category, worst first. */
  failed: Record<Category, FailedAudit[]>;
  /** Transfer bytes of every request, as Lighthouse's total-byte-weight audit counts them. */
  transferBytes: number;
  /** Transfer bytes of the images the page loaded during the run (resource-summary's image row): lazy ones below the fold are not loaded. */
  imageTransferBytes: number;
  /** Largest contentful paint, ms (simulated mobile). */
  lcpMs: number;
  /** The element Lighthouse found largest (its short label or selector), when it names one. */
  lcpElement?: string;
  runs: number;
  lighthouseVersion: string;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster; a busy machine scores low). */
  benchmarkIndex: number;
}

/** The LCP element's label from largest-contentful-paint-element's details (a list of tables, the first naming the node). */
function lcpElementLabel(details: unknown): string | undefined {
  type Node = { type?: string; nodeLabel?: string; selector?: string; snippet?: string };
  type Table = { items?: { node?: Node }[] };
  const tables: Table[] = (details as { type?: string; items?: Table[] } | undefined)?.type === 'list' ? ((details as { items: Table[] }).items ?? []) : details ? [details as Table] : [];
  for (const table of tables) {
    const node = table.items?.find((i) => i.node?.type === 'node')?.node;
    if (node) return node.selector ?? node.snippet ?? node.nodeLabel;
  }
  return undefined;
}

/** The scores and the audits that cost points, from a Lighthouse result. */
export function summarizeLhr(lhr: Pick<Lhr, 'categories' | 'audits' | 'finalDisplayedUrl' | 'lighthouseVersion' | 'environment'>, runs = 1): LighthouseFigure {
  const scores = {} as Record<Category, number>;
  const failed = {} as Record<Category, FailedAudit[]>;
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) throw new Error(`the Lighthouse result has no ${id} category`);
    scores[id] = Math.round((category.score ?? 0) * 100);
    failed[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => ({ id: a.id, title: a.title, score: Math.round(a.score! * 100), ...(a.displayValue ? { displayValue: a.displayValue } : {}) }))
      .sort((a, b) => a.score - b.score);
  }
  const transferBytes = Number(lhr.audits['total-byte-weight']?.numericValue ?? 0);
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  if (lcp === undefined) throw new Error('the Lighthouse result has no largest-contentful-paint value');
  const summary = lhr.audits['resource-summary']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const imageTransferBytes = summary?.items?.find((i) => i.resourceType === 'image')?.transferSize ?? 0;
  const lcpElement = lcpElementLabel(lhr.audits['largest-contentful-paint-element']?.details);
  return { url: lhr.finalDisplayedUrl, scores, failed, transferBytes, imageTransferBytes, lcpMs: Math.round(lcp), ...(lcpElement ? { lcpElement } : {}), runs, lighthouseVersion: lhr.lighthouseVersion, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
}

/**
 * Runs whose trace Lighthouse could not read (NO_NAVSTART and the like, which a busy machine
 * causes now and then, sometimes several in a row) are run again, up to this many per page.
 */
const MAX_FAILED_RUNS = 6;

async function runOnce(url: string, port: number): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The bench server speaks plain HTTP; every other host the pages name is https.
    blockedUrlPatterns: ['https://*'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

/** `runs` readable runs of `url`, failed ones run again. */
async function readableRuns(url: string, port: number, runs: number): Promise<Lhr[]> {
  const results: Lhr[] = [];
  let failed = 0;
  while (results.length < runs) {
    const lhr = await runOnce(url, port);
    const error = lhr.runtimeError;
    if (!error) {
      results.push(lhr);
      continue;
    }
    if (++failed > MAX_FAILED_RUNS) throw new Error(`Lighthouse failed on ${url} ${failed} times: ${error.code} ${error.message}`);
    console.warn(`Lighthouse: ${error.code} on ${url}, running it again`);
  }
  return results;
}

/** Runs Lighthouse on each URL in one headless Chromium; the median of `runs` runs per URL. */
export async function benchLighthouse(urls: string[], { runs = 5 }: { runs?: number } = {}): Promise<LighthouseFigure[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const figures: LighthouseFigure[] = [];
    for (const url of urls) {
      figures.push(summarizeLhr(computeMedianRun(await readableRuns(url, chrome.port, runs)), runs));
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
