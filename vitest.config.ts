import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; browser journeys run in Playwright (e2e/).
export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.ts',
      'apps/server/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/scripts/**/*.test.ts',
    ],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
