/**
 * Every background job, in the order the admin lists them. The scheduler (self-hosted mode) and
 * the admin API (/api/admin/jobs) both read this list; a new job is one file and one line here.
 */
import { backupJob } from './backup';
import { checkLinksJob } from './check-links';
import { cleanupAuthJob } from './cleanup-auth';
import { nightlyRegenerationJob } from './nightly-regeneration';
import { publishScheduledJob } from './publish-scheduled';
import { refreshPricesJob } from './refresh-prices';
import { reindexDatedTitlesJob } from './reindex-dated-titles';
import type { JobDefinition } from './types';

/** The jobs, newly built each call (callers may not mutate a shared list). */
export function allJobs(): JobDefinition[] {
  return [publishScheduledJob, nightlyRegenerationJob, reindexDatedTitlesJob, refreshPricesJob, checkLinksJob, cleanupAuthJob, backupJob];
}
