/**
 * The admin dashboard's answer (issue 26 item 2): GET /api/admin/dashboard. Every list is bounded
 * (`DASHBOARD_ROWS` entries at most) and every count is a range read of an index, so the answer
 * costs the same with 100,000 posts as with 10 (shared/db/queries/admin/dashboard.ts).
 */
import type { FindingCounts, LinkFindingKind } from './link-findings';

/** Entries of each list on the dashboard. */
export const DASHBOARD_ROWS = 8;

/** A post or review on the dashboard; the admin links it to its editor. */
export interface DashboardItem {
  kind: 'post' | 'review';
  id: number;
  locale: string;
  title: string;
  status: string;
  updatedAt: string;
  /** When a scheduled item goes live (ISO UTC). */
  publishAt: string | null;
}

/** A build of the site, as much as the dashboard shows. */
export interface DashboardBuild {
  id: number;
  kind: 'full' | 'incremental';
  trigger: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  pagesDone: number;
  pagesTotal: number | null;
}

/** A product with link findings. */
export interface DashboardFinding {
  productId: number;
  title: string;
  locale: string;
  kinds: LinkFindingKind[];
}

/** One change of the team (audit log), with the item's title when it is known. */
export interface DashboardActivity {
  id: number;
  at: string;
  /** Who made it; null for a script or a deleted account. */
  user: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** The item's title now, or as it was when it is gone. */
  title: string | null;
  /** Whether the item still exists (the admin links only those). */
  exists: boolean;
}

export interface DashboardAnswer {
  /** The signed-in account's own drafts, newest first. */
  myDrafts: { total: number; items: DashboardItem[] };
  /** Scheduled posts and reviews, soonest first. */
  scheduled: { total: number; items: DashboardItem[] };
  /**
   * Items waiting for an editor: every one of the account's regions for those who review others'
   * work, the account's own otherwise.
   */
  pendingReview: { posts: number; reviews: number; items: DashboardItem[] };
  /** The latest builds, newest first. */
  builds: DashboardBuild[];
  /** Products with findings of the link check (counts and the latest products). */
  linkFindings: FindingCounts & { items: DashboardFinding[] };
  /** Buy-link clicks of the last 7 UTC days, today included. */
  clicks: { from: string; to: string; total: number; points: { day: string; clicks: number }[] };
  /** The team's latest changes to content, newest first. */
  activity: DashboardActivity[];
}
