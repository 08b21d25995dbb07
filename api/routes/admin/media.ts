/**
 * /api/admin/media: the media library (issue 14). Thin: processing in shared/media/process.ts,
 * storage in the injected MediaStore (deps.media), rows in shared/db/queries/media.ts.
 *
 *   GET    /media?q=&limit=&offset=  → { items: MediaItem[], total, limit, offset, maxBytes }, newest first
 *          (`maxBytes`: the upload limit, so the admin refuses a larger file before sending it)
 *   POST   /media  multipart/form-data: `file` (the image), optional `alt.br`, `alt.it`, …
 *                  → 201 MediaItem (200 with the existing item when the same bytes are already there).
 *          With `media.background` (the server) it answers once the upload and its largest variant
 *          are stored: `variants.state` 'pending', the other files follow (shared/media/variant-worker.ts)
 *          and the pages showing the image are republished when they are all written.
 *   GET    /media/{id}               → MediaItem
 *   PUT    /media/{id} { alt?: { br: '…' }, focal?: { x, y } | null, version } → MediaItem (409 conflict
 *          when `version` is stale; 409 in_use with `pages` when it would remove the alt text of a
 *          locale whose posts show it). A new focal point re-cuts the share card, then republishes.
 *   POST   /media/{id}/replace  multipart/form-data: `file`, `version` → 200 { item, changed: [{ kind, id }] }:
 *          the item gets the new file (alt texts kept, version+1) and every post, review and product
 *          showing the old one is rewritten to it and republished; 409 conflict when `version` is
 *          stale, 409 duplicate when those bytes already are another item; same upload errors.
 *   DELETE /media/{id}               → 204; 409 { error: 'in_use', pages: [{ kind, id, title, locale }] } while shown
 * Upload errors: 400 (no file, empty file, bad form), 413 (over MEDIA_MAX_BYTES or the pixel limit),
 * 415 (not a JPEG, PNG, WebP or AVIF by its bytes; SVG) — `message` names the problem; nothing is stored.
 */
import { Hono, type Context } from 'hono';
import { getMediaById, listMedia, toMediaItem } from '../../../shared/db/queries/media';
import { insertAudit } from '../../../shared/db/queries/admin/audit-log';
import { deleteMedia, updateMediaAltTexts } from '../../../shared/media/admin';
import { ingestImage } from '../../../shared/media/ingest';
import { sharedImageQueue } from '../../../shared/media/queue';
import { createVariantWorker } from '../../../shared/media/variant-worker';
import { publishMediaUses } from '../../publish/media-change';
import { replaceMediaFile, type ReplacedUse } from '../../../shared/media/replace';
import { toAdminPost } from '../../../shared/db/queries/admin/posts';
import { toAdminProduct } from '../../../shared/db/queries/admin/products';
import { toAdminReview } from '../../../shared/db/queries/admin/reviews';
import { localizedChange } from '../../publish/content-change';
import type { ContentChange } from '../../publish/publisher';
import { DEFAULT_MEDIA_LIMITS, MediaError } from '../../../shared/media/process';
import type { MediaStore } from '../../../shared/media/store';
import { idSchema } from '../../../shared/schemas/common';
import { mediaAltSchema, mediaListQuerySchema, mediaUpdateSchema } from '../../../shared/schemas/media';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { ApiError, jsonError, methodNotAllowed, parseOr400 } from '../../http/errors';
import { readBody, readQuery } from './http';
import { readUploadForm, tooLarge, type UploadForm } from './upload-form';

/** Room for the multipart envelope and the alt fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The upload's request ended before its image was stored (client gone, or the server's 408): nothing was kept. */
const ABANDONED = 'The upload was abandoned before the image was stored; nothing was kept.';
const abandoned = (c: Context) => jsonError(c, 408, 'abandoned', ABANDONED);

/** A 503 before the body is read when the image line is full (shared/media/queue.ts): the bytes would only wait in memory. */
function refuseWhenBusy(): void {
  if (sharedImageQueue().full()) throw new ApiError(503, 'busy', 'Muitas imagens sendo processadas agora. Tente novamente em alguns segundos.', undefined, 5);
}

export function mediaRoutes(deps: AppDeps) {
  const { db } = deps;
  const limits = deps.media?.limits ?? DEFAULT_MEDIA_LIMITS;
  const app = new Hono<AdminEnv>();
  const idOf = (c: Context) => parseOr400(idSchema, c.req.param('id'), 'invalid id');
  const actor = (c: Context<AdminEnv>) => ({ userId: c.var.admin?.id ?? null, now: deps.now() });
  const log = deps.log ?? console.error;
  // The variants an upload owes, and the share cards of new focal points (issue 26 item 7).
  const worker = deps.media && createVariantWorker({ db, store: deps.media.store, limits, log, onReady: (row) => publishMediaUses(db, deps.publisher, row, log) });
  // What a restart interrupted (only where uploads defer their variants: the server).
  if (worker && deps.media?.background) worker.resume().catch((err) => log('media: pending variants could not be resumed', err));
  const store = (): MediaStore => {
    if (!deps.media) throw new ApiError(503, 'unavailable', 'Armazenamento de imagens não configurado neste servidor.');
    return deps.media.store;
  };

  app.get('/media', async (c) => {
    const page = await listMedia(db, readQuery(c, mediaListQuerySchema));
    return c.json({ ...page, items: page.items.map(toMediaItem), maxBytes: limits.maxBytes });
  });

  /** The upload's form, read as it arrives (./upload-form.ts); a client gone meanwhile is the 408 of an abandoned upload. */
  async function readForm(c: Context<AdminEnv>): Promise<UploadForm> {
    try {
      return await readUploadForm(c.req.raw, { maxBody: limits.maxBytes + FORM_OVERHEAD_BYTES, maxFileBytes: limits.maxBytes });
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (c.req.raw.signal.aborted) throw new ApiError(408, 'abandoned', ABANDONED);
      throw new ApiError(400, 'bad_request', 'The request is not a valid multipart/form-data form.');
    }
  }
  /** Before anything else: a Content-Length over the limit is a 413 without reading the body. */
  const sizeLimit = () => async (c: Context<AdminEnv>, next: () => Promise<void>) => {
    const declared = Number(c.req.header('content-length') ?? NaN);
    if (declared > limits.maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge(limits.maxBytes);
    await next();
  };
  /** Tells the publisher about each rewritten page, like a save does; a failure does not undo the replace. */
  async function publishUses(changed: ReplacedUse[]) {
    for (const use of changed) {
      const change: ContentChange =
        use.kind === 'post'
          ? localizedChange('post')('update', toAdminPost(use.before), toAdminPost(use.after))
          : use.kind === 'review'
            ? localizedChange('review')('update', toAdminReview(use.before), toAdminReview(use.after))
            : localizedChange('product')('update', toAdminProduct(use.before), toAdminProduct(use.after));
      try {
        await deps.publisher?.request(change);
      } catch (err) {
        (deps.log ?? console.error)(`publish request failed for ${change.entity} ${change.id}`, err);
      }
    }
  }

  app.post(
    '/media',
    sizeLimit(),
    async (c) => {
      const mediaStore = store();
      refuseWhenBusy();
      const { fields: form, file } = await readForm(c);
      const altFields = Object.fromEntries(Object.entries(form).filter(([k, v]) => k.startsWith('alt.') && typeof v === 'string').map(([k, v]) => [k.slice(4), v as string]));
      const alt = parseOr400(mediaAltSchema, altFields, 'invalid alt');
      try {
        const { item, created } = await ingestImage(db, mediaStore, {
          bytes: file.bytes,
          hash: file.hash,
          originalName: file.name,
          alt: alt as Record<string, string>,
          userId: c.var.admin?.id ?? null,
          limits,
          signal: c.req.raw.signal,
          deferVariants: deps.media?.background ? worker : undefined,
          onInserted: (trx, row) => insertAudit(trx, { userId: c.var.admin?.id ?? null, action: 'create', entity: 'media', entityId: row.id, before: null, after: toMediaItem(row), at: deps.now().toISOString() }),
        });
        if (!created) return c.json(item, 200);
        c.header('Location', `/api/admin/media/${item.id}`);
        return c.json(item, 201);
      } catch (err) {
        if (err instanceof MediaError) {
          if (err.status === 503) c.header('Retry-After', '5');
          return jsonError(c, err.status, err.code, err.message, [{ path: 'file', message: err.message }]);
        }
        if (c.req.raw.signal.aborted) return abandoned(c);
        throw err;
      }
    },
  );

  app.get('/media/:id', async (c) => {
    const row = await getMediaById(db.kysely, idOf(c));
    if (!row) throw new ApiError(404, 'not_found', 'Imagem não encontrada.');
    return c.json(toMediaItem(row));
  });

  app.put('/media/:id', async (c) => {
    const id = idOf(c);
    const input = await readBody(c, mediaUpdateSchema);
    const result = await updateMediaAltTexts(db, id, input.alt, input.version, actor(c), input.focal);
    if (result.ok) {
      if (result.item.variants.state !== 'pending' || !worker) return c.json(result.item);
      // A new focal point: its share card is cut in the background on the server, at once elsewhere.
      worker.enqueue(id);
      if (deps.media?.background) return c.json(result.item);
      await worker.idle();
      const row = await getMediaById(db.kysely, id);
      return c.json(row ? toMediaItem(row) : result.item);
    }
    if (result.reason === 'not_found') throw new ApiError(404, 'not_found', 'Imagem não encontrada.');
    c.header('Cache-Control', 'no-store');
    if (result.reason === 'alt_needed') {
      const message = `alt: the alt text for ${result.locales.join(', ')} is needed by posts that show this image: ${result.pages.map((p) => `"${p.title}"`).join(', ')}`;
      return c.json({ error: 'in_use', message, issues: result.locales.map((l) => ({ path: `alt.${l}`, message })), pages: result.pages }, 409);
    }
    return c.json({ error: 'conflict', message: `media ${id} was changed by someone else (your version ${input.version}, current ${result.current.version})`, current: result.current }, 409);
  });

  app.post('/media/:id/replace', sizeLimit(), async (c) => {
    const id = idOf(c);
    const mediaStore = store();
    refuseWhenBusy();
    const { fields: form, file } = await readForm(c);
    const version = typeof form.version === 'string' && /^\d{1,9}$/.test(form.version) ? Number(form.version) : null;
    if (version === null) {
      const message = 'version: send the item\'s current version (a whole number) as the form field "version".';
      throw new ApiError(400, 'bad_request', message, [{ path: 'version', message }]);
    }
    let result;
    try {
      result = await replaceMediaFile(db, mediaStore, id, { bytes: file.bytes, hash: file.hash, originalName: file.name, version, limits, signal: c.req.raw.signal }, actor(c));
    } catch (err) {
      if (err instanceof MediaError) {
        if (err.status === 503) c.header('Retry-After', '5');
        return jsonError(c, err.status, err.code, err.message, [{ path: 'file', message: err.message }]);
      }
      if (c.req.raw.signal.aborted) return abandoned(c);
      throw err;
    }
    if (!result.ok) {
      if (result.reason === 'not_found') throw new ApiError(404, 'not_found', 'Imagem não encontrada.');
      c.header('Cache-Control', 'no-store');
      if (result.reason === 'duplicate') {
        return c.json({ error: 'duplicate', message: `file: this image is already in the library as item ${result.other.id} ("${result.other.originalName}").`, issues: [{ path: 'file', message: 'already in the library' }], other: result.other }, 409);
      }
      return c.json({ error: 'conflict', message: `media ${id} was changed by someone else (your version ${version}, current ${result.current.version})`, current: result.current }, 409);
    }
    await publishUses(result.changed);
    return c.json({ item: result.item, changed: result.changed.map((u) => ({ kind: u.kind, id: u.after.id })) });
  });
  app.all('/media/:id/replace', methodNotAllowed(['POST']));

  app.delete('/media/:id', async (c) => {
    const id = idOf(c);
    const result = await deleteMedia(db, store(), id, actor(c));
    if (result.ok) return c.body(null, 204);
    if (result.reason === 'not_found') throw new ApiError(404, 'not_found', 'Imagem não encontrada.');
    c.header('Cache-Control', 'no-store');
    const names = result.pages.map((p) => `${p.kind} "${p.title}"`).join(', ');
    return c.json({ error: 'in_use', message: `A imagem está em uso e não pode ser apagada: ${names}.`, pages: result.pages }, 409);
  });

  app.all('/media', methodNotAllowed(['GET', 'HEAD', 'POST']));
  app.all('/media/:id', methodNotAllowed(['GET', 'HEAD', 'PUT', 'DELETE']));
  return app;
}
