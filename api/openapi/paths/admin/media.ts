/** Descriptions of api/routes/admin/media.ts: the media library (issue 14). */
import { z } from 'zod';
import { pagedSchema } from '../../../../shared/schemas/admin';
import { idSchema } from '../../../../shared/schemas/common';
import { mediaItemSchema, mediaListQuerySchema, mediaReplaceFormSchema, mediaReplaceResultSchema, mediaUpdateSchema, mediaUploadFormSchema } from '../../../../shared/schemas/media';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';

const tag = 'media';
/** Content hash of the examples' item (id 1 of the live test's database, api/openapi/fixture.ts). */
export const MEDIA_HASH = '0123456789abcdef0123456789abcdef';
const params = z.object({ id: idSchema });
const folder = `${MEDIA_HASH}-1600x900`;
const item = {
  id: 1, hash: MEDIA_HASH, width: 1600, height: 900, fallback: 'jpg', mime: 'image/jpeg', bytes: 245760, originalName: 'fone-x.jpg',
  alt: { br: 'Fone X sobre a mesa' }, imageUrl: `/media/${folder}/1600.jpg`, thumbnailUrl: `/media/${folder}/320.webp`,
  variants: { state: 'ready', done: 6, total: 6 }, focal: null, ogImageUrl: `/media/${folder}/og.jpg`,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 1,
};
const inUse = z.looseObject({ error: z.literal('in_use'), message: z.string(), pages: z.array(z.object({ kind: z.enum(['post', 'review', 'product']), id: z.number().int(), title: z.string(), locale: z.string() })) });

export const mediaOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/media', tag, summary: 'The library, newest first (paged); q matches the file name and alt texts', query: mediaListQuerySchema,
    responses: { 200: json('One page, and the upload limit in bytes (MEDIA_MAX_BYTES)', pagedSchema(mediaItemSchema).extend({ maxBytes: z.number().int() })), ...errors(400, 401) },
    examples: [
      { name: 'one', status: 200, value: { items: [item], total: 1, limit: 50, offset: 0, maxBytes: 15728640 }, call: { path: '/api/admin/media' } },
      { name: 'search', status: 200, value: { items: [item], total: 1, limit: 50, offset: 0, maxBytes: 15728640 }, call: { path: '/api/admin/media?q=mesa' } },
      unauthorizedExample('/api/admin/media'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/media', tag,
    summary: 'Upload an image (multipart/form-data: file, alt.{locale}); processed into AVIF/WebP/fallback variants and og.jpg',
    description: 'The only admin write that is not JSON; it needs an Origin (or Referer) of the site. The same bytes uploaded again answer 200 with the existing item. Refused files store nothing. On the self-hosted server the answer comes once the upload and its largest variant (imageUrl) are stored, with variants.state "pending": the other variants are made in the background (poll GET /api/admin/media/{id}), and the pages showing the image are republished when they are all written.',
    body: mediaUploadFormSchema, bodyContentType: 'multipart/form-data',
    responses: {
      201: json('The new item', mediaItemSchema),
      200: json('The same bytes were already in the library', mediaItemSchema),
      ...errors(401, 403),
      400: { description: 'No `file` field, an empty file, or an unknown alt locale', schema: errors(400)[400]!.schema },
      413: { description: 'Over MEDIA_MAX_BYTES (too_large) or the pixel limit (too_many_pixels)', schema: errors(413)[413]!.schema },
      415: { description: 'Not a JPEG, PNG, WebP or AVIF by its bytes (unsupported_type), or an SVG (svg_refused)', schema: errors(415)[415]!.schema },
      503: { description: 'No media storage configured', schema: errors(503)[503]!.schema },
    },
    examples: [
      { name: 'created', status: 201, value: item },
      errorExample('text named .jpg', 415, 'unsupported_type', 'The file is not an image of an accepted type (JPEG, PNG, WebP or AVIF), whatever its name says.'),
      errorExample('pixel bomb', 413, 'too_many_pixels', 'The image is too large: 20000×20000 pixels, the limit is 40 megapixels.'),
      unauthorizedExample('/api/admin/media'),
    ],
  }),
  op({
    method: 'GET', path: '/api/admin/media/:id', tag, summary: 'One library item', params,
    responses: { 200: json('The item', mediaItemSchema), ...errors(400, 401, 404) },
    examples: [
      { name: 'found', status: 200, value: item, call: { path: '/api/admin/media/1' } },
      errorExample('unknown', 404, 'not_found', 'Imagem não encontrada.', { path: '/api/admin/media/999999' }),
      unauthorizedExample('/api/admin/media/1'),
    ],
  }),
  op({
    method: 'PUT', path: '/api/admin/media/:id', tag, summary: 'Replace the alt texts (per locale) and/or the focal point (x, y from 0 to 1; null removes it) with the version you loaded', params, body: mediaUpdateSchema,
    description: 'A new focal point re-cuts the 1200x630 share card around it (variants.state "pending" until then) and republishes the pages showing the image; their hero and card crops keep it in view.',
    responses: { 200: json('The item, version + 1', mediaItemSchema), ...errors(400, 401, 403, 404, 409, 415) },
    examples: [
      { name: 'saved', status: 200, value: { ...item, alt: { br: 'Fone X sobre a mesa', it: 'Fone X sul tavolo' }, version: 2 } },
      { name: 'focal point', status: 200, value: { ...item, focal: { x: 0.7, y: 0.4 }, ogImageUrl: `/media/${folder}/og-700-400.jpg`, version: 2 } },
      errorExample('focal point outside the picture', 400, 'bad_request', 'focal.x must be from 0 to 1 (1 is the right edge)'),
      unauthorizedExample('/api/admin/media/1'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/media/:id/replace', tag, params,
    summary: 'Replace an item\'s file (multipart/form-data: file, version); every page showing it is rewritten to the new file and republished',
    description: 'Alt texts are kept and the version goes up by one. In one transaction, every post (lead image, share image, body), review (body) and product (image) that showed the old folder (media_uses) gets the new file\'s URLs, version + 1, and is handed to the publisher. The old files stay (immutable, cached for a year). Same file checks as the upload; a refused file or a stale version changes nothing.',
    body: mediaReplaceFormSchema, bodyContentType: 'multipart/form-data',
    responses: {
      200: json('The item with its new file, and the rewritten pages', mediaReplaceResultSchema),
      ...errors(401, 403, 404),
      400: { description: 'No `file` field, an empty file, or no `version`', schema: errors(400)[400]!.schema },
      409: { description: 'Stale `version` (conflict, with `current`), or the bytes already are another item (duplicate)', schema: errors(409)[409]!.schema },
      413: { description: 'Over MEDIA_MAX_BYTES (too_large) or the pixel limit (too_many_pixels)', schema: errors(413)[413]!.schema },
      415: { description: 'Not a JPEG, PNG, WebP or AVIF by its bytes (unsupported_type), or an SVG (svg_refused)', schema: errors(415)[415]!.schema },
      503: { description: 'No media storage configured', schema: errors(503)[503]!.schema },
    },
    examples: [
      { name: 'replaced', status: 200, value: { item: { ...item, hash: 'fedcba9876543210fedcba9876543210', width: 1200, height: 800, imageUrl: '/media/fedcba9876543210fedcba9876543210-1200x800/1200.jpg', thumbnailUrl: '/media/fedcba9876543210fedcba9876543210-1200x800/320.webp', originalName: 'fone-x-novo.jpg', version: 2 }, changed: [{ kind: 'post', id: 1 }, { kind: 'product', id: 1 }] } },
      errorExample('stale version', 409, 'conflict', 'media 1 was changed by someone else (your version 1, current 2)'),
      errorExample('text named .jpg', 415, 'unsupported_type', 'The file is not an image of an accepted type (JPEG, PNG, WebP or AVIF), whatever its name says.'),
      unauthorizedExample('/api/admin/media/1/replace'),
    ],
  }),
  op({
    method: 'DELETE', path: '/api/admin/media/:id', tag, summary: 'Delete an image and its files; refused while a post, review or product shows it', params,
    responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 403, 404), 409: json('In use: the pages that show it', inUse), 503: { description: 'No media storage configured', schema: errors(503)[503]!.schema } },
    examples: [
      { name: 'deleted', status: 204 },
      { name: 'in use', status: 409, value: { error: 'in_use', message: 'A imagem está em uso e não pode ser apagada: post "Melhores fones bluetooth".', pages: [{ kind: 'post', id: 1, title: 'Melhores fones bluetooth', locale: 'br' }] } },
      unauthorizedExample('/api/admin/media/1'),
    ],
  }),
];
