/**
 * The permission every admin operation needs (issue 25 item 1), keyed by `METHOD path` exactly as
 * the route is registered (and described in /api/openapi.json). One table, checked by one
 * middleware (./permissions.ts) in front of every /api/admin route; item-level rules (own items,
 * regions, publishing) are applied where the item is known (./item-access.ts).
 *
 * A NEW ADMIN ROUTE NEEDS A LINE HERE. Until it has one, accounts below administrator are refused it
 * (403, permission 'unlisted') and api/auth/permission-matrix.test.ts fails naming it.
 * `open`: reachable without a session (login, logout, the set-password link).
 */
import type { Permission } from '../../shared/auth/roles';

export type RouteRule = Permission | 'open';

const content = (base: string): Record<string, RouteRule> => ({
  [`GET ${base}`]: 'content.read',
  [`GET ${base}/:key`]: 'content.read',
  [`POST ${base}`]: 'content.write',
  [`PUT ${base}/:key`]: 'content.write',
  // Deleting takes an item off the site: authors may (their own), contributors may not.
  [`DELETE ${base}/:key`]: 'content.publish',
  [`GET ${base}/:key/revisions`]: 'content.read',
  [`GET ${base}/:key/revisions/:revision`]: 'content.read',
  [`POST ${base}/:key/revisions/:revision/restore`]: 'content.write',
});

/** Read by everyone who signs in; written by holders of `write`. */
const resource = (base: string, write: Permission, read: Permission = 'content.read'): Record<string, RouteRule> => ({
  [`GET ${base}`]: read,
  [`GET ${base}/:key`]: read,
  [`POST ${base}`]: write,
  [`PUT ${base}/:key`]: write,
  [`DELETE ${base}/:key`]: write,
});

const A = '/api/admin';

export const ROUTE_PERMISSIONS: Readonly<Record<string, RouteRule>> = {
  [`POST ${A}/login`]: 'open',
  [`POST ${A}/logout`]: 'open',
  [`POST ${A}/set-password`]: 'open',
  [`GET ${A}/me`]: 'account.self',
  [`POST ${A}/password`]: 'account.self',

  ...content(`${A}/posts`),
  ...content(`${A}/reviews`),
  ...resource(`${A}/products`, 'products.write'),
  [`GET ${A}/products/:key/revisions`]: 'content.read',
  [`GET ${A}/products/:key/revisions/:revision`]: 'content.read',
  [`POST ${A}/products/:key/revisions/:revision/restore`]: 'products.write',
  [`GET ${A}/products/:id/findings`]: 'content.read',
  [`GET ${A}/products/:id/price-history`]: 'content.read',
  ...resource(`${A}/categories`, 'site.structure'),
  // Author profiles (issue 25 item 4): everyone reads them (the forms pick authors) and may edit
  // their own (checked in the route); creating and deleting is for editors.
  ...resource(`${A}/authors`, 'authors.manage'),
  [`PUT ${A}/authors/:key`]: 'content.write',
  ...resource(`${A}/settings`, 'settings.manage'),
  ...resource(`${A}/locale-configs`, 'settings.manage'),
  [`GET ${A}/locale-configs/retailer`]: 'settings.manage',
  [`GET ${A}/contact-messages`]: 'inbox.manage',
  [`GET ${A}/contact-messages/:key`]: 'inbox.manage',
  [`PUT ${A}/contact-messages/:key`]: 'inbox.manage',
  [`DELETE ${A}/contact-messages/:key`]: 'inbox.manage',
  [`GET ${A}/audit-log`]: 'audit.read',
  [`GET ${A}/audit-log/:id`]: 'audit.read',
  [`POST ${A}/preview/post`]: 'content.write',
  [`GET ${A}/dashboard`]: 'content.read',
  // Presence (who else has an item open) is a heartbeat of whoever can open the editor.
  [`POST ${A}/presence`]: 'content.read',
  [`DELETE ${A}/presence/:entity/:key`]: 'content.read',

  [`GET ${A}/jobs`]: 'settings.manage',
  [`GET ${A}/jobs/:name`]: 'settings.manage',
  [`PUT ${A}/jobs/:name`]: 'settings.manage',
  [`POST ${A}/jobs/:name/run`]: 'settings.manage',
  [`GET ${A}/jobs/:name/runs`]: 'settings.manage',
  // A WordPress import creates posts, categories, products and redirects in every region it names:
  // administrators only (docs/decisions.md, "WordPress import from the admin").
  [`POST ${A}/imports`]: 'settings.manage',
  [`GET ${A}/imports`]: 'settings.manage',
  [`GET ${A}/imports/:id`]: 'settings.manage',
  [`GET ${A}/imports/:id/report`]: 'settings.manage',
  [`GET ${A}/login-locks`]: 'accounts.manage',
  [`POST ${A}/login-locks/lift`]: 'accounts.manage',
  [`GET ${A}/builds`]: 'content.read',
  [`POST ${A}/builds`]: 'site.build',
  [`GET ${A}/builds/:id`]: 'content.read',
  [`GET ${A}/rendering/routes`]: 'content.read',
  [`GET ${A}/rendering/pages`]: 'content.read',
  [`POST ${A}/rendering/render`]: 'content.read',
  [`POST ${A}/rendering/preview`]: 'content.read',
  [`GET ${A}/redirects`]: 'site.structure',
  [`GET ${A}/redirects/check`]: 'site.structure',
  [`POST ${A}/redirects`]: 'site.structure',
  [`PUT ${A}/redirects/:id`]: 'site.structure',
  [`DELETE ${A}/redirects/:id`]: 'site.structure',
  [`POST ${A}/preview-links`]: 'content.write',
  [`GET ${A}/preview-links`]: 'content.read',
  [`DELETE ${A}/preview-links/:id`]: 'content.write',
  // Everyone sees and ends their own sessions; others' only with accounts.manage (checked in the route).
  [`GET ${A}/sessions`]: 'account.self',
  [`POST ${A}/sessions/end-others`]: 'account.self',
  [`DELETE ${A}/sessions/:id`]: 'account.self',
  [`GET ${A}/clicks/daily`]: 'site.structure',
  [`GET ${A}/clicks/top-products`]: 'site.structure',
  [`GET ${A}/clicks/top-pages`]: 'site.structure',
  [`GET ${A}/media`]: 'content.read',
  [`GET ${A}/media/:id`]: 'content.read',
  [`POST ${A}/media`]: 'media.upload',
  [`PUT ${A}/media/:id`]: 'media.manage',
  [`POST ${A}/media/:id/replace`]: 'media.manage',
  [`DELETE ${A}/media/:id`]: 'media.manage',

  [`GET ${A}/users`]: 'accounts.manage',
  [`POST ${A}/users`]: 'accounts.manage',
  [`GET ${A}/users/:id`]: 'accounts.manage',
  [`PATCH ${A}/users/:id`]: 'accounts.manage',
  [`POST ${A}/users/:id/set-password-link`]: 'accounts.manage',
};
