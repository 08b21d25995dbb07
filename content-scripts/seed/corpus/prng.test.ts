import { describe, expect, it } from 'vitest';
import { hashString, mulberry32, Rng, rngFor } from './prng';

describe('seeded randomness', () => {
  it('mulberry32 repeats for the same seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('keeps integer draws inside their bounds', () => {
    const rng = new Rng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5]);
  });

  it('samples distinct elements', () => {
    const rng = new Rng(1);
    const picked = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
    expect(rng.sample([1, 2], 5)).toHaveLength(2);
  });

  it('derives independent labelled streams', () => {
    expect(hashString('br:posts')).not.toBe(hashString('it:posts'));
    expect(rngFor(1, 'x').next()).toBe(rngFor(1, 'x').next());
    expect(rngFor(1, 'x').next()).not.toBe(rngFor(2, 'x').next());
  });
});
