/**
 * A WordPress body (classic HTML or Gutenberg blocks, with shortcodes) to our Markdown, in two
 * steps so the pictures can be put in the media library in between:
 *
 * 1. `prepareBody`: blocks and shortcodes become plain HTML, the affiliate shortcodes product
 *    directives (held as placeholders the HTML conversion cannot escape), and every picture the
 *    body shows is listed.
 * 2. `bodyToMarkdown`: the HTML becomes Markdown (turndown with GitHub tables), each picture
 *    pointing at its library copy, or removed (and reported) when it could not be found.
 *
 * Nothing is dropped silently: what cannot be carried over stays as visible text and is noted.
 */
import TurndownService from 'turndown';
import { gfm } from '@joplin/turndown-plugin-gfm';
import { decodeHTML } from 'entities';
import { convertAmazonShortcode, type StoreLink } from './amazon';
import { addParagraphs, convertBlocks } from './blocks';
import { replaceShortcodes, type Shortcode } from './shortcodes';

export interface BodyContext {
  store: StoreLink;
  /** The address of a WordPress attachment (galleries list attachment ids). */
  attachmentUrl(id: string): string | undefined;
}

export interface PreparedBody {
  html: string;
  /** Picture addresses the body shows, in order, without repeats. */
  images: string[];
  /** The alt text the body gives each picture (the first one met). */
  alts: Map<string, string>;
  /** ASINs the body's affiliate shortcodes name (each must become a product of the region). */
  asins: string[];
  /** What was kept as text or converted with a loss, for the report. */
  notes: string[];
  /** Markdown that replaces each placeholder. */
  placeholders: string[];
}

/** A picture of the body as the library holds it; null when it could not be found. */
export type ImageResolution = { url: string; alt: string } | null;

const PLACEHOLDER = (i: number) => `WPIMPORTPLACEHOLDER${i}X`;
const PLACEHOLDER_PATTERN = /WPIMPORTPLACEHOLDER(\d+)X/g;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Shortcodes of WordPress itself that have an HTML equivalent. */
function coreShortcode(code: Shortcode, ctx: BodyContext): string | undefined {
  switch (code.name) {
    case 'caption':
    case 'wp_caption': {
      const content = code.content ?? '';
      const media = /^(\s*(?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(content);
      const caption = (media ? media[2]! : code.attrs.caption ?? '').trim();
      return `<figure>${media ? media[1] : content}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
    }
    case 'embed': {
      const url = (code.content ?? code.attrs.src ?? '').trim();
      return url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : '';
    }
    case 'video':
    case 'audio': {
      const url = code.attrs.src ?? code.attrs.mp4 ?? code.attrs.mp3 ?? code.attrs.m4a ?? code.attrs.ogg ?? code.attrs.webm ?? code.attrs.wav ?? code.content?.trim();
      return url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : undefined;
    }
    case 'gallery': {
      const urls = (code.attrs.ids ?? '').split(',').map((id) => ctx.attachmentUrl(id.trim())).filter((u): u is string => !!u);
      return urls.length ? urls.map((u) => `<p><img src="${escapeHtml(u)}" alt=""></p>`).join('\n') : undefined;
    }
    default:
      return undefined;
  }
}

/** Step 1: blocks, shortcodes and paragraphs resolved; the pictures listed. */
export function prepareBody(raw: string, ctx: BodyContext): PreparedBody {
  const notes: string[] = [];
  const placeholders: string[] = [];
  const asins = new Set<string>();
  const blocks = convertBlocks(raw.replace(/<!--more(.*?)?-->|<!--nextpage-->/g, ''));
  notes.push(...blocks.notes);
  const replace = (code: Shortcode): string | undefined => {
    const amazon = convertAmazonShortcode(code, ctx.store);
    if (amazon) {
      if ('kept' in amazon) {
        notes.push(amazon.kept);
        return undefined;
      }
      amazon.asins.forEach((a) => asins.add(a));
      const token = PLACEHOLDER(placeholders.push(amazon.markdown) - 1);
      // Product boxes and tables are blocks of their own; a buy link stays in its sentence.
      return amazon.links.length ? token : `\n\n<p>${token}</p>\n\n`;
    }
    const core = coreShortcode(code, ctx);
    if (core !== undefined) return core.includes('[') ? replaceShortcodes(core, replace) : core;
    notes.push(`shortcode [${code.name}] kept as text`);
    return undefined;
  };
  const withCodes = replaceShortcodes(blocks.html, replace);
  const html = blocks.usesBlocks ? withCodes : addParagraphs(withCodes);
  const alts = new Map<string, string>();
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    const src = /\ssrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]?.trim();
    if (src && !alts.has(src)) alts.set(src, plainText(/\salt\s*=\s*"([^"]*)"|\salt\s*=\s*'([^']*)'/i.exec(tag)?.slice(1).find((a) => a !== undefined) ?? ''));
  }
  return { html, images: [...alts.keys()], alts, asins: [...asins], notes, placeholders };
}

const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif)(?:\?.*)?$/i;

function converter(images: ReadonlyMap<string, ImageResolution>, notes: string[]): TurndownService {
  const td = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_', hr: '---' });
  td.use(gfm);
  td.remove(['script', 'style', 'noscript', 'form', 'input', 'button', 'select', 'textarea']);
  td.addRule('library-image', {
    filter: 'img',
    replacement: (_content, node) => {
      const el = node as HTMLElement;
      const src = (el.getAttribute('src') ?? '').trim();
      const found = images.get(src);
      if (!found) {
        if (src) notes.push(`picture ${src} not found: removed from the page`);
        return '';
      }
      const alt = (el.getAttribute('alt') ?? '').trim() || found.alt;
      return `![${alt.replace(/([[\]\\])/g, '\\$1')}](${found.url})`;
    },
  });
  // A picture linked to its own full-size file or attachment page: the page shows the picture.
  td.addRule('image-link', {
    filter: (node) => node.nodeName === 'A' && !!node.querySelector('img') && !(node.textContent ?? '').trim() && (IMAGE_FILE.test(node.getAttribute('href') ?? '') || /attachment|wp-content\/uploads/.test(node.getAttribute('href') ?? '')),
    replacement: (content) => content,
  });
  td.addRule('embedded-media', {
    filter: ['iframe', 'video', 'audio', 'object', 'embed'],
    replacement: (_content, node) => {
      const el = node as HTMLElement;
      const src = el.getAttribute('src') ?? el.getAttribute('data') ?? el.querySelector('source')?.getAttribute('src') ?? '';
      return src ? `\n\n[${src}](${src})\n\n` : '';
    },
  });
  td.addRule('figure-caption', {
    filter: 'figcaption',
    replacement: (content) => (content.trim() ? `\n\n_${content.trim()}_\n\n` : ''),
  });
  return td;
}

/**
 * Heading levels as our pages need them: the page's title is the h1, so a body starts at h2 and
 * never skips a level (h2 → h4), which WordPress themes tolerate and validators refuse. The shape
 * of the outline is kept: a deeper heading stays one deeper than the one before it.
 */
export function normalizeHeadings(markdown: string): string {
  let prevOld = 0;
  let prevNew = 1;
  let fence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^(```|~~~)/.test(line)) fence = !fence;
      const m = fence ? null : /^(#{1,6})(\s.*)$/.exec(line);
      if (!m) return line;
      const old = m[1]!.length;
      const level = prevOld === 0 ? 2 : old > prevOld ? prevNew + 1 : old === prevOld ? prevNew : Math.max(2, prevNew - (prevOld - old));
      prevOld = old;
      prevNew = Math.min(6, Math.max(2, level));
      return '#'.repeat(prevNew) + m[2];
    })
    .join('\n');
}

/** Step 2: the prepared HTML as Markdown, pictures pointing at `images`' library addresses. */
export function bodyToMarkdown(body: PreparedBody, images: ReadonlyMap<string, ImageResolution>): { markdown: string; notes: string[] } {
  const notes: string[] = [];
  const markdown = normalizeHeadings(converter(images, notes).turndown(body.html))
    .replace(PLACEHOLDER_PATTERN, (_m, i: string) => body.placeholders[Number(i)]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { markdown, notes };
}

/** An excerpt or title as plain text: tags removed, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}
