import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, formatLongDate } from './date-time';

describe('formatDateTime', () => {
  it("shows the instant in the locale's time zone", () => {
    // 08:01 UTC is 05:01 in São Paulo and 09:01 in Rome (November: no daylight saving in either).
    expect(formatDateTime('2026-11-21T08:01:02.000Z', 'br')).toBe('21/11/2026, 05:01');
    expect(formatDateTime('2026-11-21T08:01:02.000Z', 'it')).toBe('21/11/26, 09:01');
  });

  it('gives an empty text for a missing or unreadable value', () => {
    expect(formatDateTime(null, 'br')).toBe('');
    expect(formatDateTime('soon', 'br')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('names the month in the language', () => {
    expect(formatLongDate('2026-11-21T12:00:00.000Z', 'br')).toBe('21 de novembro de 2026');
    expect(formatLongDate('2026-11-21T12:00:00.000Z', 'us')).toBe('November 21, 2026');
  });
});

describe('formatCalendarDate', () => {
  it('keeps the written day whatever the time zone', () => {
    expect(formatCalendarDate('2024-12-03', 'br')).toBe('3 de dezembro de 2024');
    expect(formatCalendarDate('2024-12-03', 'mx')).toBe('3 de diciembre de 2024');
  });

  it('gives an empty text for a malformed date', () => {
    expect(formatCalendarDate('2024-1-3', 'br')).toBe('');
  });
});
