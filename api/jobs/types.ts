/**
 * The contract between the scheduler (api/jobs/scheduler.ts, run-job.ts) and each background job
 * (cleanup, scheduled publishing, nightly regeneration, backup, retailer prices and links).
 * A job only sees what comes in through JobContext, so tests run it against a real database with
 * a fixed clock, a recording publisher and a fake fetch.
 */
import type { Db } from '../../shared/db/connect';
import type { Env } from '../../shared/env';
import type { Publisher } from '../publish/publisher';

/** Everything a job may touch. */
export interface JobContext {
  db: Db;
  now: () => Date;
  publisher: Publisher;
  log: (line: string) => void;
  /** shared/env.ts (retailer credentials, DATABASE_URL, ...). */
  env: Env;
  /** Injectable for tests. */
  fetch: typeof fetch;
}

/** What a job reports. 'skipped' means there was nothing it could do (e.g. not configured). */
export interface JobResult {
  status: 'succeeded' | 'skipped' | 'failed';
  summary: string;
}

/** One background job. */
export interface JobDefinition {
  /** kebab-case, URL-safe: 'refresh-prices'. */
  name: string;
  /** pt-BR label for the admin: 'Atualizar preços'. */
  label: string;
  /** pt-BR one sentence. */
  description: string;
  /** Cron expression (croner), evaluated in UTC. */
  schedule: string;
  run(ctx: JobContext): Promise<JobResult>;
}
