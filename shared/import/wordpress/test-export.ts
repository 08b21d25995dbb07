/**
 * WordPress exports written for the importer's tests and bench: the shapes of WordPress 6's exporter
 * (WXR 1.2) with the post meta of Yoast and Polylang and the shortcodes of AAWP.
 */

export interface TestItem {
  id: number;
  title: string;
  slug: string;
  content: string;
  type?: 'post' | 'page' | 'attachment';
  status?: string;
  /** UTC `YYYY-MM-DD HH:MM:SS`. */
  date?: string;
  link?: string;
  guid?: string;
  excerpt?: string;
  categories?: Array<[slug: string, name: string]>;
  tags?: string[];
  language?: string;
  translationGroup?: string;
  meta?: Record<string, string>;
  attachmentUrl?: string;
  parent?: number;
  comments?: number;
}

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** One `<item>` of an export. */
export function exportItem(i: TestItem): string {
  const date = i.date ?? '2024-03-01 12:00:00';
  const link = i.link ?? `https://old.example/${date.slice(0, 4)}/${date.slice(5, 7)}/${i.slug}/`;
  return `<item>
  <title>${cdata(i.title)}</title>
  <link>${link}</link>
  <pubDate>Fri, 01 Mar 2024 12:00:00 +0000</pubDate>
  <dc:creator>${cdata('editor')}</dc:creator>
  <guid isPermaLink="false">${i.guid ?? `https://old.example/?p=${i.id}`}</guid>
  <description></description>
  <content:encoded>${cdata(i.content)}</content:encoded>
  <excerpt:encoded>${cdata(i.excerpt ?? '')}</excerpt:encoded>
  <wp:post_id>${i.id}</wp:post_id>
  <wp:post_date>${cdata(date)}</wp:post_date>
  <wp:post_date_gmt>${cdata(i.status === 'draft' ? '0000-00-00 00:00:00' : date)}</wp:post_date_gmt>
  <wp:post_modified_gmt>${cdata(date)}</wp:post_modified_gmt>
  <wp:post_name>${cdata(i.slug)}</wp:post_name>
  <wp:status>${cdata(i.status ?? (i.type === 'attachment' ? 'inherit' : 'publish'))}</wp:status>
  <wp:post_parent>${i.parent ?? 0}</wp:post_parent>
  <wp:post_type>${cdata(i.type ?? 'post')}</wp:post_type>
  ${i.attachmentUrl ? `<wp:attachment_url>${cdata(i.attachmentUrl)}</wp:attachment_url>` : ''}
  ${(i.categories ?? []).map(([slug, name]) => `<category domain="category" nicename="${slug}">${cdata(name)}</category>`).join('\n  ')}
  ${(i.tags ?? []).map((t) => `<category domain="post_tag" nicename="${t.toLowerCase()}">${cdata(t)}</category>`).join('\n  ')}
  ${i.language ? `<category domain="language" nicename="${i.language}">${cdata(i.language)}</category>` : ''}
  ${i.translationGroup ? `<category domain="post_translations" nicename="${i.translationGroup}">${cdata(i.translationGroup)}</category>` : ''}
  ${Object.entries(i.meta ?? {}).map(([k, v]) => `<wp:postmeta><wp:meta_key>${cdata(k)}</wp:meta_key><wp:meta_value>${cdata(v)}</wp:meta_value></wp:postmeta>`).join('\n  ')}
  ${Array.from({ length: i.comments ?? 0 }, (_, n) => `<wp:comment><wp:comment_id>${n + 1}</wp:comment_id><wp:comment_content>${cdata('Nice')}</wp:comment_content></wp:comment>`).join('\n  ')}
</item>`;
}

/** An export's opening: the channel's header, its author and categories. */
export function exportHead(categories: Array<{ slug: string; name: string; parent?: string }> = []): string {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old Reviews</title>
  <link>https://old.example</link>
  <description>Reviews</description>
  <language>pt-BR</language>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://old.example</wp:base_site_url>
  <wp:base_blog_url>https://old.example</wp:base_blog_url>
  <wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata('editor')}</wp:author_login><wp:author_email>${cdata('ed@old.example')}</wp:author_email><wp:author_display_name>${cdata('Ana Editora')}</wp:author_display_name></wp:author>
  ${categories.map((c, n) => `<wp:category><wp:term_id>${n + 2}</wp:term_id><wp:category_nicename>${cdata(c.slug)}</wp:category_nicename><wp:category_parent>${cdata(c.parent ?? '')}</wp:category_parent><wp:cat_name>${cdata(c.name)}</wp:cat_name></wp:category>`).join('\n  ')}
`;
}

export const EXPORT_TAIL = '</channel>\n</rss>\n';

/** A whole export of `items`, with the header categories they use. */
export function testExport(items: TestItem[], { categories = [] as Array<{ slug: string; name: string; parent?: string }> } = {}): string {
  return `${exportHead(categories)}${items.map(exportItem).join('\n')}\n${EXPORT_TAIL}`;
}
