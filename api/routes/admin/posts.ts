/** /api/admin/posts: posts of every locale and status (reference in resources.ts). */
import { listAdminPosts, postStore } from '../../../shared/db/queries/admin/posts';
import { postListQuerySchema } from '../../../shared/schemas/admin';
import { idSchema } from '../../../shared/schemas/common';
import { postInputSchema, postUpdateSchema } from '../../../shared/schemas/post';
import type { AppDeps } from '../../deps';
import { localizedChange } from '../../publish/content-change';
import { postAddresses, redirectingStore } from '../../../shared/db/queries/admin/redirecting-store';
import { resourceRouter } from './resource-router';

export function postRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    path: '/posts',
    // Renames and deletes record their redirects in the save's transaction (issue 16).
    store: redirectingStore(postStore, postAddresses, { gone: true }),
    key: idSchema,
    keyName: 'id',
    listQuery: postListQuerySchema,
    list: listAdminPosts,
    create: postInputSchema,
    update: postUpdateSchema,
    deletable: true,
    publish: localizedChange('post'),
  });
}
