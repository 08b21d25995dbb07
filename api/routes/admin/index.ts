/**
 * Everything under /api/admin: the open auth routes first, then the session gate, then the
 * resources. Mutating requests pass the content-type/Origin guard before anything else.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { guardMutations, requireAdmin, type AdminEnv } from '../../auth/require-admin';
import { registeredRoutes, requirePermission } from '../../auth/permissions';
import { userRoutes } from './users';
import { setPasswordRoutes } from './set-password';
import { authRoutes } from './auth';
import { buildRoutes } from './builds';
import { clickAnalyticsRoutes } from './clicks';
import { importRoutes } from './imports';
import { jobRoutes } from './jobs';
import { linkFindingRoutes } from './link-findings';
import { dashboardRoutes } from './dashboard';
import { loginLockRoutes } from './login-locks';
import { priceHistoryRoutes } from './price-history';
import { mediaRoutes } from './media';
import { presenceRoutes } from './presence';
import { previewLinkAdminRoutes } from './preview-links';
import { redirectRoutes } from './redirects';
import { renderingRoutes } from './rendering';
import { resourceRoutes } from './resources';
import { sessionRoutes } from './sessions';

export function adminRoutes(deps: AppDeps) {
  const admin = new Hono<AdminEnv>();
  admin.use('*', guardMutations(deps));
  admin.route('/', authRoutes(deps));
  admin.route('/', setPasswordRoutes(deps));
  admin.use('*', requireAdmin(deps));
  // Every route below needs its permission (api/auth/permission-table.ts); read lazily, so the
  // routes mounted after this line are known to the 'unlisted' check.
  admin.use('*', requirePermission(registeredRoutes(admin, '/api/admin')));
  admin.route('/', resourceRoutes(deps));
  admin.route('/', jobRoutes(deps));
  admin.route('/', loginLockRoutes(deps));
  admin.route('/', buildRoutes(deps));
  admin.route('/', renderingRoutes(deps));
  admin.route('/', redirectRoutes(deps));
  admin.route('/', previewLinkAdminRoutes(deps));
  admin.route('/', sessionRoutes(deps));
  admin.route('/', clickAnalyticsRoutes(deps));
  admin.route('/', mediaRoutes(deps));
  admin.route('/', linkFindingRoutes(deps));
  admin.route('/', dashboardRoutes(deps));
  admin.route('/', presenceRoutes(deps));
  admin.route('/', userRoutes(deps));
  admin.route('/', priceHistoryRoutes(deps));
  admin.route('/', importRoutes(deps));
  return admin;
}
