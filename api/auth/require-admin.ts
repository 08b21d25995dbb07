/**
 * Server-side gate for every `/api/admin/*` route except login (DESIGN §7).
 * CONTRACT (auth helper fills the body, resource routes rely on the types):
 * - `requireAdmin(deps)` answers 401 JSON `{error:'unauthorized', message}` without a valid session,
 *   otherwise sets `c.var.admin`.
 * - `guardMutations()` answers 415 for a mutating request that is not `application/json` and 403 for a
 *   cross-origin one.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { jsonError } from '../http/errors';

export interface AdminUser {
  id: number;
  username: string;
  email: string;
}

/** Hono environment of the admin routes. */
export interface AdminEnv {
  Variables: { admin: AdminUser; sessionId: number };
}

export function requireAdmin(_deps: AppDeps): MiddlewareHandler<AdminEnv> {
  return async (c) => jsonError(c, 401, 'unauthorized', 'Sessão ausente ou expirada. Faça login novamente.');
}

export function guardMutations(_deps: AppDeps): MiddlewareHandler {
  return async (_c, next) => next();
}
