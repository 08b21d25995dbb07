import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limit';

const T0 = new Date('2026-06-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('createMemoryRateLimiter', () => {
  it('allows max events per window and key, then says how long to wait', () => {
    const limiter = createMemoryRateLimiter({ windowMs: 60_000, max: 3 });
    expect([0, 1, 2].map((i) => limiter.hit('a', at(i * 1000)))).toEqual([0, 0, 0]);
    expect(limiter.hit('a', at(10_000))).toBe(50);
    expect(limiter.hit('b', at(10_000))).toBe(0);
  });

  it('starts a new window once the old one is over', () => {
    const limiter = createMemoryRateLimiter({ windowMs: 60_000, max: 1 });
    expect(limiter.hit('a', T0)).toBe(0);
    expect(limiter.hit('a', at(59_999))).toBe(1);
    expect(limiter.hit('a', at(60_000))).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the oldest first', () => {
    const limiter = createMemoryRateLimiter({ windowMs: 60_000, max: 1, maxKeys: 2 });
    limiter.hit('a', T0);
    limiter.hit('b', T0);
    limiter.hit('c', T0);
    // 'a' was forgotten, so it is allowed again; 'c' is still counted.
    expect(limiter.hit('a', T0)).toBe(0);
    expect(limiter.hit('c', T0)).toBe(60);
  });
});
