// Playwright against the real server (built SPA + API + seeded database) in Debian Chromium.
// SQLite in a fresh folder by default; PostgreSQL in a fresh schema when DATABASE_URL is set.
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { REPO_ROOT, runEnvironment, snapshotWebDist } from './run-env.ts';

const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const run = runEnvironment();
snapshotWebDist(run);

// Playwright cannot download its own browsers on these machines (machine-notes.md).
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

export default defineConfig({
  testDir: './specs',
  // Root-level folders: already ignored by git, ESLint and Prettier.
  outputDir: path.join(REPO_ROOT, 'test-results/e2e'),
  // Files run in parallel; the tests of one journey run in order in one worker.
  fullyParallel: false,
  forbidOnly: CI,
  // No retries: a retry that hides a flaky test hides a defect.
  retries: 0,
  // Two cores: two browsers plus the server is the most this machine does well.
  workers: 2,
  // The longest journeys (sign-up → profile → logout → login; a reset by e-mailed code) take
  // 25–30 s on a loaded 2-core machine: a minute is their limit, not a retry.
  timeout: 60_000,
  // The loading overlay stays up for TIMING.loadingIndicator (2 s) after header/footer loads.
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: path.join(REPO_ROOT, 'playwright-report') }],
  ],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npm start -w @bazaar/server',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/health`,
    // Reusing a server is opt-in: a stale server on the port would use another database than
    // the one db.ts reads, and the contact/newsletter checks would fail for the wrong reason.
    reuseExistingServer: !CI && process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the server finish requests and close the database before teardown.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SQLITE_FILE: run.sqliteFile,
      FILES_DIR: run.filesDir,
      MAIL_DIR: run.mailDir,
      SMTP_URL: '',
      // Every browser test comes from 127.0.0.1, so each per-address limit would count the whole
      // suite as one client and stop it part-way: raise every one the journeys can hit (logins
      // and signups, failed logins per account, refused coupons, contact/newsletter/review forms).
      AUTH_ATTEMPTS_PER_ADDRESS: '100000',
      LOGIN_ATTEMPTS_PER_ACCOUNT: '100000',
      COUPON_ATTEMPTS_PER_ADDRESS: '100000',
      FORM_RATE_LIMIT_PER_MINUTE: '100000',
      WEB_DIST_DIR: run.webDistDir,
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
      // No load balancer to tell: close at once, well within gracefulShutdown's 5 s.
      SHUTDOWN_DRAIN_MS: '0',
      // The tests' API client keeps sockets between calls; with the server closing idle ones
      // after 5 s, a call made just then met a socket closing under it (ECONNRESET). A client
      // must idle out before the server does, as a load balancer must (docs/operations.md).
      KEEP_ALIVE_TIMEOUT_MS: '120000',
      ...(run.databaseUrl
        ? { DATABASE_URL: run.databaseUrl, DATABASE_SCHEMA: run.databaseSchema ?? '' }
        : { DATABASE_URL: '', DATABASE_SCHEMA: '' }),
    },
  },
});
