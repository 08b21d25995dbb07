import { describe, expect, it } from 'vitest';
import { postInputSchema, postUpdateSchema, type AdminPost } from '../../../shared/schemas/post';
import { emptyPost, formToPostPayload, postToForm } from './post-form';
import { suggestSlug } from './slug-suggest';
import { validate } from './validate';

const post: AdminPost = {
  id: 7,
  createdBy: null,
  reviewNote: null,
  locale: 'br',
  slug: 'melhores-fones',
  title: 'Melhores fones de {month} {year}',
  excerpt: 'Resumo',
  content: '# Olá',
  imageUrl: null,
  categoryId: 3,
  keyword: null,
  translationKey: null,
  publishedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'scheduled',
  publishAt: '2026-12-01T12:00:00.000Z',
  version: 4,
  seoTitle: 'Os melhores fones',
  seoDescription: null,
  socialImage: '/imagens/fones.png',
  noindex: true,
  authorIds: [5, 2],
};

describe('post form ↔ API', () => {
  it('round-trips a post into an update payload the shared schema accepts, with its version', () => {
    const payload = formToPostPayload(postToForm(post), post.version);
    const checked = validate(postUpdateSchema, payload);
    expect(checked.ok).toBe(true);
    expect(payload).toMatchObject({ slug: 'melhores-fones', categoryId: 3, imageUrl: null, keyword: null, publishAt: '2026-12-01T12:00:00.000Z', version: 4 });
    expect(payload).toMatchObject({ seoTitle: 'Os melhores fones', seoDescription: null, socialImage: '/imagens/fones.png', noindex: true });
    // The byline's order survives the form (issue 25 item 4).
    expect(payload.authorIds).toEqual([5, 2]);
  });

  it('leaves the authors out of a new post\'s payload when none are chosen (the server signs it with the creator), sends them when chosen', () => {
    const values = { ...emptyPost(), title: 'Fones', slug: 'fones' };
    expect(formToPostPayload(values)).not.toHaveProperty('authorIds');
    expect(formToPostPayload({ ...values, authorIds: '3,1' }).authorIds).toEqual([3, 1]);
    // An update with none chosen sends an empty list: the site signs it.
    expect(formToPostPayload(values, 2).authorIds).toEqual([]);
  });

  it('reports a too-long SEO title on its field before sending', () => {
    const values = { ...emptyPost(), title: 'Fones', slug: 'fones', seoTitle: 'x'.repeat(71) };
    const checked = validate(postInputSchema, formToPostPayload(values));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual(['seoTitle']);
  });

  it('reports a scheduled post without a time on the publishAt field', () => {
    const values = { ...emptyPost(), title: 'Agendado', slug: 'agendado', status: 'scheduled' as const, publishAt: '' };
    expect(validate(postInputSchema, formToPostPayload(values))).toEqual({ ok: false, errors: { publishAt: 'Data de publicação: obrigatória para um item agendado' } });
  });

  it('reports a reserved slug and an empty title on their fields', () => {
    const values = { ...emptyPost('br'), title: '  ', slug: 'avaliacao' };
    const checked = validate(postInputSchema, formToPostPayload(values));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['slug', 'title']);
  });

  it('suggests a slug without the date placeholders, so the URL does not go stale', () => {
    expect(suggestSlug('Melhores fones de {month} {year}')).toBe('melhores-fones');
    expect(suggestSlug('Café & Chá: guia {{Year}}')).toBe('cafe-cha-guia');
  });
});
