import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT, FAST_TEST_SCRYPT, generatePassword, hashPassword, parseHash, scryptHasher, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 by default, storing the parameters (and verifies)', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(parseHash(stored)?.params).toEqual(DEFAULT_SCRYPT);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
  });

  it('salts every hash, and verifies with the parameters stored in the hash', async () => {
    const a = await hashPassword('same-password', FAST_TEST_SCRYPT);
    const b = await hashPassword('same-password', FAST_TEST_SCRYPT);
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$10$8$1$')).toBe(true);
    expect(await verifyPassword('same-password', b)).toBe(true);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('s\u00e9nha-forte', FAST_TEST_SCRYPT);
    expect(await verifyPassword('se\u0301nha-forte', stored)).toBe(true);
  });

  it('never matches a malformed or absurd stored hash (no exception)', async () => {
    const good = await hashPassword('x-password', FAST_TEST_SCRYPT);
    const [, , r, p, salt, key] = good.split('$');
    for (const bad of ['', 'x-password', 'bcrypt$10$abc', `scrypt$30$${r}$${p}$${salt}$${key}`, `scrypt$10$${r}$${p}$${salt}`, `scrypt$ten$${r}$${p}$${salt}$${key}`, `scrypt$10$${r}$${p}$$${key}`]) {
      expect(await verifyPassword('x-password', bad), bad).toBe(false);
    }
  });

  it('ships the production dummy hash ready-made, with the production cost', async () => {
    const dummy = await scryptHasher().dummyHash();
    expect(parseHash(dummy)?.params).toEqual(DEFAULT_SCRYPT);
    expect(await scryptHasher().verify('', dummy)).toBe(false);
  });

  it('gives the hasher a dummy hash of its own cost, made once', async () => {
    const hasher = scryptHasher(FAST_TEST_SCRYPT);
    const dummy = await hasher.dummyHash();
    expect(parseHash(dummy)?.params).toEqual(FAST_TEST_SCRYPT);
    expect(await hasher.dummyHash()).toBe(dummy);
    expect(await hasher.verify('', dummy)).toBe(false);
  });
});

describe('generatePassword', () => {
  it('makes 20 unambiguous characters, different every time', () => {
    const seen = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(seen.size).toBe(50);
    for (const p of seen) expect(p).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
  });
});
