/**
 * Server-side gate for every `/api/admin/*` route except login (DESIGN §7).
 * CONTRACT (resource routes rely on the names and types):
 * - `requireAdmin(deps)` answers 401 JSON `{error:'unauthorized', message}` without a valid session,
 *   otherwise sets `c.var.admin` and `c.var.sessionId`.
 * - `guardMutations(deps)` answers 415 for a mutating request with a body that is not
 *   `application/json` and 403 for a cross-origin one (see ./mutation-guard.ts).
 */
import type { MiddlewareHandler } from 'hono';
import type { AdminAccount } from '../../shared/db/queries/admin-users';
import { originRefusalRecorder } from '../audit/security-events';
import type { AppDeps } from '../deps';
import { jsonError } from '../http/errors';
import { mutationGuard } from './mutation-guard';
import { currentSession } from './sessions';

/** The signed-in admin (the account without its password hash). */
export type AdminUser = AdminAccount;

/** Hono environment of the admin routes. */
export interface AdminEnv {
  Variables: { admin: AdminUser; sessionId: number };
}

/** Text of every 401 of the admin API (the admin app redirects to /admin/login on it). */
export const UNAUTHORIZED_MESSAGE = 'Sessão ausente ou expirada. Faça login novamente.';

/**
 * Lets the request through only with a live session. Admin answers are personal: they are marked
 * `no-store` so no browser or CDN cache keeps them.
 */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const session = await currentSession(c, deps);
    if (!session) return jsonError(c, 401, 'unauthorized', UNAUTHORIZED_MESSAGE);
    c.set('admin', session.user);
    c.set('sessionId', session.id);
    // Set before the handler runs, so a handler may still choose otherwise.
    c.header('Cache-Control', 'no-store');
    await next();
  };
}

/** The multipart requests of the admin API: an image upload to the media library, and a replace of an item's file. */
export function isMediaUpload(c: { req: { method: string; path: string } }): boolean {
  return c.req.method === 'POST' && /\/api\/admin\/media(?:\/\d+\/replace)?\/?$/.test(c.req.path);
}

/** The one admin request whose body is XML: a WordPress export uploaded to the import (api/routes/admin/imports.ts). */
export function isExportUpload(c: { req: { method: string; path: string } }): boolean {
  return c.req.method === 'POST' && /\/api\/admin\/imports\/?$/.test(c.req.path);
}

/** Content-type and Origin check of mutating admin calls; a refused origin leaves an audit record. */
export function guardMutations(deps: AppDeps): MiddlewareHandler {
  return mutationGuard({ siteUrl: deps.siteUrl, onRefused: originRefusalRecorder(deps), allowMultipart: isMediaUpload, allowXml: isExportUpload });
}
