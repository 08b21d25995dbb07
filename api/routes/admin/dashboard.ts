/**
 * The admin dashboard (issue 26 item 2): GET /dashboard → DashboardAnswer (shared/schemas/dashboard.ts),
 * everything the admin home shows in one call. Every role sees it; each list and count is limited
 * to the account's regions, "Meus rascunhos" is the account's own drafts, and "Aguardando revisão"
 * lists the account's own items unless it reviews others' work (content.others).
 */
import { Hono } from 'hono';
import { can } from '../../../shared/auth/roles';
import { latestBuildRuns } from '../../../shared/db/queries/build-runs';
import { clickPeriod, clicksPerDay, denseDays } from '../../../shared/db/queries/click-analytics';
import { recentActivity } from '../../../shared/db/queries/admin/dashboard-activity';
import { countItems, listItems } from '../../../shared/db/queries/admin/dashboard-items';
import { countLinkFindings, productsWithFindings } from '../../../shared/db/queries/link-findings';
import { DASHBOARD_ROWS, type DashboardAnswer } from '../../../shared/schemas/dashboard';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { methodNotAllowed } from '../../http/errors';

/** The dashboard route; mounted by ./index.ts behind the session gate. */
export function dashboardRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();

  app.get('/dashboard', async (c) => {
    c.header('Cache-Control', 'no-store');
    const admin = c.var.admin;
    const locales = admin.regions.length > 0 ? admin.regions : undefined;
    const rows = DASHBOARD_ROWS;
    const mine = { locales, createdBy: admin.id };
    // Editors review everyone's work; an author or contributor follows their own items.
    const review = { locales, status: 'pending_review' as const, ...(can(admin, 'content.others') ? {} : { createdBy: admin.id }) };
    const period = clickPeriod(deps.now(), 7);
    const [drafts, draftItems, scheduled, scheduledItems, pending, pendingItems, builds, findings, findingItems, clickRows, activity] = await Promise.all([
      countItems(deps.db, { ...mine, status: 'draft' }),
      listItems(deps.db, { ...mine, status: 'draft' }, rows),
      countItems(deps.db, { locales, status: 'scheduled' }),
      listItems(deps.db, { locales, status: 'scheduled' }, rows),
      countItems(deps.db, review),
      listItems(deps.db, review, rows),
      latestBuildRuns(deps.db, rows),
      countLinkFindings(deps.db, locales),
      productsWithFindings(deps.db, { limit: rows, locales }),
      clicksPerDay(deps.db, { from: period.from, to: period.to, locales }),
      recentActivity(deps.db, { limit: rows, locales }),
    ]);
    const points = denseDays(period.from, period.to, clickRows).map((p) => ({ day: p.day, clicks: p.clicks }));
    const answer: DashboardAnswer = {
      myDrafts: { total: drafts.posts + drafts.reviews, items: draftItems },
      scheduled: { total: scheduled.posts + scheduled.reviews, items: scheduledItems },
      pendingReview: { ...pending, items: pendingItems },
      builds: builds.map(({ id, kind, trigger, status, startedAt, finishedAt, pagesDone, pagesTotal }) => ({ id, kind, trigger, status, startedAt, finishedAt, pagesDone, pagesTotal })),
      linkFindings: { ...findings, items: findingItems },
      clicks: { from: period.from, to: period.to, total: points.reduce((sum, p) => sum + p.clicks, 0), points },
      activity,
    };
    return c.json(answer);
  });

  app.all('/dashboard', methodNotAllowed(['GET', 'HEAD']));
  return app;
}
