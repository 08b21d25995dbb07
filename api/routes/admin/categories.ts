/** /api/admin/categories: categories with a name per locale (reference in resources.ts). */
import { categoryStore, listAdminCategories } from '../../../shared/db/queries/admin/categories';
import { categoryListQuerySchema } from '../../../shared/schemas/admin';
import { categoryInputSchema, categoryUpdateSchema, type AdminCategory } from '../../../shared/schemas/category';
import { idSchema } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { siteWideChange } from '../../publish/content-change';
import { categoryAddresses, redirectingStore } from '../../../shared/db/queries/admin/redirecting-store';
import { resourceRouter } from './resource-router';

export function categoryRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    path: '/categories',
    // Renames and deletes record their redirects in the save's transaction (issue 16).
    store: redirectingStore(categoryStore, categoryAddresses, { gone: false }),
    key: idSchema,
    keyName: 'id',
    listQuery: categoryListQuerySchema,
    list: listAdminCategories,
    create: categoryInputSchema,
    update: categoryUpdateSchema,
    deletable: true,
    // Category names appear in every locale's menus, cards and category pages.
    publish: siteWideChange('category', (c: AdminCategory) => c.id, (c: AdminCategory) => c.slug),
  });
}
