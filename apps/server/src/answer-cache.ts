// Answers that every visitor gets alike (the home lists, the header's lookups) kept in memory,
// serialized, per endpoint and parameters, and served while the database's answer_version is
// the one they were made at (migration 0011: triggers raise it on every write such an answer
// shows). Each request still reads that version, so a write through any instance is seen by
// all at once; requests that arrive together share one read that starts after they arrived.
// Misses for the same key share one computation. Bounded: the oldest key goes first.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';

/** Distinct parameter sets kept per cache (page numbers and sizes vary). */
export const ANSWER_CACHE_KEYS = 500;

interface Entry {
  version: number;
  body: Promise<string>;
}

export interface AnswerCache {
  /** The body made at the current version for `key`, from memory or from `make`. */
  answer(key: string, make: () => Promise<string>): Promise<string>;
}

export function answerCache(db: Kysely<Database>, maxKeys = ANSWER_CACHE_KEYS): AnswerCache {
  const entries = new Map<string, Entry>();
  let nextRead: Promise<number> | undefined;

  // Joined only before it starts: once the read is sent, a newcomer schedules the next one.
  const currentVersion = (): Promise<number> => {
    nextRead ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      nextRead = undefined;
      const row = await db
        .selectFrom('answer_version')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.version);
    });
    return nextRead;
  };

  return {
    async answer(key, make) {
      const version = await currentVersion();
      const kept = entries.get(key);
      if (kept && kept.version === version) return kept.body;
      // Made after the version was read: at worst newer than its label, never older.
      const body = make();
      const entry = { version, body };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
      body.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return body;
    },
  };
}
