import { describe, expect, it } from 'vitest';
import { fieldIssues, idSchema, isoDateSchema, isoDateTimeSchema, imageUrlSchema, localeSchema, slugSchema, urlSchema } from './common';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined =>
  result.error?.issues[0]?.message;

describe('localeSchema', () => {
  it('accepts the five locales', () => {
    for (const code of ['br', 'it', 'mx', 'es', 'us']) expect(localeSchema.parse(code)).toBe(code);
  });

  it('names the bad value and the allowed ones', () => {
    expect(messageOf(localeSchema.safeParse('xx'))).toBe("Unknown locale 'xx': expected one of br, it, mx, es, us");
    expect(messageOf(localeSchema.safeParse(undefined))).toMatch(/required.*br, it, mx, es, us/);
  });
});

describe('slugSchema', () => {
  it.each(['a', 'best-phones-2026', '4k-tv', 'x'.repeat(120)])('accepts %s', (slug) => {
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it.each(['Best', 'a--b', '-a', 'a-', 'a_b', 'café', 'a b', 'a/b'])('rejects %s as malformed', (slug) => {
    expect(messageOf(slugSchema.safeParse(slug))).toMatch(/malformed/);
  });

  it('says when it is too long or empty', () => {
    expect(messageOf(slugSchema.safeParse('x'.repeat(121)))).toMatch(/too long/);
    expect(messageOf(slugSchema.safeParse(''))).toMatch(/empty/);
  });
});

describe('idSchema', () => {
  it('coerces digit strings from path params', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(7)).toBe(7);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '0x10', '1e3', 0, -3, 2.5, null])('rejects %j', (value) => {
    expect(messageOf(idSchema.safeParse(value))).toBe('must be a positive integer');
  });
});

describe('dates', () => {
  it('normalises date-times to UTC toISOString form', () => {
    expect(isoDateTimeSchema.parse('2026-11-21T14:00:00+02:00')).toBe('2026-11-21T12:00:00.000Z');
    expect(isoDateTimeSchema.safeParse('2026-11-21T12:00').success).toBe(false);
  });

  it('accepts only real calendar dates', () => {
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(messageOf(isoDateSchema.safeParse('2025-02-29'))).toBe('is not a real calendar date');
    expect(isoDateSchema.safeParse('2026-04-31').success).toBe(false);
    expect(isoDateSchema.safeParse('2026-4-1').success).toBe(false);
  });
});

describe('urlSchema', () => {
  it('accepts http and https only', () => {
    expect(urlSchema.safeParse('https://m.media-amazon.com/images/I/x.jpg').success).toBe(true);
    expect(urlSchema.safeParse('http://localhost:4321/a').success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://a.com/x', 'http:/a.com', '//a.com/x', 'data:text/html,x']) {
      expect(urlSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('imageUrlSchema', () => {
  it('accepts http(s) URLs and the files the site serves, and no other site path', () => {
    for (const ok of ['https://m.media-amazon.com/images/I/x.jpg', '/media/0123456789abcdef0123456789abcdef-1600x900/1600.jpg', '/retailer-images/I/61a7bZqOQ5L.jpg']) {
      expect(imageUrlSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['/admin', '//evil.example/x.jpg', '/media/../site.db', '/retailer-images/I/x.png', 'javascript:alert(1)', 'data:image/png;base64,AA']) {
      expect(imageUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('fieldIssues', () => {
  it('gives dotted paths', () => {
    const result = slugSchema.array().safeParse(['ok', 'Bad']);
    expect(result.success).toBe(false);
    expect(fieldIssues(result.error!)).toEqual([{ path: '1', message: expect.stringMatching(/malformed/) }]);
  });
});
