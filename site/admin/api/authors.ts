/** Typed hooks for `/api/admin/authors` (author profiles, issue 25 item 4). */
import { useQuery } from '@tanstack/react-query';
import type { AdminAuthor, AuthorInput, AuthorUpdateInput } from '../../../shared/schemas/author';
import { apiRequest } from '../../lib/api';
import { createResourceHooks } from './resource';
import type { ListPage } from './types';

export const authors = createResourceHooks<AdminAuthor, AuthorInput, AuthorUpdateInput>('authors');

/** The profiles a post or review can name (a team's writers: one page of 200 holds them). */
export function useAllAuthors() {
  return useQuery({
    queryKey: [authors.base, { limit: 200 }],
    queryFn: ({ signal }) => apiRequest<ListPage<AdminAuthor>>('GET', authors.base, { limit: 200 }, { signal }),
  });
}
