// GET /health for a load balancer: 200 while the database answers a trivial query within a
// second, 503 otherwise — also when it hangs, so a stuck database takes the instance out —
// and 503 while the instance drains before shutting down (plugins/draining.ts).
import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH } from '@bazaar/contract/endpoints';

export const HEALTH_TIMEOUT_MS = 1_000;

/** Resolves false when `probe` has not answered true within `ms`. */
export async function answersWithin(probe: () => Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([probe().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function health(
  app: FastifyInstance,
  { ping, isDraining }: { ping: () => Promise<boolean>; isDraining: () => boolean },
): Promise<void> {
  app.get(HEALTH_PATH, async (_request, reply) => {
    const status = isDraining()
      ? 'draining'
      : (await answersWithin(ping, HEALTH_TIMEOUT_MS))
        ? 'ok'
        : 'unavailable';
    return reply
      .code(status === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status });
  });
}
