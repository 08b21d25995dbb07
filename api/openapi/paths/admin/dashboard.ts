/** Description of api/routes/admin/dashboard.ts: everything the admin home shows, in one call. */
import { dashboardSchema } from '../../answers';
import { errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const draft = { kind: 'post', id: 7, locale: 'br', title: 'Guia de fones', status: 'draft', updatedAt: sample.T1, publishAt: null };

export const dashboardOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/dashboard', tag: 'dashboard',
    summary: "The admin home: own drafts, scheduled items, the review queue, latest builds, link findings, 7 days of clicks and the team's activity (each list at most 8 entries)",
    responses: { 200: json('The dashboard', dashboardSchema), ...errors(401) },
    examples: [
      {
        name: 'dashboard', status: 200, call: { path: '/api/admin/dashboard' },
        value: {
          myDrafts: { total: 1, items: [draft] },
          scheduled: { total: 1, items: [{ ...draft, id: 8, title: 'Ofertas de dezembro', status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z' }] },
          pendingReview: { posts: 0, reviews: 1, items: [{ ...draft, kind: 'review', id: 3, title: 'Fone X: análise', status: 'pending_review' }] },
          builds: [{ id: 12, kind: 'incremental', trigger: 'post 7 update', status: 'succeeded', startedAt: sample.T1, finishedAt: sample.T1, pagesDone: 6, pagesTotal: 6 }],
          linkFindings: { products: 1, byKind: { broken: 0, unavailable: 1, tag_missing: 0, redirected: 0 }, items: [{ productId: 1, title: 'Fone X', locale: 'br', kinds: ['unavailable'] }] },
          clicks: { from: '2026-05-26', to: '2026-06-01', total: 3, points: [{ day: '2026-05-26', clicks: 0 }, { day: '2026-05-27', clicks: 3 }] },
          activity: [{ id: 40, at: sample.T1, user: 'editor1', action: 'update', entity: 'post', entityId: '7', title: 'Guia de fones', exists: true }],
        },
      },
      unauthorizedExample('/api/admin/dashboard'),
    ],
  }),
];
