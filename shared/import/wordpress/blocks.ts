/**
 * Gutenberg's serialized blocks (`<!-- wp:name {"attr":…} -->…<!-- /wp:name -->`, or the
 * self-closing `<!-- wp:name /-->` of a dynamic block) turned into the plain HTML the Markdown
 * conversion reads. Blocks whose content is their HTML (paragraphs, headings, lists, tables,
 * images, buttons…) simply lose their comments; embeds become links; blocks that WordPress fills
 * in when it renders the page (latest posts, archives, a reusable block…) cannot be carried over
 * and stay on the page as visible text, listed in the report.
 */

/** Core blocks whose saved HTML is the whole block: their comments go, their HTML stays. */
const HTML_BLOCKS = new Set([
  'paragraph', 'heading', 'list', 'list-item', 'quote', 'pullquote', 'table', 'image', 'gallery', 'separator',
  'spacer', 'buttons', 'button', 'group', 'columns', 'column', 'code', 'preformatted', 'verse', 'html',
  'cover', 'media-text', 'video', 'audio', 'file', 'freeform', 'details', 'row', 'stack', 'missing',
  'shortcode', 'more', 'text-columns', 'subhead', 'social-link',
]);

/** Blocks that leave nothing a reader needs: dropped without a word. */
const SILENT_BLOCKS = new Set(['more', 'spacer', 'separator']);

export interface BlockConversion {
  html: string;
  /** Blocks that were carried over as visible text or converted from their HTML alone. */
  notes: string[];
  /** Whether the body was written in the block editor (it then needs no paragraph inference). */
  usesBlocks: boolean;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BLOCK_COMMENT = /<!--\s+(\/)?wp:([a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_-]*)?)(\s+(\{[\s\S]*?\}))?\s+(\/)?-->/g;

function attributesOf(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Converts the block comments of `html`; a body without any is returned as it is. */
export function convertBlocks(html: string): BlockConversion {
  const notes: string[] = [];
  if (!/<!--\s+wp:/.test(html)) return { html, notes, usesBlocks: false };
  // Embeds first: their whole block (figure and wrapper) becomes one link to what was embedded.
  let out = html.replace(/<!--\s+wp:(core-embed\/[a-z0-9-]+|embed)(\s+(\{[\s\S]*?\}))?\s+-->([\s\S]*?)<!--\s+\/wp:\1\s+-->/g, (_m, _name, _a, json: string | undefined, inner: string) => {
    const url = String(attributesOf(json).url ?? /https?:\/\/[^\s<"]+/.exec(inner)?.[0] ?? '');
    const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(inner)?.[1] ?? '';
    return url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>${caption ? `<p>${caption}</p>` : ''}` : '';
  });
  out = out.replace(BLOCK_COMMENT, (source, closing: string | undefined, rawName: string, _a, _json, selfClosing: string | undefined) => {
    const name = rawName.startsWith('core/') ? rawName.slice(5) : rawName;
    if (closing) return '';
    if (selfClosing) {
      if (SILENT_BLOCKS.has(name)) return '';
      notes.push(`block ${rawName} (filled in by WordPress when it renders the page) kept as text`);
      return `<p>${escapeHtml(source)}</p>`;
    }
    if (!HTML_BLOCKS.has(name)) notes.push(`block ${rawName} converted from its saved HTML`);
    return '';
  });
  return { html: out, notes, usesBlocks: true };
}

const BLOCKS = '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe|video|audio|object)';

/**
 * WordPress's `wpautop`: a classic-editor body keeps its paragraphs as blank lines and its line
 * breaks as newlines (WordPress adds `<p>` and `<br>` when it shows the page), so they are added
 * here, with the same rules, before the HTML is read. Preformatted text is left as it is.
 */
export function addParagraphs(html: string): string {
  const pre: string[] = [];
  let out = html.replace(/<pre[\s\S]*?<\/pre>/gi, (m) => `<pre wp-import-pre="${pre.push(m) - 1}"></pre>`);
  out = out.replace(/\r\n?/g, '\n');
  out = out.replace(new RegExp(`(<${BLOCKS}[\\s/>])`, 'gi'), '\n\n$1').replace(new RegExp(`(</${BLOCKS}>)`, 'gi'), '$1\n\n');
  out = out.replace(/\n\s*\n/g, '\n\n').trim();
  out = out
    .split(/\n\s*\n/)
    .map((chunk) => `<p>${chunk.trim()}</p>\n`)
    .join('');
  out = out
    .replace(/<p>\s*<\/p>/g, '')
    .replace(new RegExp(`<p>\\s*(</?${BLOCKS}[^>]*>)`, 'gi'), '$1')
    .replace(new RegExp(`(</?${BLOCKS}[^>]*>)\\s*</p>`, 'gi'), '$1')
    .replace(/(?<!<br\s*\/?>)[ \t]*\n(?!$)/g, '<br>\n')
    .replace(new RegExp(`(</?${BLOCKS}[^>]*>)\\s*<br>`, 'gi'), '$1')
    .replace(/<br>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi, '$1');
  return out.replace(/<pre wp-import-pre="(\d+)"><\/pre>/g, (_m, i: string) => pre[Number(i)]!);
}
