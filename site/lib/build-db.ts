/**
 * The database connection of one build process. Astro renders many pages in one process; they
 * share this connection, opened on first use from DATABASE_URL (the same default as the server).
 */
import { connect, type Db } from '../../shared/db/connect';

let db: Db | undefined;

export function buildDb(): Db {
  db ??= connect(process.env.DATABASE_URL || 'sqlite:data/site.db');
  return db;
}
