import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n';
import { relativeDate, toDate } from './relative-date';

const NOW = new Date('2025-11-15T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

describe('relativeDate (br)', () => {
  it.each([
    [0, 'hoje'],
    [1, 'ontem'],
    [2, 'anteontem'], // numeric: 'auto' has a word for it, as for one week and one month
    [3, 'há 3 dias'],
    [6, 'há 6 dias'],
    [7, 'semana passada'],
    [13, 'semana passada'],
    [14, 'há 2 semanas'],
    [29, 'há 4 semanas'],
    [30, 'mês passado'],
    [59, 'mês passado'],
    [90, 'há 3 meses'],
    [400, 'há 13 meses'],
  ])('%i days ago → %s', (days, expected) => {
    expect(relativeDate(daysAgo(days), 'br', NOW)).toBe(expected);
  });

  it('counts calendar days in UTC, not 24-hour periods', () => {
    const now = new Date('2025-11-15T00:30:00Z');
    expect(relativeDate('2025-11-14T23:59:00Z', 'br', now)).toBe('ontem');
    expect(relativeDate('2025-11-15T00:00:00Z', 'br', new Date('2025-11-15T23:59:59Z'))).toBe('hoje');
  });

  it('crosses month and year boundaries by calendar day', () => {
    expect(relativeDate('2025-10-31T22:00:00Z', 'br', new Date('2025-11-01T01:00:00Z'))).toBe('ontem');
    expect(relativeDate('2024-12-31', 'br', new Date('2025-01-01T08:00:00Z'))).toBe('ontem');
    expect(relativeDate('2024-02-28', 'br', new Date('2024-03-01T08:00:00Z'))).toBe('anteontem'); // leap day between
  });

  it('treats future dates as today', () => {
    expect(relativeDate(daysAgo(-3), 'br', NOW)).toBe('hoje');
  });

  it('reads date strings, including SQLite’s zone-less UTC timestamps', () => {
    expect(relativeDate('2025-11-12', 'br', NOW)).toBe('há 3 dias');
    expect(relativeDate('2025-11-12T10:00:00.000Z', 'br', NOW)).toBe('há 3 dias');
    expect(relativeDate('2025-11-14 23:30:00', 'br', new Date('2025-11-15T00:10:00Z'))).toBe('ontem');
  });

  it('gives the dictionary’s default text for missing or invalid dates', () => {
    for (const value of [null, undefined, '', '   ', 'not a date', new Date('x')]) {
      expect(relativeDate(value, 'br', NOW)).toBe('Recentemente');
    }
    expect(relativeDate(null, 'us', NOW)).toBe(dictionaries.us.common.recently);
    expect(relativeDate('garbage', 'it', NOW)).toBe(dictionaries.it.common.recently);
  });
});

describe('relativeDate (other locales)', () => {
  it('speaks each locale’s language', () => {
    expect(relativeDate(daysAgo(0), 'us', NOW)).toBe('today');
    expect(relativeDate(daysAgo(1), 'us', NOW)).toBe('yesterday');
    expect(relativeDate(daysAgo(3), 'us', NOW)).toBe('3 days ago');
    expect(relativeDate(daysAgo(14), 'us', NOW)).toBe('2 weeks ago');
    expect(relativeDate(daysAgo(90), 'us', NOW)).toBe('3 months ago');
    expect(relativeDate(daysAgo(1), 'it', NOW)).toBe('ieri');
    expect(relativeDate(daysAgo(3), 'it', NOW)).toBe('3 giorni fa');
    expect(relativeDate(daysAgo(3), 'es', NOW)).toBe('hace 3 días');
    expect(relativeDate(daysAgo(0), 'mx', NOW)).toBe('hoy');
    expect(relativeDate(daysAgo(2), 'us', NOW)).toBe('2 days ago');
  });
});

describe('toDate', () => {
  it('parses or rejects', () => {
    expect(toDate('2025-11-14 23:30:00')?.toISOString()).toBe('2025-11-14T23:30:00.000Z');
    expect(toDate('2025-11-14')?.toISOString()).toBe('2025-11-14T00:00:00.000Z');
    expect(toDate(NOW)).toBe(NOW);
    expect(toDate('nope')).toBeNull();
    expect(toDate(42 as unknown as string)).toBeNull();
  });
});

describe('relativeDateIn (for islands)', () => {
  it('formats in the given language and falls back to the given text', async () => {
    const { relativeDateIn } = await import('./relative-date');
    expect(relativeDateIn(daysAgo(3), 'it-IT', 'Di recente', NOW)).toBe('3 giorni fa');
    expect(relativeDateIn(null, 'it-IT', 'Di recente', NOW)).toBe('Di recente');
  });
});
