/** The admin REST resources, mounted behind requireAdmin (resource helper). */
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AdminEnv } from '../../auth/require-admin';

export function resourceRoutes(_deps: AppDeps) {
  return new Hono<AdminEnv>();
}
