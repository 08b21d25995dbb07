/** A category's editable values: its slug, its order and its name in each locale. */
import { LOCALES, type Locale } from '../../../shared/locales';
import type { AdminCategory } from '../../../shared/schemas/category';
import type { FieldSpec } from '../lib/diff';

export type CategoryFormValues = { slug: string; sortOrder: string } & Record<`name_${Locale}`, string>;

export function emptyCategory(): CategoryFormValues {
  const names = Object.fromEntries(LOCALES.map((l) => [`name_${l}`, ''])) as Record<`name_${Locale}`, string>;
  return { slug: '', sortOrder: '0', ...names };
}

export function categoryToForm(c: AdminCategory): CategoryFormValues {
  const names = Object.fromEntries(LOCALES.map((l) => [`name_${l}`, c.names[l] ?? ''])) as Record<`name_${Locale}`, string>;
  return { slug: c.slug, sortOrder: String(c.sortOrder), ...names };
}

/** Empty names are left out: a locale without a name falls back to Portuguese on the site. */
export function formToCategoryPayload(v: CategoryFormValues, version?: number) {
  const names: Partial<Record<Locale, string>> = {};
  for (const l of LOCALES) {
    const name = v[`name_${l}`].trim();
    if (name) names[l] = name;
  }
  const sortOrder = /^-?\d+$/.test(v.sortOrder.trim()) ? Number(v.sortOrder.trim()) : Number.NaN;
  const payload = { slug: v.slug.trim(), sortOrder, names };
  return version === undefined ? payload : { ...payload, version };
}

/** Server issues name `names.it`; the form field is `name_it`. */
export function categoryErrorKey(path: string): string {
  const match = /^names\.([a-z]+)$/.exec(path);
  return match ? `name_${match[1]}` : path;
}

export const CATEGORY_DIFF_FIELDS: FieldSpec<CategoryFormValues>[] = [
  { key: 'slug', label: 'Slug' },
  { key: 'sortOrder', label: 'Ordem' },
  ...LOCALES.map((l) => ({ key: `name_${l}` as const, label: `Nome (${l})` })),
];
