/**
 * Stable output (issue 13 item 5): a page's HTML depends on its content, not on the day it was
 * built, so a nightly rebuild with no content change writes the same files and a CDN deploy
 * uploads only what changed. Two full builds of the demo one day apart are compared file by file.
 *
 * What may differ, and why: a page that shows a price whose 24 h "as of" window closes between the
 * two builds (DESIGN §8: an older price must not be shown, so the page really changes). Dates in
 * cards are written as `<time datetime>` and made relative in the browser; the feed's date is its
 * newest item's. `{month}`/`{year}` titles change at a month's turn; both builds here fall in the
 * same month.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differingPages } from './testing';
import { connect, type Db } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { buildSite } from './build-site';
import { seedDemo } from '../../content-scripts/seed/seed';

const SEEDED = new Date('2026-11-20T00:00:00Z');
// Half a day after the seed some demo prices are still inside their 24 h window; a day later none is.
const FIRST = new Date('2026-11-20T12:00:00Z');
const SECOND = new Date('2026-11-21T12:00:00Z');

/** Expiry times of the prices a built page shows. */
function priceExpiries(html: string): Date[] {
  return [...html.matchAll(/data-price-expires="([^"]+)"/g)].map((m) => new Date(m[1]!));
}

describe('stable output [sqlite]', { timeout: 240_000 }, () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stable-output-'));
    const url = `sqlite:${join(dir, 'site.db')}`;
    db = connect(url);
    await migrate(db);
    await seedDemo(db, { now: SEEDED });
    for (const [name, now] of [['first', FIRST], ['second', SECOND]] as const) {
      await buildSite({ db, databaseUrl: url, distDir: join(dir, name), now, log: () => {} });
    }
  }, 240_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a rebuild a day later with no content change writes the same files, apart from prices that expired in between', () => {
    const [first, second] = [join(dir, 'first'), join(dir, 'second')];
    const differing = differingPages(first, second);
    const expiredBetween = (file: string) => priceExpiries(readFileSync(join(first, file), 'utf8')).some((at) => at > FIRST && at <= SECOND);
    expect(differing.filter((file) => !file.endsWith('.html') || !expiredBetween(file))).toEqual([]);
    // The exception is real (some prices did expire) and narrow: most of the site stays the same.
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.length).toBeLessThan(150);
  });

  it('writes card dates as calendar dates for the browser to make relative, the same on both days', () => {
    for (const file of ['br/index.html', 'it/index.html', 'mx/index.html', 'br/rss.xml']) {
      expect(readFileSync(join(dir, 'second', file), 'utf8'), file).toBe(readFileSync(join(dir, 'first', file), 'utf8'));
    }
    const home = readFileSync(join(dir, 'first', 'br/index.html'), 'utf8');
    expect(home).toMatch(/<time datetime="2026-11-\d\dT[^"]+" data-relative>\d{1,2} de novembro de 2026<\/time>/);
    expect(home).not.toMatch(/>(hoje|ontem|anteontem|há \d+ dias?)</);
  });
});
