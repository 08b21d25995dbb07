import { describe, expect, it } from 'vitest';
import { postInputSchema, postSummarySchema, postUpdateSchema } from './post';

const base = { locale: 'br', slug: 'melhores-fones', title: 'Os melhores fones de {month} {year}', content: '# Olá' };

describe('postInputSchema', () => {
  it('fills defaults for a minimal draft', () => {
    expect(postInputSchema.parse(base)).toMatchObject({ status: 'draft', excerpt: '' });
  });

  it('requires publishAt when status is scheduled', () => {
    const result = postInputSchema.safeParse({ ...base, status: 'scheduled' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['publishAt'], message: "publishAt is required when status is 'scheduled'" }),
    ]);
    const ok = postInputSchema.parse({ ...base, status: 'scheduled', publishAt: '2026-12-01T09:00:00-03:00' });
    expect(ok.publishAt).toBe('2026-12-01T12:00:00.000Z');
  });

  it('refuses a reserved route word of the locale as slug', () => {
    expect(postInputSchema.safeParse({ ...base, slug: 'avaliacao' }).error!.issues[0]!.path).toEqual(['slug']);
    expect(postInputSchema.safeParse({ ...base, slug: 'mercadolivre' }).success).toBe(false);
    // 'review' is only reserved where it is the review word (us).
    expect(postInputSchema.safeParse({ ...base, slug: 'review' }).success).toBe(true);
    expect(postInputSchema.safeParse({ ...base, locale: 'us', slug: 'review' }).success).toBe(false);
  });

  it('enforces length limits and http(s) image URLs', () => {
    expect(postInputSchema.safeParse({ ...base, title: 'x'.repeat(201) }).success).toBe(false);
    expect(postInputSchema.safeParse({ ...base, excerpt: 'x'.repeat(501) }).success).toBe(false);
    expect(postInputSchema.safeParse({ ...base, keyword: 'x'.repeat(101) }).success).toBe(false);
    expect(postInputSchema.safeParse({ ...base, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(postInputSchema.safeParse({ ...base, imageUrl: 'https://example.com/a.jpg', categoryId: '3' }).data?.categoryId).toBe(3);
  });

  it('accepts a media library image by its site path, and no other site path', () => {
    const media = `/media/${'a'.repeat(32)}-1600x900/1600.jpg`;
    expect(postInputSchema.safeParse({ ...base, imageUrl: media }).data?.imageUrl).toBe(media);
    expect(postInputSchema.safeParse({ ...base, imageUrl: `https://site.example${media}` }).success).toBe(true);
    for (const bad of ['/images/a.jpg', `/media/${'a'.repeat(32)}-1600x900/../../x.jpg`, '//evil.example/media/a.jpg', `/media/${'a'.repeat(31)}-1x1/1.jpg`]) {
      const result = postInputSchema.safeParse({ ...base, imageUrl: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(/media library image/);
    }
  });
});

describe('postUpdateSchema', () => {
  it('requires version and status (a forgotten status must not unpublish a post)', () => {
    expect(postUpdateSchema.safeParse({ ...base, status: 'published' }).error!.issues[0]!.path).toEqual(['version']);
    expect(postUpdateSchema.safeParse({ ...base, version: 3 }).error!.issues[0]!.path).toEqual(['status']);
    expect(postUpdateSchema.parse({ ...base, status: 'published', version: 3 }).version).toBe(3);
  });

  it('keeps the scheduled rule', () => {
    expect(postUpdateSchema.safeParse({ ...base, version: 1, status: 'scheduled' }).success).toBe(false);
  });
});

describe('postSummarySchema', () => {
  it('parses the public list shape without content', () => {
    const summary = postSummarySchema.parse({
      id: 1, locale: 'br', slug: 'a', title: 'A', excerpt: '', imageUrl: null, categoryId: 2, keyword: null, translationKey: null,
      publishedAt: '2026-01-01T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
      content: 'dropped',
    });
    expect(summary).not.toHaveProperty('content');
  });
});
