import { expect, it } from 'vitest';
import { listLocaleConfigs } from '../../../shared/db/queries/locale-configs';
import { describeEachDatabase } from '../../../shared/db/testing';
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import { seedDemo } from '../../../content-scripts/seed/seed';
import { listSitemapFiles, sitemapEntries } from './sitemap-entries';
import type { SitemapEntry } from './sitemap';

const SITE = 'https://example.com';
const NOW = new Date('2026-11-21T12:00:00.000Z');

describeEachDatabase('sitemap entries of the demo corpus', (getDb) => {
  async function all(): Promise<Map<Locale, SitemapEntry[]>> {
    const db = getDb();
    const configs = await listLocaleConfigs(db);
    const out = new Map<Locale, SitemapEntry[]>();
    for (const file of await listSitemapFiles({ db, now: NOW, configs })) {
      out.set(file.locale, [...(out.get(file.locale) ?? []), ...(await sitemapEntries(file, { db, now: NOW, site: SITE, configs }))]);
    }
    return out;
  }

  it('lists the pages of active locales and the landing, and no coming-soon placeholder', async () => {
    const maps = await all();
    const br = maps.get('br')!.map((e) => e.loc);
    expect(br).toContain(`${SITE}/`);
    expect(br).toContain(`${SITE}/br/avaliacao`);
    expect(br.filter((l) => l.startsWith(`${SITE}/br/avaliacao/`)).length).toBeGreaterThan(5);
    expect([...maps.keys()].sort()).toEqual(['br', 'it', 'mx']);
    const db = getDb();
    const configs = await listLocaleConfigs(db);
    expect(await sitemapEntries({ locale: 'es', kind: 'pages' }, { db, now: NOW, site: SITE, configs })).toEqual([]);
    // Active pages still name the placeholders as alternates (SPEC §4).
    const reviews = maps.get('br')!.find((e) => e.loc === `${SITE}/br/avaliacao`)!;
    expect(reviews.alternates.map((a) => a.href)).toContain(`${SITE}/es/resena`);
  });

  it('gives every alternate a reciprocal entry with the same hreflang set', async () => {
    const maps = await all();
    const byLoc = new Map<string, SitemapEntry>();
    for (const entries of maps.values()) for (const e of entries) byLoc.set(e.loc, e);
    let checked = 0;
    for (const entry of byLoc.values()) {
      const set = JSON.stringify(entry.alternates);
      for (const alt of entry.alternates) {
        // Placeholders of coming-soon locales are alternates but not listed.
        if (alt.hreflang === 'x-default' || /\/(es|us)(\/|$)/.test(new URL(alt.href).pathname)) continue;
        const other = byLoc.get(alt.href);
        expect(other, `${entry.loc} → ${alt.href}`).toBeDefined();
        expect(JSON.stringify(other!.alternates)).toBe(set);
        checked++;
      }
      if (entry.alternates.length) expect(entry.alternates.at(-1)!.hreflang).toBe('x-default');
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('pairs translated posts across locales although their slugs differ', async () => {
    const maps = await all();
    const translated = maps.get('it')!.find((e) => e.alternates.some((a) => a.hreflang === LOCALE_INFO.br.language) && !e.loc.endsWith('/it') && /\/it\/[^/]+$/.test(e.loc) && e.lastmod && !['categorias', 'sobre', 'privacidade', 'termos', 'afiliados', 'contato', 'lancamento', 'recensione'].some((w) => e.loc.endsWith(`/${w}`)));
    expect(translated).toBeDefined();
    const brHref = translated!.alternates.find((a) => a.hreflang === 'pt-BR')!.href;
    expect(brHref).not.toBe(translated!.loc.replace('/it/', '/br/'));
  });
}, async (db) => {
  await seedDemo(db, { now: NOW });
});

describeEachDatabase('sitemap files', (getDb) => {
  it('hold at most 10,000 URLs each, every public URL in exactly one, rows in the chunk of their id', async () => {
    const db = getDb();
    // A post far along the ids: it belongs to chunk 2 of br's posts.
    await db.kysely.insertInto('posts').values({ id: 25_000, locale: 'br', slug: 'post-alem', title: 'Além', excerpt: 'x', content: 'x', status: 'published', published_at: '2026-11-01T00:00:00.000Z', created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z', search_text: 'alem x' }).execute();
    const configs = await listLocaleConfigs(db);
    const files = await listSitemapFiles({ db, now: NOW, configs });
    expect(files).toContainEqual({ locale: 'br', kind: 'posts', chunk: 2 });
    const seen = new Map<string, string>();
    for (const file of files) {
      const entries = await sitemapEntries(file, { db, now: NOW, site: SITE, configs });
      expect(entries.length).toBeLessThanOrEqual(10_000);
      for (const e of entries) {
        expect(seen.get(e.loc), `${e.loc} in two files`).toBeUndefined();
        seen.set(e.loc, JSON.stringify(file));
      }
    }
    expect(seen.get(`${SITE}/br/post-alem`)).toBe(JSON.stringify({ locale: 'br', kind: 'posts', chunk: 2 }));
    const published = await db.kysely.selectFrom('posts').select(['locale', 'slug']).where('status', '=', 'published').where('published_at', '<=', NOW.toISOString()).where('locale', 'in', ['br', 'it', 'mx']).execute();
    for (const p of published) expect(seen.has(`${SITE}/${p.locale}/${p.slug}`), p.slug).toBe(true);
  });
}, async (db) => {
  await seedDemo(db, { now: NOW });
});
