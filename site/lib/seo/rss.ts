/**
 * RSS 2.0 feed of a locale (SPEC §9 "an RSS feed per active locale"): the latest posts with title
 * (date placeholders filled), link, guid, publication date, category and excerpt.
 */
import { toDate } from '../../../shared/format/relative-date';
import { escapeXml } from './xml';

export interface FeedItem {
  title: string;
  /** Absolute URL (also the guid). */
  link: string;
  /** ISO date-time. */
  publishedAt: string;
  description: string;
  category?: string;
}

export interface Feed {
  title: string;
  /** Absolute URL of the locale's home. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel=self). */
  self: string;
  description: string;
  /** BCP 47 tag. */
  language: string;
  /**
   * ISO date-time the channel's content last changed (the newest item's update), not the build's:
   * a rebuild with nothing new writes the same feed. Left out when the feed has no items.
   */
  changedAt: string | null;
  items: FeedItem[];
}

// toDate reads SQLite's zone-less 'YYYY-MM-DD HH:MM:SS' as UTC, as the database wrote it.
const rfc822 = (iso: string) => (toDate(iso) ?? new Date(0)).toUTCString();

/**
 * Text a feed reader must show as text. Readers render an item's title and description as HTML
 * (RSS allows entity-encoded HTML there), so text escaped only for XML would come back as markup:
 * a title holding `<img onerror>` would become an image. Escaped for HTML, then for XML.
 */
function readerText(value: string): string {
  return escapeXml(value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
}

export function renderRss(feed: Feed): string {
  const items = feed.items.map((i) =>
    [
      '<item>',
      `<title>${readerText(i.title)}</title>`,
      `<link>${escapeXml(i.link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(i.link)}</guid>`,
      `<pubDate>${rfc822(i.publishedAt)}</pubDate>`,
      i.category ? `<category>${readerText(i.category)}</category>` : '',
      `<description>${readerText(i.description)}</description>`,
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.link)}</link>`,
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${escapeXml(feed.language)}</language>`,
    feed.changedAt ? `<lastBuildDate>${rfc822(feed.changedAt)}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
