/**
 * /api/admin/authors: author profiles (issue 25 item 4). Editors create, edit and delete any
 * profile (`authors.manage`); an author or contributor edits only the profile of their own account
 * and cannot hand it to another account.
 */
import { can } from '../../../shared/auth/roles';
import { authorStore, listAdminAuthors } from '../../../shared/db/queries/admin/authors';
import { authorInputSchema, authorListQuerySchema, authorUpdateSchema, type AdminAuthor, type AuthorInput } from '../../../shared/schemas/author';
import { idSchema } from '../../../shared/schemas/common';
import type { AdminUser } from '../../auth/require-admin';
import { forbiddenMessage } from '../../auth/permissions';
import type { AppDeps } from '../../deps';
import { ForbiddenError } from '../../http/errors';
import { authorChange } from '../../publish/content-change';
import { resourceRouter } from './resource-router';

/** An account without `authors.manage` changes only its own profile, and keeps it its own. */
export function assertCanEditAuthor(admin: AdminUser, before: AdminAuthor | null, after: AuthorInput): void {
  if (can(admin, 'authors.manage')) return;
  if (!before || before.accountId !== admin.id) throw new ForbiddenError('authors.manage', 'Você só pode alterar o seu próprio perfil de autor.');
  if ((after.accountId ?? null) !== admin.id) throw new ForbiddenError('authors.manage', forbiddenMessage('authors.manage'));
}

export function authorRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    path: '/authors',
    store: authorStore,
    key: idSchema,
    keyName: 'id',
    listQuery: authorListQuerySchema,
    list: listAdminAuthors,
    create: authorInputSchema,
    update: authorUpdateSchema,
    deletable: true,
    guard: assertCanEditAuthor,
    // The author's pages, and the bylines of their items when the name, slug or photo changed.
    publish: authorChange,
  });
}
