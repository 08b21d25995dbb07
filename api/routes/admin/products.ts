/** /api/admin/products: products of every locale (reference in resources.ts). */
import { listAdminProducts, productStore } from '../../../shared/db/queries/admin/products';
import { productListQuerySchema } from '../../../shared/schemas/admin';
import { idSchema } from '../../../shared/schemas/common';
import { productInputSchema, productUpdateSchema } from '../../../shared/schemas/product';
import type { AppDeps } from '../../deps';
import { localizedChange } from '../../publish/content-change';
import { revisionedStore } from '../../../shared/db/queries/admin/revisioned-store';
import { resourceRouter } from './resource-router';

export function productRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    access: 'regional',
    path: '/products',
    // Every save keeps a revision in its transaction (issue 16).
    store: revisionedStore(productStore, 'product'),
    key: idSchema,
    keyName: 'id',
    listQuery: productListQuerySchema,
    list: listAdminProducts,
    create: productInputSchema,
    update: productUpdateSchema,
    deletable: true,
    // A restore brings back what the editor wrote, not the address or publication state.
    revisions: { kind: 'product', restored: ['title', 'brand', 'imageUrl', 'categoryId', 'premium', 'launchDate', 'marketplaceUrl'] },
    publish: localizedChange('product'),
  });
}
