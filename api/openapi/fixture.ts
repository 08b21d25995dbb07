/**
 * The seeded database the API description's examples are reproduced on (live.test.ts): a fresh
 * database gets ids from 1, so the examples can name `/api/admin/posts/1` and mean this post.
 */
import type { Db } from '../../shared/db/connect';
import { insertCategory, insertLocaleConfigs, insertPost, insertProduct, insertReview } from '../../shared/db/test-fixtures';
import { insertMedia } from '../../shared/db/queries/media';
import { MEDIA_HASH } from './paths/admin/media';
import { SAMPLE_IMPORT_REPORT } from './paths/admin/imports';
import { createImportRun, finishImportRun } from '../../shared/db/queries/wordpress-import-runs';
import type { ImportReport } from '../../shared/import/wordpress/import';
import { createTestAdmin, type TestAdmin } from '../auth/testing';

/** Seeds a fresh, migrated database and returns the admin that can log in. */
export async function seedOpenApiFixture(db: Db): Promise<TestAdmin> {
  await insertLocaleConfigs(db);
  const categoryId = await insertCategory(db, 'audio', { br: 'Áudio', it: 'Audio', mx: 'Audio', es: 'Audio', us: 'Audio' });
  await insertPost(db, { slug: 'melhores-fones-bluetooth', title: 'Melhores fones bluetooth', excerpt: 'Os fones que testamos.', category_id: categoryId, keyword: 'fone bluetooth', translation_key: 'fones' });
  await insertPost(db, { slug: 'rascunho', title: 'Rascunho', status: 'draft', published_at: null });
  const productId = await insertProduct(db, { slug: 'fone-x', title: 'Fone X', asin: 'B0FONE0001', brand: 'Marca', price_cents: 19990, category_id: categoryId });
  await insertReview(db, { product_id: productId, slug: 'fone-x-review', title: 'Fone X: análise', excerpt: 'Um bom fone.' });
  await db.kysely.insertInto('contact_messages').values({ locale: 'br', name: 'Ana', email: 'ana@example.com', subject: 'Olá', message: 'Uma mensagem de teste.', ip: '127.0.0.0/24', created_at: '2026-01-01T00:00:00.000Z' }).execute();
  await db.kysely.insertInto('settings').values({ key: 'site_name', value: 'Ofertas Testadas', updated_at: '2026-01-01T00:00:00.000Z' }).execute();
  await db.kysely.insertInto('build_runs').values({
    kind: 'full', trigger: 'admin:editor1', status: 'succeeded', started_at: '2026-01-01T00:00:00.000Z', finished_at: '2026-01-01T00:00:04.200Z',
    duration_ms: 4200, pages: 120, error: null, log: null, pages_total: 120, pages_by_locale: JSON.stringify({ br: 60, it: 30, mx: 30 }),
  }).execute();
  // A media library row (its files are not needed by the examples: they only read the row).
  await insertMedia(db.kysely, { key: { hash: MEDIA_HASH, width: 1600, height: 900, fallback: 'jpg' }, mime: 'image/jpeg', bytes: 245_760, originalName: 'fone-x.jpg', alt: { br: 'Fone X sobre a mesa' }, now: new Date('2026-01-01T00:00:00.000Z') });
  // A finished WordPress import (its report is the description's sample).
  const at = new Date('2026-01-01T00:00:00.000Z');
  const importId = await createImportRun(db, { fileName: SAMPLE_IMPORT_REPORT.file, sizeBytes: 48_213, locale: 'br', dryRun: false, overwrite: false, total: 12, userId: null, at });
  await finishImportRun(db, importId, { report: SAMPLE_IMPORT_REPORT as ImportReport }, at);
  const admin = await createTestAdmin(db);
  // An author profile of the admin, signing the post and the review (issue 25 item 4).
  const { id: authorId } = await db.kysely.insertInto('authors').values({
    account_id: admin.id, slug: 'ana-souza', display_name: 'Ana Souza', bio_json: JSON.stringify({ br: 'Testa fones há dez anos.', us: 'Has tested headphones for ten years.' }),
    photo_url: null, expertise: 'Áudio', same_as_json: JSON.stringify(['https://www.linkedin.com/in/ana-souza']), created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
  }).returning('id').executeTakeFirstOrThrow();
  await db.kysely.insertInto('item_authors').values([{ kind: 'post', item_id: 1, author_id: authorId, position: 0 }, { kind: 'review', item_id: 1, author_id: authorId, position: 0 }]).execute();
  return admin;
}

