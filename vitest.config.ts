import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'api/**/*.test.ts', 'content-scripts/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts', 'bench/**/*.test.ts'],
    // Load and fault tests run alone, one file at a time: `npm run test:resilience` (.ci/run runs both).
    exclude: [...configDefaults.exclude, 'e2e/resilience/**'],
    // PostgreSQL suites create a database each; leave room for slow CI machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
