// Read-modify-write transactions never lose an update, on either database, even when many
// run at once and each pauses between its read and its write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { DIALECTS, createTestDatabase } from '../test/databases.ts';
import type { DatabaseHandle } from './database.ts';
import { backoffMs, lockedForUpdate, writeTransaction } from './write-transaction.ts';

interface CounterDb {
  counters: { id: number; value: number };
}

describe.each(DIALECTS)('writeTransaction on %s', (dialect) => {
  let handle: DatabaseHandle;
  let db: Kysely<CounterDb>;

  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
    db = handle.db as unknown as Kysely<CounterDb>;
    await db.schema
      .createTable('counters')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('value', 'integer', (c) => c.notNull())
      .execute();
    await db.insertInto('counters').values({ id: 1, value: 0 }).execute();
  });
  afterAll(() => handle.destroy());

  const readValue = async () =>
    (await db.selectFrom('counters').select('value').where('id', '=', 1).executeTakeFirstOrThrow())
      .value;

  /** Reads the counter, pauses so others read it too, then writes it back plus one. */
  const incrementSlowly = (lockRow = false) =>
    writeTransaction(
      db,
      async (trx) => {
        const query = trx.selectFrom('counters').select('value').where('id', '=', 1);
        const { value } = await (
          lockRow ? lockedForUpdate(trx, query) : query
        ).executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 5));
        await trx
          .updateTable('counters')
          .set({ value: value + 1 })
          .where('id', '=', 1)
          .execute();
        return value;
      },
      lockRow ? { isolation: 'read committed' } : {},
    );

  it('serialises concurrent read-modify-write transactions', async () => {
    const before = await readValue();
    const seen = await Promise.all(Array.from({ length: 4 }, () => incrementSlowly()));
    expect(await readValue()).toBe(before + 4);
    // Each transaction saw a different value: none read a stale one and overwrote.
    expect(new Set(seen).size).toBe(4);
  });

  it('serialises many at once on a locked row, none aborted', async () => {
    const before = await readValue();
    const seen = await Promise.all(Array.from({ length: 12 }, () => incrementSlowly(true)));
    expect(await readValue()).toBe(before + 12);
    expect(new Set(seen).size).toBe(12);
  });

  it('rolls back everything when the operation fails', async () => {
    const before = await readValue();
    await expect(
      writeTransaction(db, async (trx) => {
        await trx.updateTable('counters').set({ value: -1 }).where('id', '=', 1).execute();
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await readValue()).toBe(before);
  });
});

describe('writeTransaction retries on PostgreSQL', () => {
  it('backs off exponentially with full jitter, capped', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10].map((retry) => backoffMs(retry, () => 1));
    expect(ceilings).toEqual([5, 10, 20, 40, 80, 160, 250, 250]);
    expect(backoffMs(3, () => 0.5)).toBe(20);
  });

  it.runIf(DIALECTS.includes('postgres'))(
    'keeps retrying a conflict within its time budget, then throws the conflict',
    async () => {
      const handle = await createTestDatabase('postgres');
      try {
        let attempts = 0;
        const started = performance.now();
        const failure: unknown = await writeTransaction(
          handle.db,
          async () => {
            attempts += 1;
            throw Object.assign(new Error('could not serialize access'), { code: '40001' });
          },
          { budgetMs: 600 },
        ).catch((error: unknown) => error);
        const took = performance.now() - started;
        expect((failure as { code?: string }).code).toBe('40001');
        expect(attempts).toBeGreaterThan(3);
        expect(took).toBeLessThan(900);
      } finally {
        await handle.destroy();
      }
    },
  );
});
