// The console's session, staff and audit endpoints (issue #22): thin, each one entry of the
// contract's CONSOLE_ENDPOINTS through defineConsoleEndpoint (the one role guard).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { listAudit } from './audit.service.ts';
import { defineConsoleEndpoint, type ConsoleGuard } from './console-endpoint.ts';
import type { StaffContext } from './staff-context.ts';
import * as staff from './staff.service.ts';

export interface StaffOptions {
  db: Kysely<Database>;
  config: Config;
}

/** The console's session policy and shopper-login throttles, from the server's settings. */
export function staffContext(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: Config,
): StaffContext {
  return {
    db,
    mailer: app.mailer,
    publicUrl: config.PUBLIC_URL,
    now: () => new Date(),
    cost: {
      memoryKib: config.PASSWORD_HASH_MEMORY_KIB,
      iterations: config.PASSWORD_HASH_ITERATIONS,
    },
    sessions: {
      idleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
      absoluteHours: config.STAFF_SESSION_ABSOLUTE_HOURS,
    },
    limits: {
      loginPerAccount: config.LOGIN_ATTEMPTS_PER_ACCOUNT,
      loginAccountCeiling: config.LOGIN_ACCOUNT_CEILING,
      loginDelayMaxMs: config.LOGIN_DELAY_MAX_MS,
      perAddress: config.AUTH_ATTEMPTS_PER_ADDRESS,
      resetCodesPerEmail: config.RESET_CODES_PER_EMAIL,
    },
  };
}

export const staffFeature = fp<StaffOptions>(
  async (app: FastifyInstance, { db, config }) => {
    const ctx = staffContext(app, db, config);
    const guard: ConsoleGuard = { db, sessions: ctx.sessions };
    const kick = <T>(result: T) => {
      void app.mailer.kick();
      return result;
    };
    defineConsoleEndpoint(app, guard, 'login', ({ params, ip }) => staff.login(ctx, params, ip));
    defineConsoleEndpoint(app, guard, 'acceptInvite', ({ params, ip }) =>
      staff.acceptInvite(ctx, params, ip),
    );
    defineConsoleEndpoint(app, guard, 'logout', ({ token }) => staff.logout(ctx, token));
    defineConsoleEndpoint(app, guard, 'me', async ({ staff: member }) =>
      Promise.resolve(staff.meRow(member)),
    );
    defineConsoleEndpoint(app, guard, 'listStaff', () => staff.listStaff(ctx));
    defineConsoleEndpoint(app, guard, 'inviteStaff', async ({ params, staff: member }) =>
      kick(await staff.inviteStaff(ctx, params, staff.actorOf(member))),
    );
    defineConsoleEndpoint(app, guard, 'removeStaff', ({ params, staff: member }) =>
      staff.removeStaff(ctx, params, staff.actorOf(member)),
    );
    defineConsoleEndpoint(app, guard, 'listAudit', ({ params }) => listAudit(db, params));
  },
  { name: 'staff', dependencies: ['mailer', 'rate-limit'] },
);
