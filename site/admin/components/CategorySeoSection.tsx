/**
 * The SEO section of the category editor (issue 16): a search title and description per locale
 * (one locale at a time, chosen above the fields, with its search-result preview) and the noindex
 * switch, which applies to the category's pages in every locale.
 */
import { useState } from 'react';
import { LOCALES, type Locale } from '../../../shared/locales';
import type { CategoryFormValues } from '../forms/category-form';
import { fill, useSeoDefaults } from '../lib/seo-defaults';
import { localeLabelText } from './Selects';
import { NoindexSwitch, SeoFields } from './SeoFields';

export interface CategorySeoSectionProps {
  values: CategoryFormValues;
  errors: Record<string, string>;
  set<K extends keyof CategoryFormValues>(key: K, value: CategoryFormValues[K]): void;
}

export function CategorySeoSection({ values: v, errors, set }: CategorySeoSectionProps) {
  const [locale, setLocale] = useState<Locale>('br');
  const defaults = useSeoDefaults(locale);
  const name = v[`name_${locale}`].trim() || v.name_br.trim() || v.slug;
  const pattern = defaults.dictionary?.category.metaDescription;
  return (
    <fieldset className="seo-section">
      <legend>SEO</legend>
      <label className="field">
        <span className="field-label">Região do texto de SEO</span>
        <select name="seoLocale" value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {localeLabelText(l)}
            </option>
          ))}
        </select>
      </label>
      <SeoFields
        title={v[`seoTitle_${locale}`]}
        description={v[`seoDescription_${locale}`]}
        onTitle={(value) => set(`seoTitle_${locale}`, value)}
        onDescription={(value) => set(`seoDescription_${locale}`, value)}
        names={{ title: `seoTitle_${locale}`, description: `seoDescription_${locale}` }}
        errors={{ title: errors[`seoTitle_${locale}`], description: errors[`seoDescription_${locale}`] }}
        defaults={{ title: defaults.title(name), description: pattern ? fill(pattern, { category: name }) : '' }}
        url={`${window.location.origin}/${locale}/categoria/${v.slug}`}
      />
      <NoindexSwitch checked={v.noindex} onChange={(value) => set('noindex', value)} />
    </fieldset>
  );
}
