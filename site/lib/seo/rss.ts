/**
 * RSS 2.0 feed of a locale (SPEC §9 "an RSS feed per active locale"): the latest posts with title
 * (date placeholders filled), link, guid, publication date, category and excerpt.
 */
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
  /** ISO date-time of the build. */
  builtAt: string;
  items: FeedItem[];
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function renderRss(feed: Feed): string {
  const items = feed.items.map((i) =>
    [
      '<item>',
      `<title>${escapeXml(i.title)}</title>`,
      `<link>${escapeXml(i.link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(i.link)}</guid>`,
      `<pubDate>${rfc822(i.publishedAt)}</pubDate>`,
      i.category ? `<category>${escapeXml(i.category)}</category>` : '',
      `<description>${escapeXml(i.description)}</description>`,
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
    `<lastBuildDate>${rfc822(feed.builtAt)}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
