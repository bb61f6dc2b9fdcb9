// Compiles the server for production: one ES module per entry point in dist/, with the
// workspace's own TypeScript packages (the contract, i18n, the demo catalogue) bundled in and
// every npm dependency left as an import, resolved from node_modules at run time. `npm start` runs
// dist/server.js, `npm run admin` dist/admin.js (no tsx at run time). Splitting puts what is only import()ed (the demo catalogue and its writers)
// in its own chunk under dist/chunks/, read from disk only when SEED_ON_START seeds.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bazaar/'));

// Chunk names carry a hash: start clean so no chunk of an earlier build lingers.
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/db/seed-command.ts',
    admin: 'src/admin/admin-command.ts',
  },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
