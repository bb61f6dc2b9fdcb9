// Signup, login, logout, profile, password reset, seller requests (issue #8). The location
// selects are the locations feature's. Throttles are counted in the services, before hashing.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { SealedBox } from '../../auth/sealed-box.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint } from '../../wire.ts';
import * as accounts from './accounts.service.ts';
import type { AccountsContext } from './context.ts';
import * as reset from './password-reset.service.ts';
import * as sellers from './seller-requests.service.ts';

export interface AccountsOptions {
  db: Kysely<Database>;
  config: Config;
  /** Seals the seller's password between two calls (the same box seals the outbox). */
  box: SealedBox;
}

export const accountsFeature = fp<AccountsOptions>(
  async (app: FastifyInstance, { db, config, box }) => {
    const ctx: AccountsContext = {
      db,
      box,
      mailer: app.mailer,
      cost: {
        memoryKib: config.PASSWORD_HASH_MEMORY_KIB,
        iterations: config.PASSWORD_HASH_ITERATIONS,
      },
      sessions: { idleDays: config.SESSION_IDLE_DAYS, absoluteDays: config.SESSION_ABSOLUTE_DAYS },
      limits: {
        loginPerAccount: config.LOGIN_ATTEMPTS_PER_ACCOUNT,
        loginAccountCeiling: config.LOGIN_ACCOUNT_CEILING,
        loginDelayMaxMs: config.LOGIN_DELAY_MAX_MS,
        perAddress: config.AUTH_ATTEMPTS_PER_ADDRESS,
        resetCodesPerEmail: config.RESET_CODES_PER_EMAIL,
      },
    };

    defineEndpoint(app, 'signupUser', ({ params, ip }) => accounts.signup(ctx, params, ip));
    defineEndpoint(app, 'getUserLogin', ({ params, ip }) => accounts.login(ctx, params, ip));
    defineEndpoint(app, 'logout', ({ token }) => accounts.logout(ctx, token));
    defineEndpoint(
      app,
      'updateProfile',
      ({ params, user }) => accounts.updateProfile(ctx, params, user),
      { access: 'required', db },
    );
    defineEndpoint(app, 'sendResetOtp', ({ params, ip }) => reset.sendResetCode(ctx, params, ip));
    defineEndpoint(app, 'changePasswordWithOtp', ({ params, ip }) =>
      reset.changePassword(ctx, params, ip),
    );
    defineEndpoint(
      app,
      'encodePassword',
      async ({ params }) => Promise.resolve(sellers.sealPassword(ctx, params)),
      {
        rateLimit: { bucket: 'encode', max: config.AUTH_ATTEMPTS_PER_ADDRESS, windowSeconds: 900 },
      },
    );
    defineEndpoint(app, 'createVendorRequest', ({ params, ip }) =>
      sellers.createSellerRequest(ctx, params, ip),
    );
  },
  { name: 'accounts', dependencies: ['mailer', 'rate-limit'] },
);
