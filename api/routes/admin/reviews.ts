/** /api/admin/reviews: product reviews of every locale (reference in resources.ts). */
import { listAdminReviews, reviewStore } from '../../../shared/db/queries/admin/reviews';
import { reviewListQuerySchema } from '../../../shared/schemas/admin';
import { idSchema } from '../../../shared/schemas/common';
import { reviewInputSchema, reviewUpdateSchema } from '../../../shared/schemas/review';
import type { AppDeps } from '../../deps';
import { localizedChange } from '../../publish/content-change';
import { resourceRouter } from './resource-router';

export function reviewRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    path: '/reviews',
    store: reviewStore,
    key: idSchema,
    keyName: 'id',
    listQuery: reviewListQuerySchema,
    list: listAdminReviews,
    create: reviewInputSchema,
    update: reviewUpdateSchema,
    deletable: true,
    publish: localizedChange('review'),
  });
}
