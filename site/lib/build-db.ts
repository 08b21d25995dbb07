/**
 * The database connection of one build process. Astro renders many pages in one process; they
 * share this connection, opened on first use from DATABASE_URL (the same default as the server).
 * An on-demand render inside the API process reads through the API's own connection instead.
 */
import { connect, type Db } from '../../shared/db/connect';
import { currentRenderContext } from '../../shared/render-context';

let db: Db | undefined;

/** The connection of the render in progress (the publisher's), else this process's own. */
export function buildDb(): Db {
  const given = currentRenderContext()?.db;
  if (given) return given;
  db ??= connect(process.env.DATABASE_URL || 'sqlite:data/site.db');
  return db;
}
