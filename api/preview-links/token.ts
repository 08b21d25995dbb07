/**
 * Preview link tokens: 256 random bits, base64url (43 characters, safe in a path). The database
 * keeps only their SHA-256, so a leaked backup or a read of the table opens no preview.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A fresh token and the hash to store for it. */
export function newPreviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashPreviewToken(token) };
}

/** Hex SHA-256 of a token, the form `preview_links.token_hash` holds. */
export function hashPreviewToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
