/**
 * Building a JobContext from what the server (api/server.ts) and the admin API (createApp deps)
 * already have, so both run jobs with the same database, clock, publisher and environment.
 */
import type { Db } from '../../shared/db/connect';
import { loadEnv, type Env } from '../../shared/env';
import type { Publisher } from '../publish/publisher';
import { allJobs } from './registry';
import type { JobContext, JobDefinition } from './types';

/** Optional job settings of createApp (AppDeps.jobs); every field has a production default. */
export interface JobsDeps {
  /** The jobs the admin lists and runs; default allJobs(). */
  definitions?: JobDefinition[];
  /** Default: loadEnv() of process.env (already checked when the server started). */
  env?: Env;
  /** Default: the global fetch. Tests pass a fake retailer. */
  fetch?: typeof fetch;
}

export interface JobContextBase {
  db: Db;
  now?: () => Date;
  publisher: Publisher;
  log?: (line: string) => void;
}

/** The job list of `jobs` (default: every job). */
export function jobDefinitions(jobs: JobsDeps = {}): JobDefinition[] {
  return jobs.definitions ?? allJobs();
}

/** A JobContext with production defaults for whatever `base` and `jobs` leave out. */
export function jobContext(base: JobContextBase, jobs: JobsDeps = {}): JobContext {
  return {
    db: base.db,
    now: base.now ?? (() => new Date()),
    publisher: base.publisher,
    log: base.log ?? ((line) => console.log(line)),
    env: jobs.env ?? loadEnv(),
    fetch: jobs.fetch ?? ((input, init) => fetch(input, init)),
  };
}
