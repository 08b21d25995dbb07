/** Typed hooks for `/api/admin/products`. */
import type { AdminProduct, ProductInput, ProductUpdateInput } from '../../../shared/schemas/product';
import { createResourceHooks } from './resource';

export const products = createResourceHooks<AdminProduct, ProductInput, ProductUpdateInput>('products');
