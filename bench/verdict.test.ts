import { describe, expect, it } from 'vitest';
import { atLeast, below, times } from './verdict';

describe('verdicts', () => {
  it('a figure that must stay below its limit is met only strictly below it, and a miss says by how much', () => {
    expect(below(89.9, 90)).toBe('met');
    expect(below(90, 90)).toBe('missed by 0');
    expect(below(103.6, 90, (n) => `${n.toFixed(1)} s`)).toBe('missed by 13.6 s');
  });

  it('a figure that must reach a floor is met at the floor, and a miss says how far below it is', () => {
    expect(atLeast(0.5, 0.5)).toBe('met');
    expect(atLeast(100, 95)).toBe('met');
    expect(atLeast(0.11, 0.5, times)).toBe('missed by 0.39×');
    expect(atLeast(81, 95)).toBe('missed by 14');
  });
});
