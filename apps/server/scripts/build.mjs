// Compiles the server for production: one ES module per entry point in dist/, with the
// workspace's own TypeScript packages (the contract) bundled in and every npm dependency left
// as an import, resolved from node_modules at run time. `npm start` runs dist/server.js.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bazaar/'));

await build({
  entryPoints: { server: 'src/server.ts', seed: 'src/db/seed-command.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
