// `npm run admin` as a production install runs it: the compiled dist/admin.js (run `npm run
// build` first, as test:budget does) in a folder whose node_modules holds only the server's
// production dependencies — no tsx, no esbuild, no workspace sources. It refuses a database whose
// schema is behind, changing nothing, and answers once the schema is current.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest, pendingMigrations } from '../src/db/migrate.ts';
import { MIGRATIONS } from '../src/db/migrations/index.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO = path.resolve(SERVER_DIR, '../..');
const install = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-admin-'));
const sqliteFile = path.join(install, 'data/shop.db');

interface Manifest {
  dependencies: Record<string, string>;
}

/** What `npm ci --omit=dev` leaves of the repository for the server, plus its build. */
function productionInstall(): void {
  fs.copyFileSync(path.join(REPO, 'package.json'), path.join(install, 'package.json'));
  const server = path.join(install, 'apps/server');
  fs.mkdirSync(server, { recursive: true });
  fs.copyFileSync(path.join(SERVER_DIR, 'package.json'), path.join(server, 'package.json'));
  fs.cpSync(path.join(SERVER_DIR, 'dist'), path.join(server, 'dist'), { recursive: true });
  const manifest = JSON.parse(
    fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'),
  ) as Manifest;
  // The workspace packages are bundled into dist; every other dependency is imported from here.
  for (const name of Object.keys(manifest.dependencies)) {
    if (name.startsWith('@bazaar/')) continue;
    const target = path.join(install, 'node_modules', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.symlinkSync(path.join(REPO, 'node_modules', name), target, 'dir');
  }
}

function admin(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: install,
    env: { PATH: process.env.PATH ?? '', SQLITE_FILE: sqliteFile },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

beforeAll(() => {
  if (!fs.existsSync(path.join(SERVER_DIR, 'dist/admin.js'))) {
    throw new Error('dist/admin.js is missing: run `npm run build -w @bazaar/server` first');
  }
  productionInstall();
  fs.mkdirSync(path.dirname(sqliteFile));
});
afterAll(() => fs.rmSync(install, { recursive: true, force: true }));

it('refuses a database whose schema is behind, then answers once it is current', async () => {
  const refused = admin('orders', 'list');
  expect(refused.code, refused.err).toBe(3);
  expect(refused.err).toContain("The database's schema is behind this code");
  const handle = createDatabase({ sqliteFile });
  try {
    // The refusal migrated nothing.
    expect(await pendingMigrations(handle.db)).toEqual(Object.keys(MIGRATIONS));
    await migrateToLatest(handle.db);
  } finally {
    await handle.destroy();
  }
  const answered = admin('sellers', 'list');
  expect(answered.err).toBe('');
  expect(answered.code).toBe(0);
  expect(admin('orders', 'nonsense').code).toBe(2);
}, 60_000);
