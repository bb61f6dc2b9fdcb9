// Passwords and reset codes are kept only as argon2id hashes (deviation #7): salted, in the PHC
// string format that carries its own parameters, so a change of cost applies to new hashes and
// an older hash is upgraded at its owner's next successful login.
import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * Algorithm.Argon2id, the library's default algorithm (its const enum cannot be read under
 * isolated modules, so hashes rely on the default and checks compare the number).
 */
const ARGON2ID = 2;

export interface HashCost {
  /** Memory in KiB (m=). */
  memoryKib: number;
  /** Passes over the memory (t=). */
  iterations: number;
}

export function hashSecret(secret: string, cost: HashCost): Promise<string> {
  return hash(secret, {
    memoryCost: cost.memoryKib,
    timeCost: cost.iterations,
    parallelism: 1,
    outputLen: 32,
  });
}

/** True when a stored hash was made with another cost (or algorithm) than `cost`. */
export function needsRehash(stored: string, cost: HashCost): boolean {
  try {
    const used = parseOptions(stored);
    return (
      (used.algorithm as number) !== ARGON2ID ||
      used.memoryCost !== cost.memoryKib ||
      used.timeCost !== cost.iterations ||
      used.parallelism !== 1
    );
  } catch {
    return true;
  }
}

/** Whether `secret` matches `stored`; a malformed stored value matches nothing. */
export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

// A hash of a random secret nobody knows, made once per cost: checking a password against it
// when an account does not exist takes the time a real check takes, so timing tells nothing.
const decoys = new Map<string, Promise<string>>();

export function decoyHash(cost: HashCost): Promise<string> {
  const key = `${cost.memoryKib}:${cost.iterations}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashSecret(crypto.randomUUID(), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}

/** Checks `secret` against a decoy: the same work as verifySecret, always false. */
export async function verifyDecoy(secret: string, cost: HashCost): Promise<false> {
  await verifySecret(await decoyHash(cost), secret);
  return false;
}
