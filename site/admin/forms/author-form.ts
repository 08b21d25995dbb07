/** An author profile's editable values (issue 25 item 4) and their conversion to the API shapes. */
import { LOCALES, type Locale } from '../../../shared/locales';
import type { AdminAuthor } from '../../../shared/schemas/author';
import type { FieldSpec } from '../lib/diff';
import { orNull } from './blank';

type Bios = Record<`bio_${Locale}`, string>;

export type AuthorFormValues = {
  displayName: string;
  slug: string;
  /** The account's id as typed; '' for a profile without an account. */
  accountId: string;
  photoUrl: string;
  expertise: string;
  /** One link a line. */
  sameAs: string;
} & Bios;

const bios = (a?: AdminAuthor) => Object.fromEntries(LOCALES.map((l) => [`bio_${l}`, a?.bio[l] ?? ''])) as Bios;

export function emptyAuthor(accountId?: number): AuthorFormValues {
  return { displayName: '', slug: '', accountId: accountId ? String(accountId) : '', photoUrl: '', expertise: '', sameAs: '', ...bios() };
}

export function authorToForm(a: AdminAuthor): AuthorFormValues {
  return {
    displayName: a.displayName, slug: a.slug, accountId: a.accountId === null ? '' : String(a.accountId), photoUrl: a.photoUrl ?? '',
    expertise: a.expertise, sameAs: a.sameAs.join('\n'), ...bios(a),
  };
}

export function formToAuthorPayload(v: AuthorFormValues, version?: number) {
  const bio: Partial<Record<Locale, string>> = {};
  for (const l of LOCALES) if (v[`bio_${l}`].trim()) bio[l] = v[`bio_${l}`].trim();
  const account = v.accountId.trim();
  const payload = {
    displayName: v.displayName,
    slug: v.slug.trim(),
    // A typed id that is not a number is sent as is: the schema names the field.
    accountId: account === '' ? null : /^\d+$/.test(account) ? Number(account) : (account as unknown as number),
    photoUrl: orNull(v.photoUrl),
    expertise: v.expertise,
    sameAs: v.sameAs.split('\n').map((s) => s.trim()).filter(Boolean),
    bio,
  };
  return version === undefined ? payload : { ...payload, version };
}

/** Server issues name `bio.it` or `sameAs.0`; the form fields are `bio_it` and `sameAs`. */
export function authorErrorKey(path: string): string {
  const bio = /^bio\.([a-z]+)$/.exec(path);
  if (bio) return `bio_${bio[1]}`;
  return path.startsWith('sameAs') ? 'sameAs' : path;
}

export const AUTHOR_DIFF_FIELDS: FieldSpec<AuthorFormValues>[] = [
  { key: 'displayName', label: 'Nome' },
  { key: 'slug', label: 'Slug' },
  { key: 'accountId', label: 'Conta' },
  { key: 'photoUrl', label: 'Foto' },
  { key: 'expertise', label: 'Especialidade' },
  { key: 'sameAs', label: 'Links' },
  ...LOCALES.map((l) => ({ key: `bio_${l}` as const, label: `Bio (${l})` })),
];
