/**
 * The cosmetic admin flag of SPEC §4, kept in local storage: set on a successful login, cleared on
 * a failed login, a connection error, a logout or any 401. The server session is the real gate
 * (DESIGN §7); the flag only decides what the public header shows (read by
 * site/islands/admin-flag.ts). The admin app writes it and never reads it: AuthGuard asks the server.
 */
import { STORAGE_KEYS } from '../../../shared/constants';

/** The part of `Storage` we use, so tests can pass a Map-backed fake. */
export type FlagStorage = Pick<Storage, 'setItem' | 'removeItem'>;

function defaultStorage(): FlagStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames); the flag is cosmetic, so ignore.
    return undefined;
  }
}

/** Sets (`true`) or clears (`false`) the flag. */
export function setAdminFlag(value: boolean, storage: FlagStorage | undefined = defaultStorage()): void {
  try {
    if (value) storage?.setItem(STORAGE_KEYS.adminFlag, 'true');
    else storage?.removeItem(STORAGE_KEYS.adminFlag);
  } catch {
    // See defaultStorage.
  }
}
