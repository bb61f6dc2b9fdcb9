// Entry point: read the configuration, build the app, listen, and shut down gracefully: on
// SIGTERM drain first (SHUTDOWN_DRAIN_MS of /health answering 503 while serving on, so a load
// balancer stops sending), then close (finish in-flight requests, close the database) within
// SHUTDOWN_TIMEOUT_MS. SIGINT (Ctrl-C: a person at a terminal, no load balancer) skips the drain.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const close = () => {
    // After the grace period, connections still open (a client stalling its upload, a slow
    // download) are cut so close() can finish; only if even that hangs is it an error.
    const grace = setTimeout(() => {
      app.log.warn('grace period over; closing the connections still open');
      app.server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    const hardStop = setTimeout(() => {
      app.log.error('shutdown did not finish; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5_000);
    grace.unref();
    hardStop.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  const shutdown = (signal: 'SIGTERM' | 'SIGINT') => {
    if (closing) return;
    closing = true;
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    app.startDraining();
    setTimeout(close, drainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // Listening on every interface: localhost is the address a person on this machine opens.
  const anyInterface = config.HOST === '0.0.0.0' || config.HOST === '::';
  const shown = config.PUBLIC_URL ?? (anyInterface ? `http://localhost:${config.PORT}` : address);
  app.log.info({ address }, 'listening');
  console.log(`\nBazaar is running at ${shown}/\n`);
}

main().catch((error: unknown) => {
  console.error('Bazaar failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
