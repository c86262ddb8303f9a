/**
 * Seeded randomness for the catalogue: the same seed gives the same shops, products and ids
 * on every run and on every machine (mulberry32: tiny, fast, good enough for fixtures).
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** 24 lowercase hex characters, like a Mongo ObjectId. */
  hexId(): string;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const word = () => Math.floor(next() * 4294967296).toString(16).padStart(8, '0');
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
    hexId: () => word() + word() + word(),
  };
}
