import { describe, expect, it } from 'vitest';
import type { Db } from '../../../shared/db/connect';
import { perBuild } from './memo';

const db = {} as Db;

describe('perBuild', () => {
  it('loads once per (db, now, key)', async () => {
    let calls = 0;
    const now = new Date('2026-11-21T12:00:00Z');
    const load = async () => ++calls;
    expect(await perBuild(db, now, 'k', load)).toBe(1);
    expect(await perBuild(db, new Date(now), 'k', load)).toBe(1);
    expect(await perBuild(db, now, 'other', load)).toBe(2);
  });

  it('starts afresh for another moment', async () => {
    let calls = 0;
    const load = async () => ++calls;
    await perBuild(db, new Date('2026-11-21T12:00:00Z'), 'x', load);
    expect(await perBuild(db, new Date('2026-11-21T12:00:01Z'), 'x', load)).toBe(2);
  });

  it('forgets a failed load', async () => {
    const now = new Date('2026-11-22T00:00:00Z');
    await expect(perBuild(db, now, 'fail', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await perBuild(db, now, 'fail', async () => 'ok')).toBe('ok');
  });
});
