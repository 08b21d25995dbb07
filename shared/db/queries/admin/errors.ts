/**
 * Why an admin write was refused, as plain errors the data layer throws and the API maps to 4xx
 * answers (api/routes/admin/http.ts). No HTTP here: the same refusals serve CLIs and jobs.
 */

/** The row to change does not exist (any more). */
export class RowNotFoundError extends Error {
  constructor(readonly entity: string, readonly key: string | number) {
    super(`No ${entity} '${key}'`);
  }
}

/** The editor saved over a version that is no longer current; `current` is the row as it is now. */
export class StaleVersionError extends Error {
  constructor(readonly entity: string, readonly current: unknown, sentVersion: number, currentVersion: number) {
    super(
      `This ${entity} was changed by someone else since you loaded it (your version ${sentVersion}, current ${currentVersion}). ` +
        'Reload it, or copy your text and apply it again.',
    );
  }
}

/**
 * A save sent on the current version but based on an older one (`baseVersion`) would put back the
 * older value of fields someone else changed since (a lost update, issue 24 §1). Answered like a
 * stale version (409 conflict with `current`), naming the fields, so the client merges again.
 */
export class RevertRefusedError extends StaleVersionError {
  constructor(entity: string, current: unknown, version: number, readonly fields: string[]) {
    super(entity, current, version, version);
    this.message =
      `This save would undo changes someone else made to this ${entity} since your version (${fields.join(', ')}). ` +
      'Take their values for those fields, or choose yours explicitly, and save again.';
  }
}

/** A value that must be unique (slug per locale, ASIN per locale, setting key…) is taken. */
export class DuplicateError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
  }
}

/** A field names a row that does not exist or may not be used (category id, product id). */
export class InvalidReferenceError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
  }
}

/** A delete that would break other rows; `references` tells the editor which ones. */
export class InUseError extends Error {
  constructor(message: string, readonly references: unknown) {
    super(message);
  }
}

/** A change the rules refuse that is not about one field (e.g. deleting a built-in setting). */
export class RefusedError extends Error {}

interface DriverError {
  code?: string;
  detail?: string;
  message?: string;
}

/**
 * The columns of the unique constraint a failed INSERT/UPDATE hit, or undefined when the error is
 * not a unique violation. SQLite (better-sqlite3) names them in the message
 * ("UNIQUE constraint failed: posts.locale, posts.slug"), PostgreSQL in `detail`
 * ("Key (locale, slug)=(br, x) already exists.").
 */
export function uniqueViolationColumns(err: unknown): string[] | undefined {
  const e = (err ?? {}) as DriverError;
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const list = /constraint failed: (.+)$/.exec(e.message ?? '')?.[1] ?? '';
    return list.split(',').map((c) => c.trim().split('.').pop() ?? '').filter(Boolean);
  }
  if (e.code === '23505') {
    const list = /Key \(([^)]+)\)=/.exec(e.detail ?? '')?.[1] ?? '';
    return list.split(',').map((c) => c.trim().replace(/^"|"$/g, '')).filter(Boolean);
  }
  return undefined;
}

/** True for a foreign-key violation on either dialect (a referenced row vanished mid-request). */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as DriverError | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/**
 * Turns a constraint violation the pre-checks could not see (two editors saving the same slug at
 * the same instant) into the same refusal the pre-check gives, so a race never becomes a 500.
 * Other errors are returned unchanged.
 */
export function translateConstraintError(err: unknown, entity: string): unknown {
  const columns = uniqueViolationColumns(err);
  if (columns) {
    // The interesting column is the last one: (locale, slug) → slug, (locale, asin) → asin.
    const field = columns.filter((c) => c !== 'locale').pop() ?? columns.pop() ?? 'id';
    const name = field === 'locale' ? 'locale' : camelCase(field);
    return new DuplicateError(name, `${name} is already used by another ${entity}`);
  }
  if (isForeignKeyViolation(err)) {
    const column = /Key \(([^)]+)\)=/.exec((err as DriverError).detail ?? '')?.[1];
    return new InvalidReferenceError(column ? camelCase(column) : 'id', `${column ? camelCase(column) : 'A referenced row'} does not exist (any more)`);
  }
  return err;
}

function camelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}
