/** The contact inbox: messages sent through the public form, read and deleted by editors. */
import { whereInRegions, type RegionFilter } from './region-filter';
import type { AdminContactMessage, ContactListQuery, ContactMessageUpdate, Paged } from '../../../schemas/admin';
import { normalizeForSearch } from '../../../format/search-text';
import type { Db } from '../../connect';
import type { ContactMessagesTable } from '../../schema';
import type { Selectable } from 'kysely';
import { matchesLowered } from '../visibility';
import { fetchPage } from './paging';
import { lockIf, type ChangeStore } from './store';

function toMessage(row: Selectable<ContactMessagesTable>): AdminContactMessage {
  return {
    id: row.id,
    locale: row.locale,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}

/**
 * Messages have no version: the only change is marking read or unread, which two editors can
 * both do without losing anything. The sender's IP is kept for rate limits, not shown.
 */
export const contactMessageStore: ChangeStore<AdminContactMessage, number, never, ContactMessageUpdate> = {
  entity: 'contact-message',
  keyOf: (row) => row.id,
  async load(ex, id, options) {
    const row = await lockIf(ex.selectFrom('contact_messages').selectAll().where('id', '=', id), options).executeTakeFirst();
    return row && toMessage(row);
  },
  async update(ex, current, input, { at }) {
    // Marking read twice keeps the first reading time.
    const readAt = input.read ? current.readAt ?? at : null;
    await ex.updateTable('contact_messages').set({ read_at: readAt }).where('id', '=', current.id).execute();
    return true;
  },
  async remove(ex, current) {
    await ex.deleteFrom('contact_messages').where('id', '=', current.id).execute();
  },
};

/** Newest first; `read` filters read/unread, `q` matches name, e-mail or subject (case-insensitive). */
export async function listContactMessages(db: Db, q: ContactListQuery & RegionFilter): Promise<Paged<AdminContactMessage>> {
  let base = whereInRegions(db.kysely.selectFrom('contact_messages'), q);
  if (q.locale) base = base.where('locale', '=', q.locale);
  if (q.read !== undefined) base = base.where('read_at', q.read ? 'is not' : 'is', null);
  const search = normalizeForSearch(q.q);
  if (search) {
    base = base.where((eb) => eb.or((['name', 'email', 'subject'] as const).map((c) => matchesLowered(c, search))));
  }
  const page = base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  return fetchPage(q, base, page, toMessage);
}
