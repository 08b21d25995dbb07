/** Typed hooks for `/api/admin/categories` (one slug, a name per locale). */
import { useQuery } from '@tanstack/react-query';
import type { AdminCategory, CategoryInput, CategoryUpdateInput } from '../../../shared/schemas/category';
import { apiRequest } from '../../lib/api';
import { createResourceHooks } from './resource';
import type { ListPage } from './types';

export const categories = createResourceHooks<AdminCategory, CategoryInput, CategoryUpdateInput>('categories');

/** Every category (there are about ten), for selects and filters. */
export function useAllCategories() {
  return useQuery({
    queryKey: [categories.base, { limit: 200 }],
    queryFn: ({ signal }) => apiRequest<ListPage<AdminCategory>>('GET', categories.base, { limit: 200 }, { signal }),
  });
}
