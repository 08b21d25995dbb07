import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MS, lockMessage, waitMs } from './rate-limit';

const now = new Date('2026-06-01T12:00:00.000Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('waitMs', () => {
  it('is 0 while fewer failures than the limit are in the window', () => {
    expect(waitMs([ago(3), ago(2)], 5, now)).toBe(0);
  });
  it('waits for the oldest counted failure to leave the window', () => {
    expect(waitMs([ago(10), ago(9), ago(8), ago(7), ago(1)], 5, now)).toBe(5 * 60_000);
  });
  it('with more failures than the limit (concurrent ones), waits until only limit − 1 remain', () => {
    expect(waitMs([ago(14), ago(12), ago(9), ago(8), ago(7), ago(1)], 5, now)).toBe(LOGIN_WINDOW_MS - 12 * 60_000);
  });
});

describe('lockMessage', () => {
  it('speaks in whole minutes, at least one', () => {
    expect(lockMessage(1)).toBe('Muitas tentativas de login malsucedidas. Tente novamente em 1 minuto.');
    expect(lockMessage(61)).toBe('Muitas tentativas de login malsucedidas. Tente novamente em 2 minutos.');
  });
});
