import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, widestWindowMs } from './rate-windows';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const HOUR = { ms: 3_600_000, max: 5 };
const DAY = { ms: 86_400_000, max: 20 };

describe('retryAfterSeconds', () => {
  it('allows while every window has room', () => {
    expect(retryAfterSeconds([], [HOUR, DAY], NOW)).toBe(0);
    expect(retryAfterSeconds([ago(1), ago(2), ago(3), ago(4)], [HOUR, DAY], NOW)).toBe(0);
  });

  it('waits until the oldest event of a full window ages out', () => {
    // Five in the last hour, the oldest 50 minutes ago: ten more minutes.
    expect(retryAfterSeconds([ago(50), ago(40), ago(30), ago(20), ago(10)], [HOUR, DAY], NOW)).toBe(600);
  });

  it('ignores events outside the window and the order they come in', () => {
    expect(retryAfterSeconds([ago(10), ago(61), ago(90), ago(20), ago(30), ago(40)], [HOUR], NOW)).toBe(0);
    expect(retryAfterSeconds([ago(10), ago(50), ago(30), ago(20), ago(40)], [HOUR], NOW)).toBe(600);
  });

  it('takes the longest wait over all windows', () => {
    // Twenty today, spread over the last 20 hours: the hour window has room, the day window does not.
    const times = Array.from({ length: 20 }, (_, i) => ago(60 * (i + 1) + 1));
    expect(retryAfterSeconds(times, [HOUR, DAY], NOW)).toBe(Math.ceil((24 * 60 - (20 * 60 + 1)) * 60));
  });

  it('counts the right event when more than max are already inside (concurrent writers)', () => {
    // Seven in the hour with max 5: the third oldest (40 min ago) must age out first.
    const times = [ago(55), ago(50), ago(40), ago(30), ago(20), ago(10), ago(5)];
    expect(retryAfterSeconds(times, [HOUR], NOW)).toBe(20 * 60);
  });

  it('rounds a partial second up and skips unreadable times', () => {
    const t = new Date(NOW.getTime() - 3_600_000 + 1500).toISOString();
    expect(retryAfterSeconds([t, 'garbage'], [{ ms: 3_600_000, max: 1 }], NOW)).toBe(2);
  });
});

describe('widestWindowMs', () => {
  it('is the longest window', () => {
    expect(widestWindowMs([HOUR, DAY])).toBe(86_400_000);
  });
});
