/** /api/admin/products: products of every locale (reference in resources.ts). */
import { listAdminProducts, productStore } from '../../../shared/db/queries/admin/products';
import { productListQuerySchema } from '../../../shared/schemas/admin';
import { idSchema } from '../../../shared/schemas/common';
import { productInputSchema, productUpdateSchema } from '../../../shared/schemas/product';
import type { AppDeps } from '../../deps';
import { localizedChange } from '../../publish/content-change';
import { resourceRouter } from './resource-router';

export function productRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    path: '/products',
    store: productStore,
    key: idSchema,
    keyName: 'id',
    listQuery: productListQuerySchema,
    list: listAdminProducts,
    create: productInputSchema,
    update: productUpdateSchema,
    deletable: true,
    publish: localizedChange('product'),
  });
}
