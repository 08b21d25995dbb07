/**
 * Streaming reader of WordPress eXtended RSS (WXR 1.0–1.2), the file of WordPress's
 * Tools › Export. The file is parsed chunk by chunk (saxes, a strict XML parser) and each
 * author, category, tag, term and item is handed out as soon as its closing tag is read, so a
 * 200 MB export is read in the memory of one item, never whole.
 *
 * Element names are matched with their conventional prefixes (`wp:`, `content:`, `excerpt:`,
 * `dc:`): every WordPress version and every exporter plugin writes those same prefixes.
 */
import { createReadStream } from 'node:fs';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** A problem that makes the file unusable: not XML, not WXR, or cut short. One line, for the CLI. */
export class WxrError extends Error {}

export interface WxrSite {
  title: string;
  /** The blog's address (`wp:base_blog_url`, else the channel's `link`), no trailing slash. */
  blogUrl: string;
  /** `wp:base_site_url`. */
  siteUrl: string;
  language: string;
  wxrVersion: string;
}

export interface WxrAuthor {
  login: string;
  email: string;
  displayName: string;
}

/** A category, tag or other taxonomy term of the export's header. */
export interface WxrTerm {
  taxonomy: string;
  termId: string;
  slug: string;
  name: string;
  /** The parent's slug ('' at the top). */
  parent: string;
  description: string;
}

/** A term an item is filed under (`<category domain="…" nicename="…">Name</category>`). */
export interface WxrItemTerm {
  domain: string;
  slug: string;
  name: string;
}

export interface WxrItem {
  title: string;
  link: string;
  guid: string;
  creator: string;
  content: string;
  excerpt: string;
  postId: string;
  /** Local time, `YYYY-MM-DD HH:MM:SS`. */
  postDate: string;
  /** UTC, `YYYY-MM-DD HH:MM:SS`, or `0000-00-00 00:00:00` for a draft never published. */
  postDateGmt: string;
  modifiedGmt: string;
  postName: string;
  status: string;
  postType: string;
  postParent: string;
  attachmentUrl: string;
  terms: WxrItemTerm[];
  /** Post meta, last value of each key. */
  meta: Record<string, string>;
  comments: number;
}

export type WxrRecord =
  | { kind: 'site'; site: WxrSite }
  | { kind: 'author'; author: WxrAuthor }
  | { kind: 'term'; term: WxrTerm }
  | { kind: 'item'; item: WxrItem };

/** A parsed element: its text and the children a record needs. */
interface Node {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Node[];
}

const RECORDS = new Set(['item', 'wp:author', 'wp:category', 'wp:tag', 'wp:term']);
const CHANNEL_FIELDS = new Set(['title', 'link', 'language', 'wp:wxr_version', 'wp:base_site_url', 'wp:base_blog_url']);

const child = (node: Node, name: string): string => node.children.find((c) => c.name === name)?.text.trim() ?? '';
const rawChild = (node: Node, name: string): string => node.children.find((c) => c.name === name)?.text ?? '';
const stripSlash = (url: string) => url.replace(/\/+$/, '');

function toItem(node: Node): WxrItem {
  const meta: Record<string, string> = {};
  for (const m of node.children.filter((c) => c.name === 'wp:postmeta')) meta[child(m, 'wp:meta_key')] = rawChild(m, 'wp:meta_value');
  return {
    title: child(node, 'title'),
    link: child(node, 'link'),
    guid: child(node, 'guid'),
    creator: child(node, 'dc:creator'),
    content: rawChild(node, 'content:encoded'),
    excerpt: rawChild(node, 'excerpt:encoded').trim(),
    postId: child(node, 'wp:post_id'),
    postDate: child(node, 'wp:post_date'),
    postDateGmt: child(node, 'wp:post_date_gmt'),
    modifiedGmt: child(node, 'wp:post_modified_gmt'),
    postName: child(node, 'wp:post_name'),
    status: child(node, 'wp:status'),
    postType: child(node, 'wp:post_type'),
    postParent: child(node, 'wp:post_parent'),
    attachmentUrl: child(node, 'wp:attachment_url'),
    terms: node.children
      .filter((c) => c.name === 'category')
      .map((c) => ({ domain: c.attributes.domain ?? 'category', slug: c.attributes.nicename ?? '', name: c.text.trim() })),
    meta,
    comments: node.children.filter((c) => c.name === 'wp:comment').length,
  };
}

function toRecord(node: Node): WxrRecord {
  switch (node.name) {
    case 'item':
      return { kind: 'item', item: toItem(node) };
    case 'wp:author':
      return { kind: 'author', author: { login: child(node, 'wp:author_login'), email: child(node, 'wp:author_email'), displayName: child(node, 'wp:author_display_name') } };
    case 'wp:category':
      return { kind: 'term', term: { taxonomy: 'category', termId: child(node, 'wp:term_id'), slug: child(node, 'wp:category_nicename'), name: child(node, 'wp:cat_name'), parent: child(node, 'wp:category_parent'), description: child(node, 'wp:category_description') } };
    case 'wp:tag':
      return { kind: 'term', term: { taxonomy: 'post_tag', termId: child(node, 'wp:term_id'), slug: child(node, 'wp:tag_slug'), name: child(node, 'wp:tag_name'), parent: '', description: child(node, 'wp:tag_description') } };
    default:
      return { kind: 'term', term: { taxonomy: child(node, 'wp:term_taxonomy'), termId: child(node, 'wp:term_id'), slug: child(node, 'wp:term_slug'), name: child(node, 'wp:term_name'), parent: child(node, 'wp:term_parent'), description: child(node, 'wp:term_description') } };
  }
}

/**
 * The records of a WXR file, in file order: first `site` (once the channel's header fields are
 * read, before the first record that follows them), then authors, terms and items.
 * Throws WxrError for a file that is not XML, not a WordPress export, or truncated.
 */
export async function* readWxr(path: string, { chunkSize = 64 * 1024 }: { chunkSize?: number } = {}): AsyncGenerator<WxrRecord> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const out: WxrRecord[] = [];
  const stack: Node[] = [];
  const channel: Record<string, string> = {};
  let record: Node | undefined;
  let root = '';
  let sawChannel = false;
  let siteSent = false;
  let first = true;

  const sendSite = () => {
    if (siteSent) return;
    siteSent = true;
    if (!channel['wp:wxr_version']) throw new WxrError(`${path} is not a WordPress export (WXR): its channel has no <wp:wxr_version>`);
    const blogUrl = stripSlash(channel['wp:base_blog_url'] || channel.link || '');
    out.push({ kind: 'site', site: { title: channel.title ?? '', blogUrl, siteUrl: stripSlash(channel['wp:base_site_url'] || blogUrl), language: channel.language ?? '', wxrVersion: channel['wp:wxr_version'] } });
  };

  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (!root) {
      root = tag.name;
      if (root !== 'rss') throw new WxrError(`${path} is not a WordPress export (WXR): its root element is <${root}>, not <rss>`);
    }
    if (tag.name === 'channel' && stack.length === 0) sawChannel = true;
    if (!record && RECORDS.has(tag.name) && stack.length === 0) {
      sendSite();
      record = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '', children: [] };
      return;
    }
    if (record) {
      const node: Node = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '', children: [] };
      (stack.length ? stack[stack.length - 1]! : record).children.push(node);
      stack.push(node);
      return;
    }
    if (CHANNEL_FIELDS.has(tag.name)) stack.push({ name: tag.name, attributes: {}, text: '', children: [] });
  });
  const onText = (text: string) => {
    const top = stack[stack.length - 1];
    if (top) top.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    if (record && stack.length === 0 && tag.name === record.name) {
      out.push(toRecord(record));
      record = undefined;
      return;
    }
    const node = stack.pop();
    if (!record && node) channel[node.name] ??= node.text.trim();
  });
  parser.on('error', (err) => {
    throw err;
  });

  const fail = (err: unknown): never => {
    if (err instanceof WxrError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw new WxrError(`${path} is not well-formed XML: ${message.split('\n')[0]}`);
  };

  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: chunkSize });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      if (first) {
        first = false;
        const start = chunk.replace(/^\uFEFF/, '').trimStart();
        if (start && !start.startsWith('<')) throw new WxrError(`${path} is not XML (it starts with "${start.slice(0, 20).replace(/\s+/g, ' ')}")`);
      }
      try {
        parser.write(chunk);
      } catch (err) {
        fail(err);
      }
      yield* out.splice(0);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new WxrError(`${path}: no such file`);
    throw err;
  } finally {
    stream.destroy();
  }
  if (first) throw new WxrError(`${path} is empty`);
  if (record || stack.length) {
    throw new WxrError(`${path} is truncated: it ends inside <${record?.name ?? stack[stack.length - 1]!.name}> (line ${parser.line})`);
  }
  try {
    parser.close();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new WxrError(`${path} is truncated: ${message.split('\n')[0]}`);
  }
  if (!sawChannel) throw new WxrError(`${path} is not a WordPress export (WXR): no <channel>`);
  sendSite();
  yield* out.splice(0);
}
