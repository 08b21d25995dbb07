/**
 * Structured data of the built demo site, checked by a validator nobody here wrote (issue 17):
 * Adobe's structured-data validator (Google's rich-result rules) with the schema.org vocabulary
 * shipped on npm (e2e/structured-data/). Every page: no error, and no type or property that
 * schema.org does not define. Optional fields the validator merely recommends (gtin, color…) are
 * warnings and are summed up, not failed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { attr, parsePage } from '../shared/parsed-page';
import { LOCALES } from '../shared/locales';
import { validateStructuredData, type StructuredDataIssue } from './structured-data/validate';
import { builtDemoSite } from './test-site';

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(path, root);
    return e.name.endsWith('.html') ? [relative(root, path)] : [];
  });
}

const ldPage = (...nodes: unknown[]) =>
  `<!doctype html><html><head>${nodes.map((n) => `<script type="application/ld+json">${JSON.stringify(n)}</script>`).join('')}</head><body></body></html>`;

/** An issue the test fails on: an error, or anything outside the schema.org vocabulary. */
const failing = (issue: StructuredDataIssue) => issue.severity === 'ERROR' || issue.errorType === 'schemaOrg';

describe('structured data of the built demo site (Adobe validator, schema.org vocabulary)', () => {
  let dist = '';
  let files: string[] = [];

  beforeAll(async () => {
    dist = (await builtDemoSite()).distDir;
    files = htmlFiles(dist).sort();
  }, 900_000);

  it('catches what it is meant to catch (a check that cannot fail proves nothing)', async () => {
    const issues = await validateStructuredData(
      ldPage(
        { '@context': 'https://schema.org', '@type': 'Product', name: 'X', image: ['https://x/i.png'], colour: 'red', offers: { '@type': 'Offer', priceCurrency: 'BRL' } },
        { '@context': 'https://schema.org', '@type': 'Organisation', name: 'X' },
      ),
    );
    expect(issues.filter(failing).map((i) => `${i.path}: ${i.message}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Product\[0\] > offers\(Offer\) > .*price/),
        expect.stringMatching(/colour.*not supported by the schema\.org/),
        expect.stringMatching(/Organisation.*not a valid schema\.org type/),
      ]),
    );
    // A reviewed product with no current price offers nothing: product-snippet rules, no merchant rules.
    const review = { '@type': 'Review', author: { '@type': 'Organization', name: 'S' }, reviewRating: { '@type': 'Rating', ratingValue: 4 } };
    expect((await validateStructuredData(ldPage({ '@context': 'https://schema.org', '@type': 'Product', name: 'X', review }))).filter(failing)).toEqual([]);
    // …but a product without review, rating or offer is still an error.
    expect((await validateStructuredData(ldPage({ '@context': 'https://schema.org', '@type': 'Product', name: 'X' }))).filter(failing)).not.toEqual([]);
  });

  it('every page: 0 errors and only schema.org types and properties', async () => {
    expect(files.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const warnings = new Map<string, number>();
    let withData = 0;
    for (const file of files) {
      const issues = await validateStructuredData(readFileSync(join(dist, file), 'utf8'));
      if (readFileSync(join(dist, file), 'utf8').includes('application/ld+json')) withData++;
      for (const issue of issues) {
        if (failing(issue)) failures.push(`/${file}: ${issue.path}: ${issue.message}`);
        else warnings.set(issue.message, (warnings.get(issue.message) ?? 0) + 1);
      }
    }
    if (failures.length) console.error(`Structured-data errors (${failures.length}):\n${failures.join('\n')}`);
    console.log(`structured data: ${files.length} pages, ${withData} with JSON-LD; optional-field warnings: ${[...warnings].map(([m, n]) => `${n}× ${m}`).join('; ') || 'none'}`);
    expect(withData).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 300_000);

  it('says what issue 17 asks: the site as Organization with a logo, WebSite on every page but posts, complete Products and Offers', () => {
    type Node = Record<string, unknown>;
    const problems: string[] = [];
    const hasLogo = (org: unknown) => {
      const o = org as Node | undefined;
      return o?.['@type'] === 'Organization' && Boolean(o.name) && Boolean(o.url) && Boolean((o.logo as Node | undefined)?.url);
    };
    let posts = 0;
    let offers = 0;
    for (const file of files.filter((f) => !f.startsWith('admin/'))) {
      const page = parsePage(file, readFileSync(join(dist, file), 'utf8'));
      const nodes = page.scripts.filter((s) => s.type === 'application/ld+json').map((s) => JSON.parse(s.body) as Node);
      const ofType = (type: string) => nodes.filter((n) => n['@type'] === type);
      const say = (what: string) => problems.push(`${page.path}: ${what}`);
      const article = ofType('Article')[0];
      if (article) {
        posts++;
        if (!hasLogo(article.publisher)) say('Article publisher is not an Organization with name, url and logo');
      } else if (!ofType('WebSite').length) say('no WebSite block (SPEC §9: every page but posts)');
      for (const site of ofType('WebSite')) if (!hasLogo(site.publisher)) say('WebSite publisher is not an Organization with a logo');
      const isHome = page.path === '/' || LOCALES.some((l) => page.path === `/${l}`);
      if (isHome && !ofType('Organization').some(hasLogo)) say('home without an Organization block (name, url, logo)');
      for (const product of ofType('Product')) {
        if (!product.description) say('Product without description');
        if (!hasLogo((product.review as Node | undefined)?.publisher)) say('Review publisher without logo');
        const offer = product.offers as Node | undefined;
        if (!offer) continue;
        offers++;
        if (!offer.availability) say('Offer without availability');
        // priceValidUntil is a whole day: it must end before the shown price expires.
        const expires = page.elements.find((e) => attr(e, 'data-price-expires'));
        const until = offer.priceValidUntil as string | undefined;
        if (until && (!expires || Date.parse(`${until}T23:59:59.999Z`) > Date.parse(attr(expires, 'data-price-expires')!))) {
          say(`priceValidUntil ${until} outlasts the price (${expires ? attr(expires, 'data-price-expires') : 'no price shown'})`);
        }
      }
    }
    expect(posts).toBeGreaterThan(10);
    expect(offers).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
});
