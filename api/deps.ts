import type { Db } from '../shared/db/connect';
import type { Publisher } from './publish/publisher';

/** What the API needs from the outside, injected at `createApp(deps)` (no globals, easy to test). */
export interface AppDeps {
  db: Db;
  /** The clock; tests pin it. */
  now: () => Date;
  log?: (message: string, err?: unknown) => void;
  /** Proxies whose X-Forwarded-For is believed (api/http/client-ip.ts). */
  trustedProxies?: readonly string[];
  /**
   * Client IP override for tests and non-Node runtimes; default: api/http/client-ip.ts.
   */
  clientIp?: (c: import('hono').Context) => string;
  /** Republishes what an admin change affects (api/publish); createApp defaults to the recording one. */
  publisher?: Publisher;
  /**
   * The self-hosted publisher's build queue and renderer, behind /api/admin/builds and
   * /api/admin/rendering; absent on Netlify (builds run there) and in most tests.
   */
  site?: import('./publish/local-publisher').LocalPublisher;
  /**
   * Canonical origin (SITE_URL). Admin mutations from this origin are allowed (api/auth/mutation-guard.ts),
   * and an https SITE_URL makes session cookies Secure with the __Host- prefix behind a TLS proxy.
   */
  siteUrl?: string;
  /** Password hashing of the admin login; default scrypt N=2^17. Tests inject a cheap or counting one. */
  passwords?: import('./auth/passwords').PasswordHasher;
  /**
   * The in-memory cache of public API answers (api/http/response-cache.ts), cleared by every change
   * the publisher is told about. Absent or false: no cache (createApp's default, what most tests
   * want); the Node server (api/server.ts createSiteApp) makes one unless given false.
   */
  responseCache?: import('./http/response-cache').ResponseCache | false;
  /**
   * The Node server's cache of database redirects (api/static/content-redirects.ts): createApp
   * clears it on every change the publisher is told about, the redirect routes on theirs.
   */
  contentRedirects?: import('./static/content-redirects').ContentRedirects;
  /** Background jobs of /api/admin/jobs (api/jobs/context.ts); defaults: every job, env from process.env. */
  jobs?: import('./jobs/context').JobsDeps;
  /**
   * The media library (issue 14): where uploaded images' files go and what an upload may be.
   * Absent: /api/admin/media answers 503 (no storage configured); api/server.ts and api/netlify.ts
   * give one (a folder, Netlify Blobs).
   */
  media?: {
    store: import('../shared/media/store').MediaStore;
    limits?: import('../shared/media/process').MediaLimits;
    /**
     * Uploads answer once usable and their other variants are made in the background of this
     * process, pending ones resumed at start (issue 26 item 7): the long-running server. Without it
     * (Netlify's functions end with their answer) every file is written before the answer.
     */
    background?: boolean;
  };
  /**
   * The admin's WordPress import (issue 28 item 8): the largest export accepted and the folder its
   * upload is streamed to (default the system's temporary folder). Absent: /api/admin/imports
   * answers 503 (a serverless function cannot keep a long import running; the CLI can).
   */
  wordpressImport?: { maxBytes?: number; tmpDir?: string };
  /**
   * Renders drafts (admin preview, preview links) in a worker thread under a time limit
   * (shared/markdown/isolated.ts); createApp defaults to the process's one.
   */
  markdown?: import('../shared/markdown/isolated').IsolatedMarkdown;
}
