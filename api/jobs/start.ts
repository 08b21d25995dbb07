/**
 * Starting the job scheduler from a server entry (api/server.ts, content-scripts/start.ts):
 * self-hosted mode only. With PUBLISHER=netlify the jobs run as Netlify scheduled functions and
 * the nightly CI workflow instead, so this process starts no timers.
 */
import type { Db } from '../../shared/db/connect';
import type { Env } from '../../shared/env';
import type { Publisher } from '../publish/publisher';
import { jobContext } from './context';
import { allJobs } from './registry';
import { createScheduler, type Scheduler } from './scheduler';

export interface StartJobsOptions {
  db: Db;
  env: Env;
  /** The same publisher the app's admin saves use (jobs publish through it too). */
  publisher: Publisher;
  log?: (line: string) => void;
}

/** Starts every job's timer when PUBLISHER=local; undefined (nothing started) otherwise. */
export function startJobScheduler({ db, env, publisher, log }: StartJobsOptions): Scheduler | undefined {
  if (env.PUBLISHER !== 'local') return undefined;
  return createScheduler({ jobs: allJobs(), deps: jobContext({ db, publisher, log }, { env }) });
}
