/**
 * /api/admin/media: the media library (issue 14). Thin: processing in shared/media/process.ts,
 * storage in the injected MediaStore (deps.media), rows in shared/db/queries/media.ts.
 *
 *   GET    /media?q=&limit=&offset=  → { items: MediaItem[], total, limit, offset }, newest first
 *   POST   /media  multipart/form-data: `file` (the image), optional `alt.br`, `alt.it`, …
 *                  → 201 MediaItem (200 with the existing item when the same bytes are already there)
 *   GET    /media/{id}               → MediaItem
 *   PUT    /media/{id} { alt: { br: '…' }, version } → MediaItem (409 conflict when `version` is stale;
 *          409 in_use with `pages` when it would remove the alt text of a locale whose posts show it)
 *   DELETE /media/{id}               → 204; 409 { error: 'in_use', pages: [{ kind, id, title, locale }] } while shown
 * Upload errors: 400 (no file, empty file, bad form), 413 (over MEDIA_MAX_BYTES or the pixel limit),
 * 415 (not a JPEG, PNG, WebP or AVIF by its bytes; SVG) — `message` names the problem; nothing is stored.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getMediaById, listMedia, toMediaItem } from '../../../shared/db/queries/media';
import { insertAudit } from '../../../shared/db/queries/admin/audit-log';
import { deleteMedia, updateMediaAltTexts } from '../../../shared/media/admin';
import { ingestImage } from '../../../shared/media/ingest';
import { DEFAULT_MEDIA_LIMITS, MediaError } from '../../../shared/media/process';
import type { MediaStore } from '../../../shared/media/store';
import { idSchema } from '../../../shared/schemas/common';
import { mediaAltSchema, mediaListQuerySchema, mediaUpdateSchema } from '../../../shared/schemas/media';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { ApiError, jsonError, methodNotAllowed, parseOr400 } from '../../http/errors';
import { readBody, readQuery } from './http';

/** Room for the multipart envelope and the alt fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export function mediaRoutes(deps: AppDeps) {
  const { db } = deps;
  const limits = deps.media?.limits ?? DEFAULT_MEDIA_LIMITS;
  const app = new Hono<AdminEnv>();
  const idOf = (c: Context) => parseOr400(idSchema, c.req.param('id'), 'invalid id');
  const actor = (c: Context<AdminEnv>) => ({ userId: c.var.admin?.id ?? null, now: deps.now() });
  const store = (): MediaStore => {
    if (!deps.media) throw new ApiError(503, 'unavailable', 'Armazenamento de imagens não configurado neste servidor.');
    return deps.media.store;
  };

  app.get('/media', async (c) => {
    const page = await listMedia(db, readQuery(c, mediaListQuerySchema));
    return c.json({ ...page, items: page.items.map(toMediaItem) });
  });

  app.post(
    '/media',
    bodyLimit({
      maxSize: limits.maxBytes + FORM_OVERHEAD_BYTES,
      onError: (c) => jsonError(c, 413, 'payload_too_large', `The file is too large: the limit is ${limits.maxBytes} bytes (${Math.floor(limits.maxBytes / 1024 / 1024)} MB).`),
    }),
    async (c) => {
      const mediaStore = store();
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new ApiError(400, 'bad_request', 'The request is not a valid multipart/form-data form.');
      }
      const file = form.file;
      if (!(file instanceof File)) {
        throw new ApiError(400, 'bad_request', 'file: send the image as the form field "file".', [{ path: 'file', message: 'file: send the image as the form field "file".' }]);
      }
      const altFields = Object.fromEntries(Object.entries(form).filter(([k, v]) => k.startsWith('alt.') && typeof v === 'string').map(([k, v]) => [k.slice(4), v as string]));
      const alt = parseOr400(mediaAltSchema, altFields, 'invalid alt');
      const bytes = new Uint8Array(await file.arrayBuffer());
      try {
        const { item, created } = await ingestImage(db, mediaStore, {
          bytes,
          originalName: file.name,
          alt: alt as Record<string, string>,
          userId: c.var.admin?.id ?? null,
          limits,
          onInserted: (trx, row) => insertAudit(trx, { userId: c.var.admin?.id ?? null, action: 'create', entity: 'media', entityId: row.id, before: null, after: toMediaItem(row), at: deps.now().toISOString() }),
        });
        if (!created) return c.json(item, 200);
        c.header('Location', `/api/admin/media/${item.id}`);
        return c.json(item, 201);
      } catch (err) {
        if (err instanceof MediaError) {
          return jsonError(c, err.status, err.code, err.message, [{ path: 'file', message: err.message }]);
        }
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
    const result = await updateMediaAltTexts(db, id, input.alt, input.version, actor(c));
    if (result.ok) return c.json(result.item);
    if (result.reason === 'not_found') throw new ApiError(404, 'not_found', 'Imagem não encontrada.');
    c.header('Cache-Control', 'no-store');
    if (result.reason === 'alt_needed') {
      const message = `alt: the alt text for ${result.locales.join(', ')} is needed by posts that show this image: ${result.pages.map((p) => `"${p.title}"`).join(', ')}`;
      return c.json({ error: 'in_use', message, issues: result.locales.map((l) => ({ path: `alt.${l}`, message })), pages: result.pages }, 409);
    }
    return c.json({ error: 'conflict', message: `media ${id} was changed by someone else (your version ${input.version}, current ${result.current.version})`, current: result.current }, 409);
  });

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
