/** A category's editable values: its slug, its order and its name in each locale. */
import { LOCALES, type Locale } from '../../../shared/locales';
import type { AdminCategory } from '../../../shared/schemas/category';
import type { FieldSpec } from '../lib/diff';
import { orNull } from './blank';

/** Per locale: its name and (issue 16) its search title and description. */
type LocaleFields = Record<`name_${Locale}` | `seoTitle_${Locale}` | `seoDescription_${Locale}`, string>;

export type CategoryFormValues = { slug: string; sortOrder: string; noindex: boolean } & LocaleFields;

function localeFields(c?: AdminCategory): LocaleFields {
  return Object.fromEntries(
    LOCALES.flatMap((l) => [
      [`name_${l}`, c?.names[l] ?? ''],
      [`seoTitle_${l}`, c?.seo[l]?.title ?? ''],
      [`seoDescription_${l}`, c?.seo[l]?.description ?? ''],
    ]),
  ) as LocaleFields;
}

export function emptyCategory(): CategoryFormValues {
  return { slug: '', sortOrder: '0', noindex: false, ...localeFields() };
}

export function categoryToForm(c: AdminCategory): CategoryFormValues {
  return { slug: c.slug, sortOrder: String(c.sortOrder), noindex: c.noindex, ...localeFields(c) };
}

/** Empty names are left out: a locale without a name falls back to Portuguese on the site. */
export function formToCategoryPayload(v: CategoryFormValues, version?: number) {
  const names: Partial<Record<Locale, string>> = {};
  const seo: Partial<Record<Locale, { title: string | null; description: string | null }>> = {};
  for (const l of LOCALES) {
    const name = v[`name_${l}`].trim();
    if (name) names[l] = name;
    const title = orNull(v[`seoTitle_${l}`]);
    const description = orNull(v[`seoDescription_${l}`]);
    if (title || description) seo[l] = { title, description };
  }
  const sortOrder = /^-?\d+$/.test(v.sortOrder.trim()) ? Number(v.sortOrder.trim()) : Number.NaN;
  const payload = { slug: v.slug.trim(), sortOrder, names, seo, noindex: v.noindex };
  return version === undefined ? payload : { ...payload, version };
}

/** Server issues name `names.it` or `seo.it.title`; the form fields are `name_it`, `seoTitle_it`. */
export function categoryErrorKey(path: string): string {
  const name = /^names\.([a-z]+)$/.exec(path);
  if (name) return `name_${name[1]}`;
  const seo = /^seo\.([a-z]+)(?:\.(title|description))?$/.exec(path);
  if (seo) return `${seo[2] === 'description' ? 'seoDescription' : 'seoTitle'}_${seo[1]}`;
  return path;
}

export const CATEGORY_DIFF_FIELDS: FieldSpec<CategoryFormValues>[] = [
  { key: 'slug', label: 'Slug' },
  { key: 'sortOrder', label: 'Ordem' },
  ...LOCALES.map((l) => ({ key: `name_${l}` as const, label: `Nome (${l})` })),
  ...LOCALES.flatMap((l) => [
    { key: `seoTitle_${l}` as const, label: `Título SEO (${l})` },
    { key: `seoDescription_${l}` as const, label: `Meta descrição (${l})` },
  ]),
  { key: 'noindex', label: 'Não indexar', format: (value) => (value ? 'Sim' : 'Não') },
];
