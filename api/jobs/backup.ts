/**
 * Job: nightly SQLite backup (./sqlite-backup.ts) into BACKUP_DIR (default: backups/ beside the
 * database), keeping the newest BACKUP_KEEP. On PostgreSQL there is no file to copy: the job says
 * so and points to pg_dump or the provider's backups (docs/operations.md).
 */
import { createFileMediaStore, mediaDir } from '../../shared/media/store';
import { backupMediaFiles, mediaBackupDir } from './media-backup';
import { backupDir, backupSqlite } from './sqlite-backup';
import type { JobContext, JobDefinition, JobResult } from './types';

export const POSTGRES_BACKUP_SUMMARY = 'PostgreSQL: faça o backup com pg_dump ou com os backups do próprio banco gerenciado (docs/operations.md)';

/** One backup now; shared by the job and `npm run backup`. */
export async function takeBackup(ctx: Pick<JobContext, 'db' | 'env' | 'now'>): Promise<JobResult> {
  const source = ctx.db.sqlite;
  if (ctx.db.dialect !== 'sqlite' || !source) return { status: 'skipped', summary: POSTGRES_BACKUP_SUMMARY };
  if (source.memory) return { status: 'skipped', summary: 'banco de dados em memória: nada a copiar' };
  const dir = backupDir(ctx.env, source.name);
  const result = await backupSqlite(source, { dir, at: ctx.now(), keep: ctx.env.BACKUP_KEEP });
  const removed = result.removed.length > 0 ? `, ${result.removed.length} mais antiga(s) removida(s)` : '';
  // After the database: a file uploaded in between is then only an extra file in the mirror.
  const media = await backupMediaFiles(createFileMediaStore(mediaDir({ MEDIA_DIR: ctx.env.MEDIA_DIR, DATABASE_URL: `sqlite:${source.name}` })), mediaBackupDir(dir));
  return { status: 'succeeded', summary: `${result.file} (${result.bytes} bytes, integridade ok${removed}); mídia: ${media.total} arquivo(s), ${media.copied} novo(s)` };
}

export const backupJob: JobDefinition = {
  name: 'backup',
  label: 'Backup do banco de dados',
  description: 'Copia o banco SQLite com o servidor no ar, confere a cópia e guarda as mais recentes.',
  // Before the nightly rebuild, in the quietest hour.
  schedule: '30 2 * * *',
  run: (ctx) => takeBackup(ctx),
};
