/**
 * One-time set-password links (issue 25 item 2): 256 random bits in the URL's fragment (never sent
 * to a server, so never in a log), only their SHA-256 in the database, valid 48 hours, spent by
 * their first use. A new link replaces the previous one.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../shared/db/schema';
import { storeSetPasswordLink } from '../../shared/db/queries/admin/accounts';
import type { SetPasswordLink } from '../../shared/schemas/accounts';
import { hashPreviewToken, newPreviewToken } from '../preview-links/token';

export const SET_PASSWORD_LINK_HOURS = 48;

/** The public page that reads the token from the fragment (site/pages/admin/definir-senha). */
export const SET_PASSWORD_PAGE = '/admin/definir-senha';

/** Issues a link for account `id` inside the caller's transaction; the answer is the only copy of the token. */
export async function issueSetPasswordLink(ex: Kysely<Database>, id: number, now: Date): Promise<SetPasswordLink> {
  const { token, hash } = newPreviewToken();
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * 3_600_000);
  await storeSetPasswordLink(ex, id, hash, expiresAt);
  return { url: `${SET_PASSWORD_PAGE}#token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** The stored form of a presented token. */
export const hashSetPasswordToken = hashPreviewToken;
