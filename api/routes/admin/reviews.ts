/** /api/admin/reviews: product reviews of every locale (reference in resources.ts). */
import { listAdminReviews, reviewStore } from '../../../shared/db/queries/admin/reviews';
import { reviewListQuerySchema } from '../../../shared/schemas/admin';
import { idSchema } from '../../../shared/schemas/common';
import { reviewInputSchema, reviewUpdateSchema } from '../../../shared/schemas/review';
import type { AppDeps } from '../../deps';
import { localizedChange } from '../../publish/content-change';
import { reviewAddresses, redirectingStore } from '../../../shared/db/queries/admin/redirecting-store';
import { revisionedStore } from '../../../shared/db/queries/admin/revisioned-store';
import { resourceRouter } from './resource-router';

export function reviewRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    access: 'editorial',
    path: '/reviews',
    // Renames and deletes record their redirects, and every save a revision, in the save's
    // transaction (issue 16).
    store: revisionedStore(redirectingStore(reviewStore, reviewAddresses, { gone: true }), 'review'),
    key: idSchema,
    keyName: 'id',
    listQuery: reviewListQuerySchema,
    list: listAdminReviews,
    create: reviewInputSchema,
    update: reviewUpdateSchema,
    deletable: true,
    // A restore brings back what the editor wrote, not the address or publication state.
    revisions: { kind: 'review', restored: ['title', 'excerpt', 'body', 'rating', 'pros', 'cons', 'verdict', 'testedText', 'testedFrom', 'testedTo', 'testedPhotos'] },
    publish: localizedChange('review'),
  });
}
