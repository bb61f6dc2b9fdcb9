// Answers that every visitor gets alike (the home lists, the header's lookups) kept in memory,
// serialized, per endpoint and parameters, and served while the database's answer_version is
// the one they were made at (migration 0011: triggers raise it on every write such an answer
// shows). Each request still reads that version, so a write through any instance is seen by
// all at once; requests that arrive together share one read that starts after they arrived.
// Misses for the same key share one computation. Bounded: the oldest key goes first. An
// answer is also kept compressed (br, gzip) once asked for: compressing on every request would
// cost far more than making the answer did.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';

/** Answers kept in all (endpoint and parameters: page numbers and sizes vary). */
export const ANSWER_CACHE_KEYS = 500;
/** Smaller answers go uncompressed (the compress plugin's threshold too). */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

export interface CachedAnswer {
  text: string;
  encoded(encoding: Encoding): Buffer;
}

interface Entry {
  version: number;
  body: Promise<CachedAnswer>;
}

export interface AnswerCache {
  /** The answer made at the current version for `key`, from memory or from `make`. */
  answer(key: string, make: () => Promise<string>): Promise<CachedAnswer>;
}

function cachedAnswer(text: string): CachedAnswer {
  const encodings = new Map<Encoding, Buffer>();
  return {
    text,
    encoded(encoding) {
      let bytes = encodings.get(encoding);
      if (!bytes) {
        bytes =
          encoding === 'br'
            ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(text);
        encodings.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/** br or gzip when the client takes it (q above 0), br first; undefined for neither. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...options] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = options.find((option) => option.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: Encoding) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

/** Sends a cached answer, compressed as the client accepts when it is big enough. */
export function sendCached(
  reply: FastifyReply,
  acceptEncoding: string | string[] | undefined,
  answer: CachedAnswer,
): FastifyReply {
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding || Buffer.byteLength(answer.text) < COMPRESS_MIN_BYTES)
    return reply.send(answer.text);
  const vary = reply.getHeader('vary');
  return reply
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .header('content-encoding', encoding)
    .send(answer.encoded(encoding));
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
      const body = make().then(cachedAnswer);
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
