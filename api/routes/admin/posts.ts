/** /api/admin/posts: posts of every locale and status (reference in resources.ts). */
import { listAdminPosts, postStore } from '../../../shared/db/queries/admin/posts';
import { postListQuerySchema } from '../../../shared/schemas/admin';
import { idSchema } from '../../../shared/schemas/common';
import { postInputSchema, postUpdateSchema } from '../../../shared/schemas/post';
import type { AppDeps } from '../../deps';
import { localizedChange } from '../../publish/content-change';
import { postAddresses, redirectingStore } from '../../../shared/db/queries/admin/redirecting-store';
import { revisionedStore } from '../../../shared/db/queries/admin/revisioned-store';
import { resourceRouter } from './resource-router';

export function postRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    access: 'editorial',
    path: '/posts',
    // Renames and deletes record their redirects, and every save a revision, in the save's
    // transaction (issue 16).
    store: revisionedStore(redirectingStore(postStore, postAddresses, { gone: true }), 'post'),
    key: idSchema,
    keyName: 'id',
    listQuery: postListQuerySchema,
    list: listAdminPosts,
    create: postInputSchema,
    update: postUpdateSchema,
    deletable: true,
    // A restore brings back what the editor wrote, not the address or publication state.
    revisions: { kind: 'post', restored: ['title', 'excerpt', 'content', 'imageUrl', 'categoryId', 'keyword'] },
    publish: localizedChange('post'),
  });
}
