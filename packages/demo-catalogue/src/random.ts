// Deterministic pseudo-random numbers for the seed: the same sequence on every machine and run.

export interface Random {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: tiny, fast and well distributed enough for sample data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return itemAt(items, int(0, items.length - 1));
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [itemAt(indexes, j), itemAt(indexes, i)];
      }
      const chosen = indexes.slice(0, Math.min(count, items.length)).sort((a, b) => a - b);
      return chosen.map((i) => itemAt(items, i));
    },
  };
}

/** Stable 32-bit hash of a string (FNV-1a), to derive per-item seeds from names. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** items[index], for an index known to be in range (checked, so a slip fails loudly). */
function itemAt<T>(items: readonly T[], index: number): T {
  if (index < 0 || index >= items.length) throw new RangeError(`index ${index} out of range`);
  return items[index] as T;
}
