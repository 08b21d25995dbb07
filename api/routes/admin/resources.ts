/**
 * The admin REST resources, mounted under `/api/admin` behind `requireAdmin` (401 without a
 * session) and `guardMutations` (415 for a non-JSON body, 403 for a cross-origin write).
 *
 * API REFERENCE (all bodies JSON; shapes are the zod schemas of shared/schemas)
 *
 * Lists: `GET /api/admin/<resource>?…&limit=&offset=` → `{ items, total, limit, offset }`
 *   (limit 1–200, default 50; offset ≥ 0). Newest change first unless stated.
 *
 * | resource            | key       | list filters                                      | item shape (GET/POST/PUT answer) |
 * |---------------------|-----------|---------------------------------------------------|----------------------------------|
 * | posts               | id        | locale, status, categoryId, q                     | AdminPost (list: without content) |
 * | products            | id        | locale, status, premium (true/false), categoryId, q (title/asin/brand) | AdminProduct |
 * | reviews             | id        | locale, status, productId, q                      | AdminReview (list: without body) |
 * | categories          | id        | q (slug or any name); sorted by sortOrder          | AdminCategory `{id, slug, sortOrder, names:{br:'…',…}, updatedAt, version}` |
 * | settings            | key       | —  (sorted by key)                                | `{key, value, updatedAt, version}` |
 * | locale-configs      | locale    | — (sorted by id: br it mx es us)                  | AdminLocaleConfig |
 * | contact-messages    | id        | locale, read (true/false), q (name/email/subject) | AdminContactMessage `{id, locale, name, email, subject, message, readAt, createdAt}` |
 * | audit-log           | id        | entity, entityId, userId, action                  | AuditEntry `{id, userId, username, action, entity, entityId, before, after, createdAt}` |
 *
 * Per resource:
 *   GET    /<resource>          list (above)
 *   POST   /<resource>          create: body = `<x>InputSchema` → 201 + the row (version 1)
 *   GET    /<resource>/{key}    one row → 200, unknown → 404
 *   PUT    /<resource>/{key}    replace: body = `<x>UpdateSchema` = every field + the `version` you
 *                               loaded (the GET answer, edited, is a valid body; unknown fields are
 *                               ignored) → 200 + the row with version+1
 *                               posts, products, reviews: optional `baseVersion`, the version the
 *                               untouched fields came from (after a merge, older than `version`);
 *                               a save that would put back its value of a field changed since is
 *                               409 conflict with `reverts: [fields]` (issue 24 §1)
 *   DELETE /<resource>/{key}    → 204
 * Exceptions: settings `POST {key, value}`, `PUT /settings/{key} {value, version}`;
 *   locale-configs `POST` = localeConfigInputSchema, `PUT /locale-configs/{locale}` =
 *   localeConfigUpdateSchema; contact-messages: no POST, `PUT /{id} {read: boolean}` marks
 *   read/unread (no version: the only change is idempotent), DELETE allowed; audit-log: GET only.
 *
 * Revisions (posts, reviews, products; issue 16, api/routes/admin/revision-routes.ts):
 *   GET  /<resource>/{id}/revisions                       list, newest first (paged as above)
 *   GET  /<resource>/{id}/revisions/{revisionId}          one, with `fields` (the item as saved)
 *   POST /<resource>/{id}/revisions/{revisionId}/restore  `{version}` → 200 + the item: a normal save
 *                               (409 conflict when stale); the address and status stay as they are
 *
 * Preview: `POST /api/admin/preview/post {locale, title, content}` → `{ title, html, missingAsins }`:
 *   the title with {month}/{year} filled in, the body rendered by the public site's Markdown
 *   pipeline (sanitized), `::product{asin="…"}` embeds and `::products{asins="…" style="table|list"}`
 *   comparisons resolved from that locale's published products (as the public page will);
 *   `missingAsins` lists embedded ASINs that match none. Saves nothing.
 *
 * Media library (issue 14, api/routes/admin/media.ts; item shape `MediaItem` of shared/media/contract.ts):
 *   GET /media?q=&limit=&offset= (newest first; q: file name or alt text), GET /media/{id},
 *   POST /media as multipart/form-data (`file`, optional `alt.br`, `alt.it`, …; the one non-JSON write,
 *   Origin required) → 201 (200 + the existing item for the same bytes); 400/413/415 name the problem
 *   (empty, too large, too many pixels, not a JPEG/PNG/WebP/AVIF, SVG), `PUT /media/{id} {alt, version}`,
 *   DELETE → 204 or 409 `{error:'in_use', pages:[{kind, id, title, locale}]}`.
 *   A post's `imageUrl` may be a library path (`/media/…`) once the image has alt text in the post's
 *   locale (else 400 on `imageUrl`, "alt text missing for it"); a product's needs none (its title is the alt).
 *
 * Errors (`{ error, message, issues?, … }`):
 *   400 bad_request  `issues: [{path, message}]` names each bad field (path 'slug', 'pros.2', …);
 *                    a post's `content` or a review's `body` whose `::products` line lists fewer than
 *                    2 or more than 6 products, a malformed or repeated ASIN, an unknown style, or an
 *                    ASIN that is no product of the row's locale (the message names it)
 *   404 not_found    unknown id / key / locale
 *   409 conflict     stale `version`: `current` holds the row as it is now; nothing was written
 *   409 duplicate    slug (per locale), asin (per locale), category slug, setting key or locale
 *                    already taken: `issues: [{path:'slug', message}]`
 *   409 in_use       delete refused: a product that still has reviews (`references.reviews` lists
 *                    them: delete them first; moving a reviewed product to another locale too), a
 *                    category used by posts/products (`references: {posts, products}` counts), a
 *                    locale config whose locale has content (`references: {posts, products, reviews}`)
 *   409 refused      deleting a setting the site reads (`site_name`): change its value instead
 *   405              other methods, with `Allow`
 *
 * Write rules: posts/reviews `status` draft|published|scheduled (scheduled needs `publishAt`);
 *   `publishedAt` is set by the server the first time a row is published and kept afterwards;
 *   `search_text` and `updatedAt` are maintained by the server. Products: `priceCents` integer
 *   cents, `currency` defaults to the locale's, a changed price without `priceUpdatedAt` is "as of
 *   now"; `marketplaceUrl` must be an https Mercado Livre link. Reviews: `productId` must be a
 *   product of the same locale; `rating` 0–5 in steps of 0.1; `pros`/`cons` arrays of strings.
 *
 * Every accepted change writes an audit_log row in the same transaction and, after commit, asks
 * the publisher to republish (api/publish/publisher.ts).
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AdminEnv } from '../../auth/require-admin';
import { auditLogRoutes } from './audit-log';
import { authorRoutes } from './authors';
import { categoryRoutes } from './categories';
import { contactMessageRoutes } from './contact-messages';
import { localeConfigRoutes } from './locale-configs';
import { postRoutes } from './posts';
import { previewRoutes } from './preview';
import { productRoutes } from './products';
import { reviewRoutes } from './reviews';
import { settingRoutes } from './settings';

/** Every admin resource; mounted by ./index.ts after the session gate. */
export function resourceRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  for (const routes of [postRoutes, productRoutes, reviewRoutes, categoryRoutes, settingRoutes, localeConfigRoutes, contactMessageRoutes, auditLogRoutes, previewRoutes, authorRoutes]) {
    app.route('/', routes(deps));
  }
  return app;
}
