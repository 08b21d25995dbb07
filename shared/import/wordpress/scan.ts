/**
 * The importer's first pass over the export: it reads the whole file once, checking that it is a
 * complete WordPress export before anything is written (bad input changes nothing), and keeps
 * what the second pass needs to look up: the site, categories with their parents, attachments
 * (featured images and galleries name them by id) and the Polylang languages and translation
 * groups. Items themselves are not kept: the second pass reads them again, one at a time.
 */
import { readWxr, type WxrAuthor, type WxrSite, type WxrTerm } from './wxr';

export interface Attachment {
  url: string;
  alt: string;
  title: string;
  parent: string;
}

export interface ExportScan {
  site: WxrSite;
  authors: Map<string, WxrAuthor>;
  /** Categories by slug. */
  categories: Map<string, WxrTerm>;
  attachments: Map<string, Attachment>;
  /** The same attachments by address (a body names its pictures by address). */
  attachmentsByUrl: Map<string, Attachment>;
  /** Attachment ids by the id of the post they were uploaded to (a `[gallery]` without ids shows them). */
  attachmentsByParent: Map<string, string[]>;
  /** Polylang translation groups: group slug → language slug → WordPress post id. */
  translationGroups: Map<string, Record<string, string>>;
  /** Items per post type, all statuses. */
  itemsByType: Record<string, number>;
  /** Posts and pages the second pass imports. */
  importable: number;
}

/** Post types the importer turns into pages of the site. */
export const IMPORTED_TYPES = new Set(['post', 'page']);

/** Polylang stores a group's members as a PHP-serialized array: `a:2:{s:2:"en";i:12;s:2:"pt";i:34;}`. */
export function parsePolylangGroup(description: string): Record<string, string> {
  const members: Record<string, string> = {};
  for (const m of description.matchAll(/s:\d+:"([a-z_-]+)";i:(\d+);/gi)) members[m[1]!.toLowerCase()] = m[2]!;
  return members;
}

/** Reads `path` whole once; throws WxrError (one line) when it is no complete WordPress export. */
export async function scanExport(path: string): Promise<ExportScan> {
  const scan: Omit<ExportScan, 'site'> & { site?: WxrSite } = {
    authors: new Map(), categories: new Map(), attachments: new Map(), attachmentsByUrl: new Map(), attachmentsByParent: new Map(),
    translationGroups: new Map(), itemsByType: {}, importable: 0,
  };
  for await (const record of readWxr(path)) {
    if (record.kind === 'site') scan.site = record.site;
    else if (record.kind === 'author') scan.authors.set(record.author.login, record.author);
    else if (record.kind === 'term') {
      if (record.term.taxonomy === 'category') scan.categories.set(record.term.slug, record.term);
      if (record.term.taxonomy === 'post_translations') scan.translationGroups.set(record.term.slug, parsePolylangGroup(record.term.description));
    } else {
      const item = record.item;
      scan.itemsByType[item.postType] = (scan.itemsByType[item.postType] ?? 0) + 1;
      if (IMPORTED_TYPES.has(item.postType) && item.status !== 'trash' && item.status !== 'auto-draft' && item.status !== 'inherit') scan.importable += 1;
      if (item.postType === 'attachment' && item.attachmentUrl) {
        const attachment = { url: item.attachmentUrl, alt: item.meta._wp_attachment_image_alt ?? '', title: item.title, parent: item.postParent };
        scan.attachments.set(item.postId, attachment);
        scan.attachmentsByUrl.set(item.attachmentUrl, attachment);
        if (item.postParent && item.postParent !== '0') {
          const siblings = scan.attachmentsByParent.get(item.postParent) ?? [];
          siblings.push(item.postId);
          scan.attachmentsByParent.set(item.postParent, siblings);
        }
      }
      // Items can also carry their group (Polylang exports both ways).
      for (const term of item.terms) {
        if (term.domain === 'post_translations' && !scan.translationGroups.has(term.slug)) scan.translationGroups.set(term.slug, {});
      }
    }
  }
  return { ...scan, site: scan.site! };
}
