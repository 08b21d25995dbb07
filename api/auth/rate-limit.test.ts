import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../../shared/rate-windows';
import { IDENTIFIER_WINDOW, LOGIN_WINDOW_MS, lockMessage } from './rate-limit';

const now = new Date('2026-06-01T12:00:00.000Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
/** Seconds until one more login for an identifier with these failures (all after its last success). */
const wait = (times: string[]) => retryAfterSeconds(times, [IDENTIFIER_WINDOW], now);

describe('the identifier window (5 failures in 15 minutes)', () => {
  it('is 0 while fewer failures than the limit are in the window', () => {
    expect(wait([ago(3), ago(2)])).toBe(0);
  });
  it('waits for the oldest counted failure to leave the window', () => {
    expect(wait([ago(10), ago(9), ago(8), ago(7), ago(1)])).toBe(5 * 60);
  });
  it('with more failures than the limit (concurrent ones), waits until only limit − 1 remain', () => {
    expect(wait([ago(14), ago(12), ago(9), ago(8), ago(7), ago(1)])).toBe((LOGIN_WINDOW_MS - 12 * 60_000) / 1000);
  });
});

describe('lockMessage', () => {
  it('speaks in whole minutes, at least one', () => {
    expect(lockMessage(1)).toBe('Muitas tentativas de login malsucedidas. Tente novamente em 1 minuto.');
    expect(lockMessage(61)).toBe('Muitas tentativas de login malsucedidas. Tente novamente em 2 minutos.');
  });
});
