/**
 * Per-page SEO fields (issue 16 item 3) through the admin API: saved and read back on posts,
 * reviews and categories; emptied fields come back null (the spec's defaults); too long or
 * malformed values are refused with a 400 naming the field, writing nothing.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { adminCategorySchema } from '../../../shared/schemas/category';
import { adminPostSchema } from '../../../shared/schemas/post';
import { adminReviewSchema } from '../../../shared/schemas/review';
import { SEO_LIMITS } from '../../../shared/schemas/seo';
import { adminClient, expectRefusedUnchanged, type AdminTestClient } from './testing';

describeEachDatabase('per-page SEO through the admin API', (getDb) => {
  let api: AdminTestClient;
  let productId = 0;
  beforeAll(async () => {
    await insertLocaleConfigs(getDb());
    productId = await insertProduct(getDb(), { locale: 'br', asin: 'B0SEO00001' });
    api = await adminClient(getDb());
  });

  const post = (slug: string, extra: Record<string, unknown> = {}) => ({ locale: 'br', slug, title: `Post ${slug}`, content: 'Texto.', status: 'published', ...extra });
  const review = (slug: string, extra: Record<string, unknown> = {}) => ({ locale: 'br', slug, productId, title: `Review ${slug}`, body: 'Corpo.', rating: 4, pros: [], cons: [], verdict: 'Bom.', status: 'published', ...extra });

  it('a post keeps its SEO title, description, social image and noindex; an emptied field comes back null', async () => {
    const created = await api.json('POST', '/api/admin/posts', post('seo-post', {
      seoTitle: '  Os melhores fones de 2026  ',
      seoDescription: 'Testamos 12 fones e escolhemos os melhores.',
      socialImage: 'https://cdn.example.com/fones.png',
      noindex: true,
    }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(adminPostSchema.strict().parse(created.body)).toMatchObject({
      seoTitle: 'Os melhores fones de 2026',
      seoDescription: 'Testamos 12 fones e escolhemos os melhores.',
      socialImage: 'https://cdn.example.com/fones.png',
      noindex: true,
    });
    const list = await api.json('GET', '/api/admin/posts?q=seo-post');
    expect(list.body.items[0]).toMatchObject({ seoTitle: 'Os melhores fones de 2026', noindex: true });
    const updated = await api.json('PUT', `/api/admin/posts/${created.body.id}`, { ...created.body, seoTitle: '', seoDescription: '', socialImage: '/imagens/fones.png', noindex: false });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ seoTitle: null, seoDescription: null, socialImage: '/imagens/fones.png', noindex: false });
    // The publisher learns the switch, to take the page out of sitemaps, feed and hreflang sets.
    expect(api.publisher.requests.at(-1)!.placement).toMatchObject({ before: { noindex: true }, after: { noindex: false } });
  });

  it('refuses a too-long SEO title or description, a multi-line one, and a social image that is not https or a site path', async () => {
    const tooLong = await expectRefusedUnchanged(getDb(), 400, () =>
      api.json('POST', '/api/admin/posts', post('seo-longo', { seoTitle: 'x'.repeat(SEO_LIMITS.title + 1), seoDescription: 'y'.repeat(SEO_LIMITS.description + 1) })),
    );
    expect(tooLong.issues.map((i: any) => [i.path, i.message]).sort()).toEqual([
      ['seoDescription', `seoDescription is too long: at most ${SEO_LIMITS.description} characters`],
      ['seoTitle', `seoTitle is too long: at most ${SEO_LIMITS.title} characters`],
    ]);
    // Exactly at the limits is fine.
    const atLimit = await api.json('POST', '/api/admin/posts', post('seo-no-limite', { seoTitle: 'x'.repeat(SEO_LIMITS.title), seoDescription: 'y'.repeat(SEO_LIMITS.description) }));
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(201);
    const twoLines = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', post('seo-linhas', { seoTitle: 'um\ndois' })));
    expect(twoLines.issues[0]).toMatchObject({ path: 'seoTitle', message: 'seoTitle must be one line' });
    for (const socialImage of ['http://cdn.example.com/a.png', '//evil.example/a.png', 'javascript:alert(1)', 'imagem.png', 7]) {
      const bad = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', post('seo-imagem', { socialImage })));
      expect(bad.issues[0].path, String(socialImage)).toBe('socialImage');
      expect(bad.issues[0].message).toMatch(/https:\/\/ URL or a site path/);
    }
    const notBool = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', post('seo-noindex', { noindex: 'sim' })));
    expect(notBool.issues[0]).toMatchObject({ path: 'noindex', message: 'noindex must be true or false' });
  });

  it('a review keeps its SEO title, description and noindex, and refuses a too-long description', async () => {
    const created = await api.json('POST', '/api/admin/reviews', review('seo-review', { seoTitle: 'Fone X: vale a pena?', seoDescription: 'Nossa análise.', noindex: true }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(adminReviewSchema.strict().parse(created.body)).toMatchObject({ seoTitle: 'Fone X: vale a pena?', seoDescription: 'Nossa análise.', noindex: true });
    const bad = await expectRefusedUnchanged(getDb(), 400, () =>
      api.json('PUT', `/api/admin/reviews/${created.body.id}`, { ...created.body, seoDescription: 'z'.repeat(SEO_LIMITS.description + 1) }),
    );
    expect(bad.issues[0]).toMatchObject({ path: 'seoDescription' });
  });

  it('a category keeps an SEO title and description per locale and a noindex switch; refuses too long or one without a name', async () => {
    const created = await api.json('POST', '/api/admin/categories', {
      slug: 'seo-cozinha',
      names: { br: 'Cozinha', it: 'Cucina' },
      seo: { br: { title: 'Utensílios de cozinha', description: 'Os melhores para sua cozinha.' }, it: { title: '', description: '' } },
      noindex: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(adminCategorySchema.strict().parse(created.body)).toMatchObject({ seo: { br: { title: 'Utensílios de cozinha', description: 'Os melhores para sua cozinha.' } }, noindex: true });
    // An emptied locale is no SEO text at all.
    expect(created.body.seo.it).toBeUndefined();
    const long = await expectRefusedUnchanged(getDb(), 400, () => api.json('PUT', `/api/admin/categories/${created.body.id}`, { ...created.body, seo: { br: { title: 't'.repeat(SEO_LIMITS.title + 1) } } }));
    expect(long.issues[0]).toMatchObject({ path: 'seo.br.title', message: `title is too long: at most ${SEO_LIMITS.title} characters` });
    const nameless = await expectRefusedUnchanged(getDb(), 400, () => api.json('PUT', `/api/admin/categories/${created.body.id}`, { ...created.body, seo: { mx: { title: 'Cocina' } } }));
    expect(nameless.issues[0]).toMatchObject({ path: 'seo.mx' });
    const off = await api.json('PUT', `/api/admin/categories/${created.body.id}`, { ...created.body, noindex: false, seo: {} });
    expect(off.body).toMatchObject({ noindex: false, seo: {} });
  });
});
