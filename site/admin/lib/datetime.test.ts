import { afterAll, describe, expect, it } from 'vitest';
import { datetimeLocalToIso, isoToDatetimeLocal } from './datetime';

// A zone with an offset, so "local" and "UTC" cannot be confused by a test machine running in UTC.
const previousTz = process.env.TZ;
process.env.TZ = 'America/Sao_Paulo';
afterAll(() => {
  process.env.TZ = previousTz;
});

describe('datetime-local ↔ ISO UTC', () => {
  it('round-trips an instant through the local wall-clock form without shifting it', () => {
    const iso = '2026-11-21T15:30:00.000Z';
    const local = isoToDatetimeLocal(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(datetimeLocalToIso(local)).toBe(iso);
  });

  it('reads the input as local time (the editor’s clock), not UTC', () => {
    // São Paulo is UTC-3 (no daylight saving since 2019).
    expect(datetimeLocalToIso('2026-11-21T09:05')).toBe('2026-11-21T12:05:00.000Z');
    expect(isoToDatetimeLocal('2026-11-21T12:05:00.000Z')).toBe('2026-11-21T09:05');
  });

  it('gives null / empty for missing or unreadable values', () => {
    expect(datetimeLocalToIso('')).toBeNull();
    expect(datetimeLocalToIso('2026-11-21')).toBeNull();
    expect(datetimeLocalToIso('amanhã')).toBeNull();
    expect(isoToDatetimeLocal(null)).toBe('');
    expect(isoToDatetimeLocal('not a date')).toBe('');
  });
});
