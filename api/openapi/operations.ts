/**
 * Every described operation, one list per route file (see ./registry.ts for how to add one). A new
 * route file gets its own file under ./paths/ and a line here.
 */
import { clickOperations } from './paths/clicks';
import { contactOperations } from './paths/contact';
import { openApiOperations } from './paths/openapi';
import { previewLinkOperations } from './paths/preview-link';
import { publicOperations } from './paths/public';
import { retailerImageOperations } from './paths/retailer-images';
import { authOperations } from './paths/admin/auth';
import { buildOperations } from './paths/admin/builds';
import { clickAnalyticsOperations } from './paths/admin/clicks';
import { importOperations } from './paths/admin/imports';
import { jobOperations } from './paths/admin/jobs';
import { linkFindingOperations } from './paths/admin/link-findings';
import { dashboardOperations } from './paths/admin/dashboard';
import { priceHistoryOperations } from './paths/admin/price-history';
import { localeConfigExtraOperations } from './paths/admin/locale-configs';
import { loginLockOperations } from './paths/admin/login-locks';
import { mediaOperations } from './paths/admin/media';
import { presenceOperations } from './paths/admin/presence';
import { previewLinkAdminOperations } from './paths/admin/preview-links';
import { redirectOperations } from './paths/admin/redirects';
import { renderingOperations } from './paths/admin/rendering';
import { adminResourceOperations } from './paths/admin/resources';
import { sessionOperations } from './paths/admin/sessions';
import { userOperations } from './paths/admin/users';
import type { OperationDoc } from './registry';

export const OPERATIONS: readonly OperationDoc[] = [
  ...publicOperations,
  ...contactOperations,
  ...clickOperations,
  ...previewLinkOperations,
  ...openApiOperations,
  ...retailerImageOperations,
  ...authOperations,
  ...adminResourceOperations,
  ...localeConfigExtraOperations,
  ...jobOperations,
  ...loginLockOperations,
  ...buildOperations,
  ...priceHistoryOperations,
  ...renderingOperations,
  ...redirectOperations,
  ...previewLinkAdminOperations,
  ...sessionOperations,
  ...clickAnalyticsOperations,
  ...linkFindingOperations,
  ...dashboardOperations,
  ...mediaOperations,
  ...presenceOperations,
  ...userOperations,
  ...importOperations,
];
