// The real app (buildApp, every plugin and hook) plus one bare route, GET /bench/bare, that
// answers a constant without touching the database: the yardstick the home-list bench divides
// by. Configured from the environment like the server; run by home-throughput.ts.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { BARE_ROUTE } from './server-process.ts';

const app = await buildApp(loadConfig());
app.get(BARE_ROUTE, () => ({ ok: true }));
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
