/**
 * Job: scheduled publishing (SPEC: a post whose publish time has passed is live within 5 minutes).
 * Every minute, posts and reviews saved as 'scheduled' whose time has come become 'published'
 * (shared/db/queries/scheduled-publishing.ts: the public queries show only 'published' rows) and
 * the publisher is asked to render their pages, as for an editor's save.
 *
 * The status change is the job's own record of what it has done: a row is switched once, and the
 * next run finds nothing left to do for it. If the process stops between the switch and the
 * publisher's request, the row is already public data and the next full build (nightly, or the
 * start-up build) renders it.
 */
import { RowNotFoundError, StaleVersionError } from '../../shared/db/queries/admin/errors';
import { dueScheduledContent, publicationStores } from '../../shared/db/queries/scheduled-publishing';
import type { Db } from '../../shared/db/connect';
import { auditedUpdate } from '../audit/audited-change';
import { localizedChange } from '../publish/content-change';
import type { JobDefinition } from './types';

/**
 * Publishes every due row, each as its own audited change with no user (the runner's transaction,
 * version check, audit row). A row an editor saved or deleted since it was found due is left
 * alone; if it is still due, the next run takes it.
 */
async function publishDueContent(db: Db, now: Date) {
  const published = [];
  for (const { entity, id, version } of await dueScheduledContent(db, now)) {
    try {
      const change = await auditedUpdate(db, publicationStores[entity], id, { version }, { userId: null, now });
      published.push({ entity, ...change });
    } catch (err) {
      if (err instanceof StaleVersionError || err instanceof RowNotFoundError) continue;
      throw err;
    }
  }
  return published;
}

const ENTITY_WORDS = { post: 'post', review: 'avaliação' } as const;

export const publishScheduledJob: JobDefinition = {
  name: 'publish-scheduled',
  label: 'Publicar agendados',
  description: 'Publica os posts e avaliações agendados cuja data de publicação já chegou.',
  // Every minute: well inside the 5 minutes the spec allows, and an idle run is two indexed queries.
  schedule: '* * * * *',
  async run(ctx) {
    const published = await publishDueContent(ctx.db, ctx.now());
    // Summaries are read on /admin/cron, in Portuguese like the rest of the admin (issue 24).
    if (published.length === 0) return { status: 'succeeded', summary: 'nada a publicar' };
    const failures: string[] = [];
    for (const { entity, before, after } of published) {
      try {
        await ctx.publisher.request(localizedChange(entity)('update', before, after));
      } catch (err) {
        // The publisher should not throw; if it does, the rest still get their request.
        failures.push(`${ENTITY_WORDS[entity]} ${after.id}: ${(err as Error).message}`);
      }
    }
    const list = published.map(({ entity, after }) => `${ENTITY_WORDS[entity]} ${after.id} (${after.locale}/${after.slug})`).join(', ');
    if (failures.length > 0) return { status: 'failed', summary: `publicados ${list}; o publicador recusou ${failures.join('; ')}` };
    return { status: 'succeeded', summary: `publicados ${published.length}: ${list}` };
  },
};
