/**
 * Load, soak and fault tests (issue 6, items 4 and 5): `npm run test:resilience`, also run by
 * .ci/run after `npm test`. They drive real server processes and measure time and memory, so the
 * files run one after the other and alone: another suite sharing the two cores would make the
 * figures (and the timing of the kills) say more about the neighbour than about the server.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/resilience/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    // The first file may build the shared demo site (e2e/test-site.ts) when no run has yet today.
    hookTimeout: 600_000,
  },
});
