// The caller behind Token + UserID, and who may call an endpoint (Access), per dialect.
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { DIALECTS } from '../test/databases.ts';
import { call, useTestApp } from '../test/test-app.ts';
import { hashToken, resolveUser } from './current-user.ts';

const TOKEN = 'a'.repeat(43);

describe.each(DIALECTS)('current user on %s', (dialect) => {
  const t = useTestApp(dialect, { seed: false });
  let userId: number;
  let otherId: number;

  beforeAll(async () => {
    const insertUser = async (email: string) =>
      (
        await t.db
          .insertInto('users')
          .values({ email, password_hash: 'x', first_name: 'Asha', last_name: 'Rao' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    userId = await insertUser('asha@example.in');
    otherId = await insertUser('ravi@example.in');
    const day = 86_400_000;
    await t.db
      .insertInto('auth_tokens')
      .values([
        { token_hash: hashToken(TOKEN), user_id: userId, expires_at: iso(day) },
        { token_hash: hashToken('expired'), user_id: userId, expires_at: iso(-day) },
        {
          token_hash: hashToken('revoked'),
          user_id: userId,
          expires_at: iso(day),
          revoked_at: iso(0),
        },
      ])
      .execute();
    // An endpoint that needs a user: the order history (features/orders), of a user without orders.
    await t.app.ready();
  });

  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  it('finds the user a live token belongs to', async () => {
    expect(await resolveUser(t.db, TOKEN, String(userId))).toEqual({
      id: userId,
      email: 'asha@example.in',
    });
  });

  it('treats no token as a visitor', async () => {
    expect(await resolveUser(t.db, '', '')).toBeNull();
  });

  it.each([
    ['another user', () => TOKEN, () => String(otherId)],
    ['an unknown token', () => 'b'.repeat(43), () => String(userId)],
    ['an expired token', () => 'expired', () => String(userId)],
    ['a revoked token', () => 'revoked', () => String(userId)],
    ['no UserID', () => TOKEN, () => ''],
    ['a UserID that is no number', () => TOKEN, () => '1 or 1=1'],
  ])('rejects %s', async (_case, token, user) => {
    expect(await resolveUser(t.db, token(), user())).toBe('rejected');
  });

  it('lets the token owner call an endpoint that needs a user', async () => {
    const answer = await call(
      t.app,
      'getOrderHistory',
      { UserId: userId },
      {
        Token: TOKEN,
        UserID: String(userId),
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.envelope.isAuthorized).toBe(true);
    expect(answer.data).toEqual([]);
  });

  it.each([
    ['a visitor', '', ''],
    ['a token of another user', TOKEN, 'other'],
    ['an expired token', 'expired', 'self'],
  ])('answers 401 to %s', async (_case, token, who) => {
    const id = who === 'self' ? userId : who === 'other' ? otherId : '';
    const answer = await call(
      t.app,
      'getOrderHistory',
      { UserId: userId },
      {
        Token: token,
        UserID: String(id),
      },
    );
    expect(answer.status).toBe(401);
    expect(answer.envelope.errorMessage).toBe(SERVER_ERRORS.unauthorized);
    expect(answer.envelope.isAuthorized).toBe(false);
  });
});
