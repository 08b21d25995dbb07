/**
 * /api/admin/contact-messages: the contact inbox. Read, mark read/unread (`PUT {read}`), delete;
 * messages arrive only through the public form, so there is no POST. Not on the public site:
 * nothing to republish.
 */
import { contactMessageStore, listContactMessages } from '../../../shared/db/queries/admin/contact-messages';
import { contactListQuerySchema, contactMessageUpdateSchema } from '../../../shared/schemas/admin';
import { idSchema } from '../../../shared/schemas/common';
import type { AppDeps } from '../../deps';
import { resourceRouter } from './resource-router';

export function contactMessageRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    access: 'regional',
    path: '/contact-messages',
    store: contactMessageStore,
    key: idSchema,
    keyName: 'id',
    listQuery: contactListQuerySchema,
    list: listContactMessages,
    update: contactMessageUpdateSchema,
    deletable: true,
  });
}
