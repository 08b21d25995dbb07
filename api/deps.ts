import type { Db } from '../shared/db/connect';

/** What the API needs from the outside, injected at `createApp(deps)` (no globals, easy to test). */
export interface AppDeps {
  db: Db;
  /** The clock; tests pin it. */
  now: () => Date;
  log?: (message: string, err?: unknown) => void;
}
