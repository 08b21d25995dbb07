/** POST /login, POST /logout, GET /me (auth helper). */
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AdminEnv } from '../../auth/require-admin';

export function authRoutes(_deps: AppDeps) {
  return new Hono<AdminEnv>();
}
