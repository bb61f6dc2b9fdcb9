// Values the server seals for itself (AES-256-GCM): the "encoded" seller password the provider's
// storefront carries between two calls (deviation #7), and outbox mail bodies, which hold reset
// codes. A box names its purpose (authenticated, so one kind cannot be passed off as another)
// and the time it was sealed. The key comes from PASSWORD_SEAL_KEY, or is made once and kept in
// the database so every instance shares it.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const TIME_BYTES = 8;
const KEY_NAME = 'sealing-key';

export class SealedBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('A sealing key is 32 bytes');
    this.#key = key;
  }

  /** base64url(iv | ciphertext | tag) of (seal time, text), bound to `purpose`. */
  seal(text: string, purpose: string, now: Date = new Date()): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const time = Buffer.alloc(TIME_BYTES);
    time.writeBigUInt64BE(BigInt(now.getTime()));
    const body = Buffer.concat([cipher.update(time), cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The text, or null when the box is not ours, was altered, has another purpose or is too old. */
  open(box: string, purpose: string, maxAgeMs?: number, now: Date = new Date()): string | null {
    const raw = Buffer.from(box, 'base64url');
    if (raw.length < IV_BYTES + TIME_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]);
      const sealedAt = Number(plain.readBigUInt64BE(0));
      if (maxAgeMs !== undefined && now.getTime() - sealedAt > maxAgeMs) return null;
      return plain.subarray(TIME_BYTES).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** The configured key, or the one kept in server_secrets (made by whichever instance is first). */
export async function loadSealedBox(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<SealedBox> {
  if (configured) return new SealedBox(Buffer.from(configured, 'base64'));
  await db
    .insertInto('server_secrets')
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  return new SealedBox(Buffer.from(row.value, 'base64'));
}
