/**
 * Unsaved editor text kept in the tab's session storage, so nothing typed is lost when the session
 * expires mid-edit (401 → login → back), the tab reloads, or the editor navigates away by mistake.
 * Only the values and the version they were based on are kept; a later save of an old draft meets
 * the normal 409 check, so a draft can never silently overwrite someone else's work.
 */

export interface Draft<V> {
  values: V;
  /** The row version the draft was typed against (undefined for a new item). */
  version?: number;
  savedAt: string;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftStore {
  load<V>(key: string): Draft<V> | undefined;
  save<V>(key: string, values: V, version: number | undefined, now?: Date): void;
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
    save(key, values, version, now = new Date()) {
      try {
        storage?.setItem(PREFIX + key, JSON.stringify({ values, version, savedAt: now.toISOString() }));
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
