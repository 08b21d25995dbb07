import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../markdown';
import { bodyToMarkdown, normalizeHeadings, plainText, prepareBody, type ImageResolution } from './to-markdown';

const store = { domain: 'www.amazon.com.br', tag: 'site-20' };
const attachments: Record<string, string> = { '7': 'https://old.example/wp-content/uploads/2024/05/a.jpg', '8': 'https://old.example/wp-content/uploads/2024/05/b.jpg' };
const ctx = { store, attachmentUrl: (id: string) => attachments[id] };

function convert(html: string, images: Record<string, ImageResolution> = {}) {
  const prepared = prepareBody(html, ctx);
  const result = bodyToMarkdown(prepared, new Map(Object.entries(images)));
  return { ...result, prepared, notes: [...prepared.notes, ...result.notes] };
}

describe('WordPress bodies to Markdown', () => {
  it('adds the paragraphs and line breaks of a classic-editor body as WordPress shows them', () => {
    const { markdown } = convert('First line\nsecond line\n\nA new paragraph with <strong>bold</strong>.\n<h2>Title</h2>\nAfter the title');
    expect(markdown).toBe('First line  \nsecond line\n\nA new paragraph with **bold**.\n\n## Title\n\nAfter the title');
  });

  it('reads Gutenberg blocks through their HTML: headings, lists, quotes, tables, buttons', () => {
    const html = [
      '<!-- wp:heading {"level":3} --><h3 class="wp-block-heading">Specs</h3><!-- /wp:heading -->',
      '<!-- wp:list --><ul><!-- wp:list-item --><li>One</li><!-- /wp:list-item --><!-- wp:list-item --><li>Two</li><!-- /wp:list-item --></ul><!-- /wp:list -->',
      '<!-- wp:quote --><blockquote class="wp-block-quote"><p>Quoted</p></blockquote><!-- /wp:quote -->',
      '<!-- wp:table --><figure class="wp-block-table"><table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></figure><!-- /wp:table -->',
      '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link" href="https://example.com/go">Go</a></div><!-- /wp:button --></div><!-- /wp:buttons -->',
    ].join('\n');
    const { markdown, notes } = convert(html);
    expect(markdown).toContain('## Specs');
    expect(markdown).toMatch(/-\s+One\n-\s+Two/);
    expect(markdown).toContain('> Quoted');
    expect(markdown).toMatch(/\| A +\| B +\|\n\| --- \| --- \|\n\| 1 +\| 2 +\|/);
    expect(markdown).toContain('[Go](https://example.com/go)');
    expect(notes).toEqual([]);
  });

  it('turns embeds into links and keeps blocks WordPress fills in as visible text, reported', () => {
    const { markdown, notes } = convert([
      '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=abc","type":"video"} --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://www.youtube.com/watch?v=abc</div></figure><!-- /wp:embed -->',
      '<!-- wp:latest-posts {"postsToShow":3} /-->',
      '<!-- wp:acme/pricing-box --><div class="acme">Price box text</div><!-- /wp:acme/pricing-box -->',
    ].join('\n'));
    expect(markdown).toContain('[https://www.youtube.com/watch?v=abc](https://www.youtube.com/watch?v=abc)');
    expect(markdown).toContain('<!-- wp:latest-posts {"postsToShow":3} /-->');
    expect(markdown).toContain('Price box text');
    expect(notes).toEqual([
      'block latest-posts (filled in by WordPress when it renders the page) kept as text',
      'block acme/pricing-box converted from its saved HTML',
    ]);
  });

  it('turns AAWP, AmaLinks Pro and Lasso shortcodes into product boxes, tables and buy links', () => {
    const { markdown, prepared } = convert([
      'Intro [amazon link="B000000003" title="the blender"] here.',
      '',
      '[amazon box="B000000001,B000000002"]',
      '',
      '[amazon table="B000000004,B000000005,B000000006"]',
      '',
      '[amalinkspro type="showcase" asin="B000000007" apilink="x"][/amalinkspro]',
      '',
      '[amalinkspro type="text-link" asin="B000000008" apilink="x"]this kettle[/amalinkspro]',
      '',
      '[lasso url="https://www.amazon.com/dp/B000000009?tag=old-20" id="12"]',
    ].join('\n'));
    expect(markdown).toContain('Intro [the blender](https://www.amazon.com.br/dp/B000000003?tag=site-20) here.');
    expect(markdown).toContain('::product{asin="B000000001"}\n\n::product{asin="B000000002"}');
    expect(markdown).toContain('::products{asins="B000000004,B000000005,B000000006"');
    expect(markdown).toContain('::product{asin="B000000007"}');
    expect(markdown).toContain('[this kettle](https://www.amazon.com.br/dp/B000000008?tag=site-20)');
    expect(markdown).toContain('::product{asin="B000000009"}');
    expect(prepared.asins.sort()).toEqual(['B000000001', 'B000000002', 'B000000003', 'B000000004', 'B000000005', 'B000000006', 'B000000007', 'B000000008', 'B000000009']);
  });

  it('turns AAWP bestseller lists and new releases by browse node into list directives', () => {
    const { markdown, notes, prepared } = convert('[amazon bestseller="air fryer" items="5"]\n\n[amazon bestseller="fone bluetooth"]\n\n[amazon new="2407749011" items="3"]');
    expect(markdown).toBe('::bestsellers{keywords="air fryer" count="5"}\n\n::bestsellers{keywords="fone bluetooth" count="10"}\n\n::new-releases{browse-node="2407749011" count="3"}');
    expect(notes).toEqual([]);
    expect(prepared.asins).toEqual([]);
  });

  it('keeps affiliate shortcodes it cannot carry over as text, and says why', () => {
    const { markdown, notes } = convert('[amazon new="air fryer" items="5"]\n\n[amazon table="123"]\n\n[lasso ref="my-link" id="55"]\n\n[contact-form-7 id="3"]');
    expect(markdown).toContain('\\[amazon new="air fryer" items="5"\\]');
    expect(markdown).toContain('\\[contact-form-7 id="3"\\]');
    expect(notes).toEqual([
      'AAWP new-releases list ("air fryer") is not a browse node id, and new releases are listed by browse node only: [amazon new="air fryer" items="5"]',
      'AAWP table 123 is kept in the plugin\'s settings, not in the export: [amazon table="123"]',
      'Lasso link "my-link" is kept in Lasso\'s own settings, not in the export: [lasso ref="my-link" id="55"]',
      'shortcode [contact-form-7] kept as text',
    ]);
  });

  it('points pictures at the library, keeps captions, resolves gallery ids and removes a missing picture with a note', () => {
    const a = attachments['7']!;
    const b = attachments['8']!;
    const images = { [a]: { url: '/media/aaaa-10x10/image.jpg', alt: 'A lamp' }, [b]: null };
    const { markdown, notes, prepared } = convert(`[caption id="attachment_7" width="300"]<a href="${a}"><img src="${a}" alt="" /></a> The lamp at night[/caption]\n\n[gallery ids="7,8"]`, images);
    expect(prepared.images).toEqual([a, b]);
    expect(markdown).toBe('![A lamp](/media/aaaa-10x10/image.jpg)\n\n_The lamp at night_\n\n![A lamp](/media/aaaa-10x10/image.jpg)');
    expect(notes).toEqual([`picture ${b} not found: removed from the page`]);
  });

  it('writes Markdown our pipeline renders without losing text (no raw HTML left for the sanitizer to drop)', () => {
    const { markdown } = convert('<p>Text with <em>emphasis</em>, <code>code</code> and <a href="https://example.com">a link</a>.</p><pre><code>let x = 1;</code></pre><hr><ol><li>one</li></ol>');
    const html = renderMarkdown(markdown, { locale: 'br' });
    for (const text of ['emphasis', 'code', 'a link', 'let x = 1;', 'one']) expect(html).toContain(text);
    expect(markdown).not.toMatch(/<\/?[a-z][^>]*>/);
  });

  it('starts body headings at h2 and never skips a level, keeping the outline (validators refuse a skip)', () => {
    expect(normalizeHeadings('### A\n\ntext\n\n##### B\n\n###### C\n\n### D\n\n# E\n\n```\n# not a heading\n```')).toBe('## A\n\ntext\n\n### B\n\n#### C\n\n## D\n\n## E\n\n```\n# not a heading\n```');
  });

  it('gives titles and excerpts as plain text', () => {
    expect(plainText('Media &amp; Text <em>now</em>')).toBe('Media & Text now');
  });
});
