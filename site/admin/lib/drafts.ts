/**
 * Unsaved editor text kept in the tab's session storage, so nothing typed is lost when the session
 * expires mid-edit (401 → login → back), the tab reloads, or the editor navigates away by mistake.
 * The values, the version they were based on and the values of that version (the base of the 409
 * merge) are kept; a later save of an old draft meets the normal 409 check and its three-way
 * merge, so a draft can never silently overwrite someone else's work.
 */

export interface Draft<V> {
  values: V;
  /** The row version the draft was typed against (undefined for a new item). */
  version?: number;
  /** The form as that version held it, so a 409 can tell the draft's changes from others' (absent in older drafts). */
  base?: V;
  savedAt: string;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftStore {
  load<V>(key: string): Draft<V> | undefined;
  save<V>(key: string, values: V, version: number | undefined, now?: Date, base?: V): void;
  clear(key: string): void;
}

const PREFIX = 'admin-draft:';

function sessionStorageOrNone(): DraftStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A store over `storage` (the tab's sessionStorage by default); storage failures are ignored. */
export function createDraftStore(storage: DraftStorage | undefined = sessionStorageOrNone()): DraftStore {
  return {
    load<V>(key: string) {
      try {
        const text = storage?.getItem(PREFIX + key);
        if (!text) return undefined;
        const draft = JSON.parse(text) as Draft<V>;
        return draft && typeof draft === 'object' && 'values' in draft ? draft : undefined;
      } catch {
        return undefined;
      }
    },
    save(key, values, version, now = new Date(), base = undefined) {
      try {
        storage?.setItem(PREFIX + key, JSON.stringify({ values, version, base, savedAt: now.toISOString() }));
      } catch {
        // Quota exceeded or storage disabled: the form still holds the text.
      }
    },
    clear(key) {
      try {
        storage?.removeItem(PREFIX + key);
      } catch {
        // See save.
      }
    },
  };
}
