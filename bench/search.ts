/**
 * Search benchmark (issue 13 item 3): distinct queries, drawn from the corpus's own title words
 * (whole words, their first half as a live-typing prefix, and two-word queries), each asked once
 * over HTTP of `/api/search/posts/br` on bench/serve.ts with its response cache off, so every
 * answer comes from the database.
 */
import { connect } from '../shared/db/connect';
import { normalizeForSearch } from '../shared/format/search-text';
import { quantile } from './edit-to-live';
import { startBenchServer } from './serve';

export interface SearchFigure {
  queries: number;
  p50: number;
  p95: number;
  max: number;
}

/** `count` distinct queries built from the titles of `databaseUrl`'s br posts. */
async function sampleQueries(databaseUrl: string, count: number): Promise<string[]> {
  const db = connect(databaseUrl);
  try {
    const rows = await db.kysely.selectFrom('posts').select('title').where('locale', '=', 'br').orderBy('id').limit(3000).execute();
    const words = [...new Set(rows.flatMap((r) => normalizeForSearch(r.title).split(/[^a-z0-9]+/)).filter((w) => w.length >= 3))];
    const queries = new Set<string>();
    for (let i = 0; queries.size < count && i < count * 20; i++) {
      const word = words[(i * 7919) % words.length]!;
      const kind = i % 3;
      queries.add(kind === 0 ? word : kind === 1 ? word.slice(0, Math.max(2, Math.ceil(word.length / 2))) : `${word} ${words[(i * 104729) % words.length]!.slice(0, 3)}`);
    }
    return [...queries];
  } finally {
    await db.close();
  }
}

export async function benchSearch({ databaseUrl, distDir, count = 300 }: { databaseUrl: string; distDir: string; count?: number }): Promise<SearchFigure> {
  const queries = await sampleQueries(databaseUrl, count);
  const server = await startBenchServer({ databaseUrl, distDir, responseCache: false });
  try {
    const times: number[] = [];
    for (const q of queries) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/search/posts/br?${new URLSearchParams({ q, limit: '10' })}`);
      if (!res.ok) throw new Error(`search "${q}": ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    const sorted = times.sort((a, b) => a - b);
    return { queries: queries.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1)! };
  } finally {
    await server.stop();
  }
}
