/**
 * The SEO section of the post and review editors (issue 16): title and description with counters
 * and the search-result preview, the noindex switch and, for posts, the social image. The
 * defaults shown are the site's for that page: '{title} - {siteName}' and the locale's default
 * description (posts: 'we reviewed and found deals for {title}'; reviews: their excerpt first).
 */
import { applyTitlePlaceholders } from '../../../shared/format/title';
import type { Locale } from '../../../shared/locales';
import { fill, useSeoDefaults } from '../lib/seo-defaults';
import { Field } from './Field';
import { NoindexSwitch, SeoFields } from './SeoFields';

interface Values {
  locale: Locale;
  title: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  noindex: boolean;
  socialImage?: string;
}

export interface ContentSeoSectionProps<V extends Values> {
  kind: 'post' | 'review';
  values: V;
  errors: Record<string, string>;
  set<K extends keyof V>(key: K, value: V[K]): void;
  /** Public path of the page (`/br/slug`). */
  path: string;
}

export function ContentSeoSection<V extends Values>({ kind, values: v, errors, set, path }: ContentSeoSectionProps<V>) {
  const defaults = useSeoDefaults(v.locale);
  const title = applyTitlePlaceholders(v.title, v.locale, new Date());
  const pattern = defaults.dictionary?.seo.postDescription;
  const generated = pattern ? fill(pattern, { title }) : '';
  const description = kind === 'review' ? applyTitlePlaceholders(v.excerpt, v.locale, new Date()).trim() || generated : generated;
  return (
    <fieldset className="seo-section">
      <legend>SEO</legend>
      <SeoFields
        title={v.seoTitle}
        description={v.seoDescription}
        onTitle={(value) => set('seoTitle', value as V['seoTitle'])}
        onDescription={(value) => set('seoDescription', value as V['seoDescription'])}
        names={{ title: 'seoTitle', description: 'seoDescription' }}
        errors={{ title: errors.seoTitle, description: errors.seoDescription }}
        defaults={{ title: defaults.title(title), description }}
        url={`${window.location.origin}${path}`}
      />
      {kind === 'post' ? (
        <Field label="Imagem para redes sociais" name="socialImage" error={errors.socialImage} hint="og:image ao compartilhar: URL https:// ou caminho do site (/imagens/…). Vazio: a imagem do post.">
          {(c) => <input {...c} value={v.socialImage ?? ''} onChange={(e) => set('socialImage', e.target.value as V['socialImage'])} placeholder="https://" />}
        </Field>
      ) : null}
      <NoindexSwitch checked={v.noindex} onChange={(value) => set('noindex', value as V['noindex'])} />
    </fieldset>
  );
}
