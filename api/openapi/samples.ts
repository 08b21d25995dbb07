/**
 * Example answers, as the live API gives them on the seeded database of ./fixture.ts. Each is
 * checked against its documented schema (examples.test.ts) and the calls beside them against the
 * live API (live.test.ts), so they cannot drift silently.
 */
const T0 = '2026-01-01T00:00:00.000Z';
const T1 = '2026-06-01T12:00:00.000Z';

const localeConfig = {
  id: 1, locale: 'br', status: 'active', siteName: 'ReviewHub', currency: 'BRL', currencySymbol: 'R$',
  amazonDomain: 'amazon.com.br', affiliateId: 'test-br-21', language: 'pt-BR', showPrices: true,
};
const post = {
  id: 1, locale: 'br', slug: 'melhores-fones-bluetooth', title: 'Melhores fones bluetooth', excerpt: 'Os fones que testamos.',
  imageUrl: null, categoryId: 1, keyword: 'fone bluetooth', createdAt: T0, updatedAt: T0, publishedAt: T0, translationKey: 'fones',
  content: '# Melhores fones bluetooth\n\nBody.',
};
const { content: _content, ...postSummary } = post;
const adminPost = { ...post, status: 'published', publishAt: null, version: 1, createdBy: null, reviewNote: null, seoTitle: null, seoDescription: null, noindex: false, socialImage: null, authorIds: [1] };
const adminProduct = {
  id: 1, locale: 'br', slug: 'fone-x', asin: 'B0FONE0001', title: 'Fone X', brand: 'Marca', imageUrl: null, priceCents: 19990,
  listPriceCents: null, currency: 'BRL', availability: 'unknown', priceUpdatedAt: null, rating: null, ratingCount: null, categoryId: 1,
  premium: false, launchDate: null, marketplaceUrl: null, translationKey: null, createdAt: T0, updatedAt: T0, status: 'published',
  version: 1, linkStatus: null, linkCheckedAt: null, linkError: null, needsDetails: false,
};
const adminReview = {
  id: 1, locale: 'br', slug: 'fone-x-review', productId: 1, title: 'Fone X: análise', excerpt: 'Um bom fone.', body: 'Body', rating: 4.5,
  pros: ['good'], cons: ['bad'], verdict: 'Fine.', publishedAt: T0, createdAt: T0, updatedAt: T0, translationKey: null,
  testedText: 'Usamos o fone por três semanas, no metrô e no escritório.', testedFrom: '2026-05-01', testedTo: '2026-05-21', testedPhotos: [],
  status: 'published', publishAt: null, version: 1, createdBy: null, reviewNote: null, checkedBy: null, checkedAt: null, seoTitle: null, seoDescription: null, noindex: false,
  authorIds: [1],
};
const revisionSummary = { id: 1, kind: 'post', itemId: 1, itemVersion: 1, userId: null, username: null, title: 'Melhores fones bluetooth', changedFields: null, createdAt: T0 };

export const sample = {
  localeConfig,
  adminLocaleConfig: { ...localeConfig, updatedAt: T0, version: 1 },
  post,
  postSummary,
  adminPost,
  adminPostSummary: (({ content: _, authorIds: _a, ...rest }) => rest)(adminPost),
  category: { id: 1, slug: 'audio', name: 'Áudio' },
  adminCategory: { id: 1, slug: 'audio', sortOrder: 1, names: { br: 'Áudio', es: 'Audio', it: 'Audio', mx: 'Audio', us: 'Audio' }, seo: {}, noindex: false, updatedAt: T0, version: 1 },
  adminProduct,
  adminReview,
  adminReviewSummary: (({ body: _, authorIds: _a, ...rest }) => rest)(adminReview),
  adminAuthor: {
    id: 1, accountId: 1, slug: 'ana-souza', displayName: 'Ana Souza', bio: { br: 'Testa fones há dez anos.', us: 'Has tested headphones for ten years.' },
    photoUrl: null, expertise: 'Áudio', sameAs: ['https://www.linkedin.com/in/ana-souza'], updatedAt: T0, version: 1,
  },
  reviewHit: { id: 1, href: '/br/avaliacao/fone-x-review', title: 'Fone X: análise', excerpt: 'Um bom fone.', rating: 4.5, productTitle: 'Fone X', imageUrl: null },
  setting: { key: 'site_name', value: 'Ofertas Testadas', updatedAt: T0, version: 1 },
  contactMessage: { id: 1, locale: 'br', name: 'Ana', email: 'ana@example.com', subject: 'Olá', message: 'Uma mensagem de teste.', readAt: null, createdAt: T0 },
  auditEntry: {
    id: 1, userId: 1, username: 'editor1', action: 'update', entity: 'post', entityId: '1', itemTitle: 'Melhores fones bluetooth',
    before: { title: 'Melhores fones bluetooth', version: 1 }, after: { title: 'Melhores fones bluetooth', version: 2 }, createdAt: T1,
  },
  revisionSummary,
  revision: { ...revisionSummary, fields: adminPost },
  user: { id: 1, username: 'editor1', email: 'editor1@example.com', role: 'administrator', regions: [] },
  account: {
    id: 1, username: 'editor1', email: 'editor1@example.com', role: 'administrator', regions: [], disabled: false, setPasswordPending: false,
    createdAt: T1, updatedAt: T1, version: 1,
  },
  T0,
  T1,
};
