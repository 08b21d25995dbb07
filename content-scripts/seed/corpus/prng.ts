/**
 * Seeded randomness for the demo corpus. The corpus must be byte-identical for the same options,
 * so nothing here touches Math.random or the clock: every stream derives from the caller's seed
 * and a label, which also keeps streams independent (adding a product does not reshuffle posts).
 */

/** mulberry32: a tiny, fast 32-bit PRNG; returns floats in [0, 1). Good enough for demo data. */
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

/** FNV-1a 32-bit hash of a string: turns labels such as 'br:posts' into sub-seeds. */
export function hashString(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A seeded random stream with the few helpers the generators need. */
export class Rng {
  private readonly nextFloat: () => number;

  constructor(seed: number) {
    this.nextFloat = mulberry32(seed);
  }

  /** Float in [0, 1). */
  next(): number {
    return this.nextFloat();
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.nextFloat();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.nextFloat() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.nextFloat() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty array');
    return items[Math.floor(this.nextFloat() * items.length)] as T;
  }

  /** `count` distinct elements (all of them when the array is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    // Partial Fisher–Yates: only the first n positions are shuffled.
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.nextFloat() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }
}

/** An independent stream for `label` under `seed`, e.g. `rngFor(seed, 'br:products')`. */
export function rngFor(seed: number, label: string): Rng {
  return new Rng(hashString(label, hashString(String(seed))));
}
