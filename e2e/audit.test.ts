/**
 * Accessibility audit (issue 3 "Done when"): axe-core in Debian's Chromium on the landing, home,
 * category, post, review, contact and 404 pages of br and it, in the light and the dark theme.
 * No violation of serious or critical impact may remain (WCAG 2.1 A/AA rules plus axe's best
 * practices).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { resolveFile } from '../api/static/resolve-file';
import { popularCategories } from '../shared/db/queries/categories';
import { listPublishedPosts } from '../shared/db/queries/posts';
import { listPublishedReviews } from '../shared/db/queries/reviews';
import { STORAGE_KEYS } from '../shared/constants';
import { LOCALE_INFO, type Locale } from '../shared/locales';
import { describeSite } from './test-site';

const LOCALES_AUDITED: Locale[] = ['br', 'it'];
const THEMES = ['light', 'dark'] as const;

/** One line per violation and element, so the failure message says what to fix where. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 5).map((n) => `${v.impact} ${v.id} (${v.help}): ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

describeSite('axe-core audit', (suite) => {
  const paths = new Map<Locale, Record<string, string>>();

  beforeAll(async () => {
    const { db, distDir } = suite.site();
    // The first post, review and popular category of each locale that the build wrote a page for.
    const built = (path: string) => Boolean(resolveFile(distDir, path));
    for (const locale of LOCALES_AUDITED) {
      const word = LOCALE_INFO[locale].reviewWord;
      const post = (await listPublishedPosts(db, { locale, limit: 20 })).map((p) => `/${locale}/${p.slug}`).find(built);
      const review = (await listPublishedReviews(db, { locale, limit: 20 })).map((r) => `/${locale}/${word}/${r.slug}`).find(built);
      const category = (await popularCategories(db, locale, 10)).map((c) => `/${locale}/categoria/${c.slug}`).find(built);
      if (!post || !review || !category) throw new Error(`the build of ${locale} lacks a post, review or category page`);
      paths.set(locale, {
        landing: '/', home: `/${locale}`, category, post, review, contact: `/${locale}/contato`, '404': `/${locale}/pagina-que-nao-existe`,
      });
    }
  }, 600_000);

  async function open(path: string, theme: (typeof THEMES)[number], isNotFound: boolean): Promise<Page> {
    const context = await suite.newContext({ colorScheme: theme, locale: 'pt-BR' });
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
    const page = await context.newPage();
    // The 404 page counts down to /br: freeze time so the audit sees the 404 page, not /br.
    if (isNotFound) await page.clock.install();
    await page.goto(path, { waitUntil: 'load' });
    if (isNotFound) await page.clock.runFor(1000);
    else await page.waitForLoadState('networkidle');
    return page;
  }

  for (const locale of LOCALES_AUDITED) {
    for (const theme of THEMES) {
      for (const kind of ['landing', 'home', 'category', 'post', 'review', 'contact', '404']) {
        if (kind === 'landing' && locale !== 'br') continue; // one landing for every locale
        it(`${kind} of ${locale} in the ${theme} theme has no serious or critical violation`, async () => {
          const path = paths.get(locale)![kind]!;
          const page = await open(path, theme, kind === '404');
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
          expect(new URL(page.url()).pathname, 'the page did not navigate away during the audit').toBe(path);
          // The run really audited the theme it names (the landing forces the light theme, SPEC §2).
          const applied = await page.evaluate(() => document.documentElement.dataset.theme);
          expect(applied).toBe(kind === 'landing' ? 'light' : theme);
          expect(describeViolations(results.violations), `${path} (${theme})`).toEqual([]);
        }, 60_000);
      }
    }
  }
});
