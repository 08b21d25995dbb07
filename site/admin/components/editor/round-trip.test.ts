/**
 * Round trip (issue 26 item 1): every body of the demo seed — posts and reviews of every seeded
 * locale — loaded into the editor's CodeMirror state reads back byte for byte, and a form save of
 * the untouched post or review sends that same body.
 */
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../../content-scripts/seed/corpus';
import type { AdminPost } from '../../../../shared/schemas/post';
import { postUpdateSchema } from '../../../../shared/schemas/post';
import { reviewUpdateSchema, type AdminReview } from '../../../../shared/schemas/review';
import { formToPostPayload, postToForm } from '../../forms/post-form';
import { formToReviewPayload, reviewToForm } from '../../forms/review-form';
import { validate } from '../../forms/validate';
import { directiveLines } from './directive-blocks';
import { bodyExtensions } from './extensions';

const corpus = generateCorpus({ now: new Date('2026-11-20T12:00:00Z') });
const bodies = [...corpus.posts.map((p) => ({ what: `post ${p.locale}/${p.slug}`, text: p.content })), ...corpus.reviews.map((r, i) => ({ what: `review ${r.locale} #${i}`, text: r.body }))];

describe('the body editor keeps every seeded body as it is', () => {
  it('covers posts and reviews of every seeded locale', () => {
    const locales = new Set([...corpus.posts.map((p) => p.locale), ...corpus.reviews.map((r) => r.locale)]);
    expect([...locales].sort()).toEqual(['br', 'it', 'mx']);
    expect(bodies.length).toBeGreaterThan(150);
  });

  it('reads back every body byte-identical after loading it with the editor extensions', () => {
    const changed = bodies.filter(({ text }) => EditorState.create({ doc: text, extensions: bodyExtensions() }).doc.toString() !== text);
    expect(changed.map((b) => b.what)).toEqual([]);
  });

  it('keeps Windows line ends, tabs and trailing spaces of an imported body', () => {
    const text = 'Linha um  \r\n\tdois\r\n\r\n| a | b |\r\n| - | - |\r\n';
    expect(EditorState.create({ doc: text, extensions: bodyExtensions() }).doc.toString()).toBe(text);
  });

  it('marks the demo comparison table and ranked list as blocks without touching their text', () => {
    const withLists = bodies.filter((b) => b.text.includes('::products{'));
    expect(withLists.length).toBeGreaterThan(0);
    for (const { text } of withLists) {
      const state = EditorState.create({ doc: text, extensions: bodyExtensions() });
      const kinds = directiveLines(state).map((d) => d.directive.kind);
      expect(kinds).toContain('products');
      expect(state.doc.toString()).toBe(text);
    }
  });
});

/** What the editor hands the form for an untouched body: the text its state reads back. */
const throughEditor = (text: string) => EditorState.create({ doc: text, extensions: bodyExtensions() }).doc.toString();

const post: AdminPost = {
  id: 7, createdBy: null, reviewNote: null, locale: 'br', slug: 'melhores-fones', title: 'Melhores fones', excerpt: 'Resumo', content: '',
  imageUrl: null, categoryId: 3, keyword: null, translationKey: null, publishedAt: null, createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z', status: 'draft', publishAt: null, version: 4, seoTitle: null, seoDescription: null,
  socialImage: null, noindex: false, authorIds: [5],
};

describe('saving an untouched body sends it unchanged', () => {
  it('a post form saves each seeded post body exactly as loaded', () => {
    const changed = corpus.posts.filter((p) => {
      const form = postToForm({ ...post, locale: p.locale as AdminPost['locale'], content: p.content });
      const sent = validate(postUpdateSchema, { ...formToPostPayload({ ...form, content: throughEditor(form.content) }, post.version), baseVersion: post.version });
      return !sent.ok || sent.data.content !== p.content;
    });
    expect(changed.map((p) => p.slug)).toEqual([]);
  });

  it('a review form saves each seeded review body exactly as loaded', () => {
    const changed = corpus.reviews.filter((r) => {
      const review = {
        id: 3, productId: 9, locale: r.locale, slug: 'fone-x-vale-a-pena', title: 'Avaliação', excerpt: '', body: r.body, rating: 4.5, pros: [], cons: [], verdict: '',
        testedText: '', testedFrom: null, testedTo: null, testedPhotos: [], status: 'draft', publishAt: null, translationKey: null, seoTitle: null,
        seoDescription: null, noindex: false, authorIds: [5], version: 2,
      } as unknown as AdminReview;
      const form = reviewToForm(review);
      const sent = validate(reviewUpdateSchema, { ...formToReviewPayload({ ...form, body: throughEditor(form.body) }, 2), baseVersion: 2 });
      return !sent.ok || sent.data.body !== r.body;
    });
    expect(changed.length).toBe(0);
    expect(corpus.reviews.length).toBeGreaterThan(50);
  });
});
