/**
 * What a built site was made from: the sources (code) and the data. A build stamps its output
 * with both, so `npm start` and the publisher know when the live site is out of date.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Db } from '../../shared/db/connect';

export const STAMP_FILE = '.build-stamp.json';
/** What the pages are made from, besides the data. Tests do not change the output. */
const SOURCE_PATHS = ['site', 'shared', 'api/publish/renderer', 'astro.config.mjs', 'package-lock.json'];

export interface BuildStamp {
  source: string;
  data: string;
  builtAt: string;
}

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => listFiles(join(path, e.name)));
}

/** Hash of every source file the build reads (content, not mtime: a fresh clone is not "changed"). */
export function sourceFingerprint(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const top of SOURCE_PATHS) {
    for (const file of listFiles(join(root, top))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A cheap summary of the content: per table, the row count and the latest change. Any save bumps
 * `updated_at`, any delete changes a count, so a different value means the pages may differ.
 */
export async function dataFingerprint(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of ['settings', 'locale_configs', 'categories', 'posts', 'products', 'reviews'] as const) {
    const row = await db.kysely
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('latest')])
      .executeTakeFirstOrThrow();
    parts.push(`${table}:${Number(row.n)}:${row.latest ?? ''}`);
  }
  const names = await db.kysely.selectFrom('category_names').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  parts.push(`category_names:${Number(names.n)}`);
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 16);
}

export function readStamp(distDir: string): BuildStamp | undefined {
  try {
    return JSON.parse(readFileSync(join(distDir, STAMP_FILE), 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
}

/** Why dist/ must be rebuilt, or undefined when it is current. */
export async function staleReason(db: Db, distDir: string, root = process.cwd()): Promise<string | undefined> {
  const stamp = readStamp(distDir);
  if (!stamp || !existsSync(join(distDir, 'index.html'))) return 'no build yet';
  if (stamp.source !== sourceFingerprint(root)) return 'the site code changed';
  if (stamp.data !== (await dataFingerprint(db))) return 'the content changed';
  return undefined;
}

