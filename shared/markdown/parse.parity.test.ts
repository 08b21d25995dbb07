/**
 * ./parse.ts builds the mdast remark-parse + remark-gfm build (the parser it replaced, kept as a
 * dev dependency for this comparison): both trees go through the same remark-rehype →
 * rehype-sanitize → rehype-stringify and must give the same HTML, over the demo corpus and over
 * generated documents made of the constructs editors write.
 *
 * Known, chosen differences (docs/decisions.md › Markdown), left out of the generated documents:
 * a single `~tilde~` is text (`~50%` means "about"), `::name` lines other than `::product` and
 * `:::` fences are text, `^[inline notes]` are text.
 */
import fc from 'fast-check';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../content-scripts/seed/corpus';
import { markdownParser } from './parse';

const toHtml = (parser: Processor) => parser.use(remarkRehype).use(rehypeSanitize, defaultSchema).use(rehypeStringify).freeze();
const reference = toHtml(unified().use(remarkParse).use(remarkGfm, { singleTilde: false }) as unknown as Processor);
const ours = toHtml(unified().use(markdownParser) as unknown as Processor);

/** Both pipelines' HTML of `markdown`. */
const both = (markdown: string) => ({ reference: String(reference.processSync(markdown)), ours: String(ours.processSync(markdown)) });

describe('parseMarkdown against remark-parse + remark-gfm', () => {
  it('gives the same HTML for every post and review body of the demo corpus', () => {
    const corpus = generateCorpus({ postsPerLocale: 120, now: new Date('2026-11-01T00:00:00Z') });
    // Embeds are ours alone (render.test.ts); everything else must match.
    const bodies = [...corpus.posts.map((p) => p.content), ...corpus.reviews.map((r) => r.body)].map((body) => body.replace(/^::product.*$/gm, ''));
    expect(bodies.length).toBeGreaterThan(300);
    const differing = bodies.filter((body) => {
      const { reference: a, ours: b } = both(body);
      return a !== b;
    });
    expect(differing).toEqual([]);
  });

  const cases: Record<string, string> = {
    'headings, ATX and setext': '# Um\n\n### Três ###\n\nDois\n---\n\nUm\n===',
    'emphasis, strong, code, escapes and entities': 'Um *dois* __três__ `quatro` \\*cinco\\* &amp; &eacute; &#233; a*b*c',
    'hard and soft breaks': 'um  \ndois\\\ntrês\nquatro',
    'links, titles, references and autolinks': '[a](/br/x "Título") [b][ref] <https://example.com/a?b=1> <eu@example.com>\n\n[ref]: https://example.com/r \'T\'',
    'images with formatted alt': '![Foto *bonita* de `x`](https://example.com/a.jpg "t")',
    'autolink literals': 'Veja www.example.com/a, https://example.com/b?c=1. e fale com loja@example.com.br!',
    'tight, loose, nested and numbered lists': '- um\n- dois\n  - dois.um\n\n3. três\n4. quatro\n\n* a\n\n* b\n\n  parágrafo\n',
    'task lists': '- [ ] fazer\n- [x] feito\n- [X] Feito\n- [ ]\n- [x]não\n\n1. [ ] numerada',
    'quotes with lists and code': '> citação\n> - item\n>\n> ```js\n> x()\n> ```',
    'fenced and indented code': '```ts title="a.ts"\nconst a = 1;\n```\n\n    indentado\n    código\n\n~~~\nsem linguagem\n~~~',
    'tables with alignment and escaped pipes': '| Produto | Preço | Nota |\n|:--|--:|:-:|\n| A \\| B | R$ 10 | 5 |\n| C |',
    strikethrough: '~~velho~~ e ~~muito *velho*~~',
    footnotes: 'Texto[^1] e nota[^Nota].\n\n[^1]: Primeira.\n[^Nota]: Segunda *nota*\n    continua.',
    'raw HTML dropped': '<div>\nbloco\n</div>\n\nTexto <b>negrito</b> <!-- comentário --> fim',
    'thematic breaks': 'a\n\n***\n\n- - -\n\n___',
    'placeholders and colons': 'Ofertas de {month} de {year}: Nota:importante, tela 16:9, R$ 1.299,00',
  };
  for (const [name, markdown] of Object.entries(cases)) {
    it(`gives the same HTML for ${name}`, () => {
      const { reference: a, ours: b } = both(markdown);
      expect(b).toBe(a);
    });
  }

  it('gives the same HTML for generated documents', () => {
    const word = fc.constantFrom('preço', 'Ótimo', 'café', 'TV', 'R$ 99,90', 'USB-C', '16:9', 'nº 1', '{month}', '2026', 'e', 'a', 'ação');
    const atom = fc.oneof(
      word,
      word.map((w) => `*${w}*`),
      word.map((w) => `**${w}**`),
      word.map((w) => `\`${w}\``),
      word.map((w) => `~~${w}~~`),
      word.map((w) => `[${w}](https://example.com/${encodeURIComponent(w)})`),
      word.map((w) => `![${w}](/img/${encodeURIComponent(w)}.jpg)`),
      fc.constantFrom('www.example.com', 'https://example.com/a?b=1', 'loja@example.com', '\\*', '&amp;', '<b>x</b>', '[^1]'),
    );
    const line = fc.array(atom, { minLength: 1, maxLength: 8 }).map((atoms) => atoms.join(' '));
    const paragraph = fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'));
    const block: fc.Arbitrary<string> = fc.oneof(
      paragraph,
      fc.tuple(fc.integer({ min: 1, max: 6 }), line).map(([depth, text]) => `${'#'.repeat(depth)} ${text}`),
      fc.tuple(fc.constantFrom('-', '*', '1.', '2)'), fc.array(paragraph, { minLength: 1, maxLength: 4 }), fc.boolean()).map(([marker, items, loose]) =>
        items.map((item, i) => `${/\d/.test(marker) ? `${Number.parseInt(marker, 10) + i}${marker.slice(-1)}` : marker} ${item.replace(/\n/g, '\n   ')}`).join(loose ? '\n\n' : '\n'),
      ),
      fc.array(fc.tuple(fc.boolean(), line), { minLength: 1, maxLength: 3 }).map((items) => items.map(([done, text]) => `- [${done ? 'x' : ' '}] ${text}`).join('\n')),
      paragraph.map((text) => text.replace(/^/gm, '> ')),
      fc.tuple(fc.constantFrom('', 'js', 'ts title="x"'), paragraph).map(([lang, code]) => `\`\`\`${lang}\n${code}\n\`\`\``),
      fc.tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { maxLength: 3 })).map(([head, rows]) =>
        [`| ${head.join(' | ')} |`, `|${head.map((_, i) => [' --- ', ':-- ', ' --: ', ':-:'][i % 4]).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n'),
      ),
      fc.constant('---'),
      fc.constant('[^1]: A nota.'),
    );
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 8 }), (blocks) => {
        const { reference: a, ours: b } = both(blocks.join('\n\n'));
        expect(b).toBe(a);
      }),
      { numRuns: Number(process.env.PARITY_RUNS ?? 400) },
    );
  });
});
