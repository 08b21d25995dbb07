/**
 * The post editor's values (strings, as inputs hold them) and their conversion to and from the
 * API shapes. Empty optional inputs become null; the publish time crosses from local wall-clock
 * time to ISO UTC here and nowhere else.
 */
import type { Locale } from '../../../shared/locales';
import type { ContentStatus } from './statuses';
import type { AdminPost } from '../../../shared/schemas/post';
import { datetimeLocalToIso, isoToDatetimeLocal } from '../lib/datetime';
import type { FieldSpec } from '../lib/diff';
import { authorIdsPayload, idOrNull, orNull } from './blank';

export interface PostFormValues {
  locale: Locale;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  /** Category id as the select holds it; '' for none. */
  categoryId: string;
  keyword: string;
  status: ContentStatus;
  /** 'YYYY-MM-DDTHH:mm' in the editor's time zone; '' for none. */
  publishAt: string;
  translationKey: string;
  /** Per-page SEO (issue 16); empty: the site's defaults. */
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
  noindex: boolean;
  /** Author profile ids in byline order, joined by commas (issue 25 item 4); '' on a new post: its creator's. */
  authorIds: string;
}

export function emptyPost(locale: Locale = 'br'): PostFormValues {
  return {
    locale,
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    imageUrl: '',
    categoryId: '',
    keyword: '',
    status: 'draft',
    publishAt: '',
    translationKey: '',
    seoTitle: '',
    seoDescription: '',
    socialImage: '',
    noindex: false,
    authorIds: '',
  };
}

export function postToForm(post: AdminPost): PostFormValues {
  return {
    locale: post.locale,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    imageUrl: post.imageUrl ?? '',
    categoryId: post.categoryId == null ? '' : String(post.categoryId),
    keyword: post.keyword ?? '',
    status: post.status,
    publishAt: isoToDatetimeLocal(post.publishAt),
    translationKey: post.translationKey ?? '',
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    socialImage: post.socialImage ?? '',
    noindex: post.noindex,
    authorIds: post.authorIds.join(','),
  };
}

/**
 * The create payload (`postInputSchema`); with `version`, the update payload. A publish time that
 * is not a full date and time is sent as null, so the schema reports it as missing when required.
 */
export function formToPostPayload(values: PostFormValues, version?: number) {
  const payload = {
    locale: values.locale,
    slug: values.slug.trim(),
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    imageUrl: orNull(values.imageUrl),
    categoryId: idOrNull(values.categoryId),
    keyword: orNull(values.keyword),
    status: values.status,
    publishAt: datetimeLocalToIso(values.publishAt),
    translationKey: orNull(values.translationKey),
    seoTitle: orNull(values.seoTitle),
    seoDescription: orNull(values.seoDescription),
    socialImage: orNull(values.socialImage),
    noindex: values.noindex,
    ...authorIdsPayload(values.authorIds, version !== undefined),
  };
  return version === undefined ? payload : { ...payload, version };
}

/** Fields shown in the 409 comparison, in the editor's order. */
export const POST_DIFF_FIELDS: FieldSpec<PostFormValues>[] = [
  { key: 'title', label: 'Título' },
  { key: 'slug', label: 'Slug' },
  { key: 'locale', label: 'Região' },
  { key: 'status', label: 'Status' },
  { key: 'publishAt', label: 'Publicação' },
  { key: 'categoryId', label: 'Categoria' },
  { key: 'excerpt', label: 'Resumo' },
  { key: 'content', label: 'Conteúdo' },
  { key: 'imageUrl', label: 'Imagem' },
  { key: 'keyword', label: 'Palavra-chave' },
  { key: 'translationKey', label: 'Chave de tradução' },
  { key: 'seoTitle', label: 'Título SEO' },
  { key: 'seoDescription', label: 'Meta descrição' },
  { key: 'socialImage', label: 'Imagem para redes sociais' },
  { key: 'noindex', label: 'Não indexar', format: (value) => (value ? 'Sim' : 'Não') },
  { key: 'authorIds', label: 'Autores' },
];
