import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../shared/db/testing';
import { insertPost, insertProduct, insertReview } from '../../shared/db/test-fixtures';
import { getPublishedPostBySlug } from '../../shared/db/queries/posts';
import { getPublishedReviewBySlug } from '../../shared/db/queries/reviews';
import { StaleVersionError } from '../../shared/db/queries/admin/errors';
import { dueScheduledContent, publicationStores } from '../../shared/db/queries/scheduled-publishing';
import { auditedUpdate } from '../audit/audited-change';
import { publishScheduledJob } from './publish-scheduled';
import { testJobContext } from './testing';

const NOW = new Date('2026-11-21T10:00:30.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();

describeEachDatabase('publish-scheduled job', (getDb) => {
  it('publishes due scheduled posts and reviews, asks the publisher to render them, and leaves the rest', async () => {
    const db = getDb();
    const due = await insertPost(db, { slug: 'due', status: 'scheduled', publish_at: minutes(-3), published_at: null });
    const dueNow = await insertPost(db, { slug: 'due-now', locale: 'it', status: 'scheduled', publish_at: NOW.toISOString(), published_at: null });
    const future = await insertPost(db, { slug: 'future', status: 'scheduled', publish_at: minutes(1), published_at: null });
    const draft = await insertPost(db, { slug: 'draft', status: 'draft', publish_at: minutes(-60), published_at: null });
    const product = await insertProduct(db);
    const review = await insertReview(db, { product_id: product, slug: 'due-review', status: 'scheduled', publish_at: minutes(-1), published_at: null });

    // Before the run the public queries do not show them: the status is what they read.
    expect(await getPublishedPostBySlug(db, 'br', 'due', NOW)).toBeUndefined();

    const ctx = testJobContext(db, { now: () => NOW });
    const result = await publishScheduledJob.run(ctx);
    expect(result.status).toBe('succeeded');
    expect(result.summary).toBe(`publicados 3: post ${due} (br/due), post ${dueNow} (it/due-now), avaliação ${review} (br/due-review)`);

    const rows = await db.kysely.selectFrom('posts').select(['id', 'status', 'published_at', 'version', 'updated_at']).where('id', 'in', [due, dueNow, future, draft]).orderBy('id').execute();
    expect(rows).toEqual([
      // published_at is the scheduled time, not the job's: the post sorts where the editor meant.
      { id: due, status: 'published', published_at: minutes(-3), version: 2, updated_at: NOW.toISOString() },
      { id: dueNow, status: 'published', published_at: NOW.toISOString(), version: 2, updated_at: NOW.toISOString() },
      { id: future, status: 'scheduled', published_at: null, version: 1, updated_at: '2026-01-01T00:00:00.000Z' },
      { id: draft, status: 'draft', published_at: null, version: 1, updated_at: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(await getPublishedPostBySlug(db, 'br', 'due', NOW)).toMatchObject({ slug: 'due' });
    expect(await getPublishedReviewBySlug(db, 'br', 'due-review', NOW)).toMatchObject({ slug: 'due-review' });

    // toMatchObject: the publisher may add fields to a change (categories, translations) it maps to pages.
    expect(ctx.publisher.requests).toMatchObject([
      { entity: 'post', action: 'update', id: due, locales: ['br'], slugBefore: 'due', slugAfter: 'due' },
      { entity: 'post', action: 'update', id: dueNow, locales: ['it'], slugBefore: 'due-now', slugAfter: 'due-now' },
      { entity: 'review', action: 'update', id: review, locales: ['br'], slugBefore: 'due-review', slugAfter: 'due-review' },
    ]);

    // Audited as a change without a user, before and after in the admin shape.
    const audit = await db.kysely.selectFrom('audit_log').selectAll().where('entity', '=', 'post').where('entity_id', '=', String(due)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: null, action: 'update', created_at: NOW.toISOString() });
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ status: 'scheduled', version: 1 });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'published', version: 2, publishedAt: minutes(-3) });

    // A second run has nothing to do and asks for nothing.
    const again = await publishScheduledJob.run(testJobContext(db, { now: () => NOW }));
    expect(again).toEqual({ status: 'succeeded', summary: 'nada a publicar' });

    // A minute later the next one is due.
    const later = testJobContext(db, { now: () => new Date(minutes(1)) });
    expect((await publishScheduledJob.run(later)).summary).toBe(`publicados 1: post ${future} (br/future)`);
    expect(later.publisher.requests.map((r) => r.id)).toEqual([future]);
  });

  it('keeps the first publication time of a post that was published before and scheduled again', async () => {
    const db = getDb();
    const id = await insertPost(db, { slug: 'republished', status: 'scheduled', publish_at: minutes(-1), published_at: '2026-02-02T00:00:00.000Z' });
    await publishScheduledJob.run(testJobContext(db, { now: () => NOW }));
    const row = await db.kysely.selectFrom('posts').select(['status', 'published_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'published', published_at: '2026-02-02T00:00:00.000Z' });
  });

  it('leaves a row an editor saved after it was found due to the next run (version check of the audited change)', async () => {
    const db = getDb();
    const id = await insertPost(db, { slug: 'edited-meanwhile', status: 'scheduled', publish_at: minutes(-1), published_at: null });
    const [due] = (await dueScheduledContent(db, NOW)).filter((d) => d.id === id);
    expect(due).toEqual({ entity: 'post', id, version: 1 });
    await db.kysely.updateTable('posts').set({ title: 'Editado', version: 2 }).where('id', '=', id).execute();
    await expect(auditedUpdate(db, publicationStores.post, id, { version: due!.version }, { userId: null, now: NOW })).rejects.toThrow(StaleVersionError);
    expect(await db.kysely.selectFrom('posts').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'scheduled', version: 2 });
    // Found due again with its new version, it is published.
    expect((await publishScheduledJob.run(testJobContext(db, { now: () => NOW }))).summary).toBe(`publicados 1: post ${id} (br/edited-meanwhile)`);
  });

  it('reports a publisher that throws as failed, after asking for every row', async () => {
    const db = getDb();
    const a = await insertPost(db, { slug: 'throw-a', status: 'scheduled', publish_at: minutes(-1), published_at: null });
    const b = await insertPost(db, { slug: 'throw-b', status: 'scheduled', publish_at: minutes(-1), published_at: null });
    const asked: unknown[] = [];
    const ctx = testJobContext(db, {
      now: () => NOW,
      publisher: { request: (c) => { asked.push(c.id); if (c.id === a) throw new Error('queue full'); }, rebuild: () => {} },
    });
    const result = await publishScheduledJob.run(ctx);
    expect(result.status).toBe('failed');
    expect(result.summary).toContain(`o publicador recusou post ${a}: queue full`);
    expect(asked).toEqual([a, b]);
  });
});
