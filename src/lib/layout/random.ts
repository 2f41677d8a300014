/**
 * Seeded pseudo-random numbers: the engine draws every random choice from here, so one seed
 * reproduces a layout exactly on any machine (Math.random cannot be seeded).
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** Mixes any number (including negatives and fractions) into a 32-bit seed. */
function seedBits(seed: number): number {
  let h = 0x9e3779b9 ^ Math.floor(seed);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= Math.floor((seed % 1) * 0x100000000);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Mulberry32: tiny, fast and well distributed enough for search moves. */
export function createRandom(seed: number): Random {
  let state = seedBits(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    range: (min, max) => min + next() * (max - min),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
  };
}

/**
 * The items in a seeded order where heavier items tend to come first (sampling without
 * replacement, each draw in proportion to the weight left). Items of weight 0 or less keep
 * their order after all the others.
 */
export function weightedOrder<T>(
  items: readonly T[],
  weights: readonly number[],
  random: Random,
): T[] {
  const pool = items
    .map((item, index) => ({ item, weight: weights[index] ?? 0 }))
    .filter((entry) => entry.weight > 0);
  const rest = items.filter((_, index) => !((weights[index] ?? 0) > 0));
  const order: T[] = [];
  while (pool.length > 0) {
    const total = pool.reduce((sum, entry) => sum + entry.weight, 0);
    let roll = random.next() * total;
    let chosen = pool.length - 1;
    for (let index = 0; index < pool.length; index += 1) {
      roll -= (pool[index] as { weight: number }).weight;
      if (roll < 0) {
        chosen = index;
        break;
      }
    }
    const [entry] = pool.splice(chosen, 1);
    if (entry) order.push(entry.item);
  }
  return [...order, ...rest];
}
