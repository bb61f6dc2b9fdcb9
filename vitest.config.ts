import { defineConfig } from 'vitest/config';

// Unit, API and component tests of every workspace; browser journeys run in Playwright (e2e/).
// Two projects: `node` for the contract, the server and build scripts; `web` for the web app's
// modules and components in a simulated DOM (happy-dom: smaller and faster than jsdom, and
// enough for Testing Library's queries and events).
export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
            'apps/server/scripts/**/*.test.ts',
            'tools/**/*.test.js',
            'tools/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
