/**
 * Where the admin shows an item (issue 26 item 2: every dashboard entry links to its screen). An
 * entity without its own screen goes to its list; an unknown one to nothing.
 */
export function adminItemPath(entity: string, id: number | string | null): string | undefined {
  if (id === null || id === '') return undefined;
  const key = encodeURIComponent(String(id));
  switch (entity) {
    case 'post':
      return `/admin/edit/${key}`;
    case 'review':
      return `/admin/reviews/${key}`;
    case 'product':
      return `/admin/products/edit/${key}`;
    case 'media':
      return `/admin/media/${key}`;
    case 'category':
      return '/admin/categories';
    default:
      return undefined;
  }
}
