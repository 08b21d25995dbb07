import { configDefaults, defineConfig } from 'vitest/config';

/** Measure the event loop of their own process (issues 29 and 24): see their project below. */
const STALL_TESTS = ['api/publish/publish-during-build.test.ts', 'api/routes/admin/media-receive.test.ts'];

// Each project names its own files: a project that `extends` the root concatenates the root's
// `include` with its own, which would run every test twice.
export default defineConfig({
  test: {
    // PostgreSQL suites create a database each; leave room for slow CI machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'api/**/*.test.ts', 'content-scripts/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts', 'bench/**/*.test.ts'],
          // Load and fault tests run alone, one file at a time: `npm run test:resilience` (.ci/run runs both).
          exclude: [...configDefaults.exclude, 'e2e/resilience/**', ...STALL_TESTS],
        },
      },
      // Garbage collection on the collecting thread alone: with V8's helper threads, a pause on a
      // machine whose cores are all busy is the main thread waiting for helpers that get no CPU,
      // which no run-queue figure of the main thread shows. Single-threaded, the test's "held by
      // this process" figure counts every pause at no less than a quiet machine's parallel one.
      { extends: true, test: { name: 'event-loop', include: STALL_TESTS, execArgv: ['--single-threaded-gc'], fileParallelism: false } },
    ],
  },
});
