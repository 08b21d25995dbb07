/**
 * Markdown bodies of the demo posts.
 *
 * Besides standard Markdown (paragraphs, `##`/`###` headings, `-` and `1.` lists, links), a post
 * embeds retailer products with a directive on a line of its own:
 *
 * ```md
 * ::product{asin="B0C1234XYZ"}
 * ```
 *
 * - `::product` is a line of its own (shared/markdown/directives.ts); the generator puts blank
 *   lines around it and gives it no label;
 * - `asin` (required, double-quoted) is the 10-character ASIN of a product **of the same locale**
 *   (looked up by `shared/db/queries/products.ts`); the page renders that product's card in its
 *   place (title, image, price with its "as of" time, buy link), and an ASIN with no published
 *   product of the locale should render nothing rather than a broken card. The generator only
 *   ever embeds existing products of the post's locale.
 *
 * Links to other posts are root-relative with the locale prefix: `[title](/br/other-slug)`.
 */
import { productLine, productListLine } from '../../../shared/markdown/directives';
import type { CatalogModel } from './catalog';
import type { Rng } from './prng';
import type { CategorySlug } from '../../../shared/categories';
import type { ListKind } from './combos';
import type { LocaleVocab, TitleWords } from './vocab/types';

/**
 * A body with a comparison table and a ranked list after its introduction (its first block), so
 * the demo shows both. Takes no random draw: the rest of the corpus stays as it was.
 */
export function withProductLists(content: string, table: readonly string[], list: readonly string[]): string {
  const cut = content.indexOf('\n\n');
  const lists = `${productListLine(table, 'table')}\n\n${productListLine(list, 'list')}`;
  return cut < 0 ? `${content}\n\n${lists}` : `${content.slice(0, cut)}\n\n${lists}${content.slice(cut)}`;
}

export interface PostContentInput {
  vocab: LocaleVocab;
  words: TitleWords;
  category: CategorySlug;
  listKind: ListKind;
  /** Catalog models of the topic, named in the picks list. */
  models: readonly CatalogModel[];
  /** ASINs of 1–3 products of the same locale to embed. */
  embedAsins: readonly string[];
  /** Another post of the same locale to link to. */
  related: { title: string; href: string } | null;
  rng: Rng;
}

/** A post body of roughly 300–400 words: intro, criteria, a list, products, FAQ, conclusion. */
export function postContent({ vocab, words: w, category, listKind, models, embedAsins, related, rng }: PostContentInput): string {
  const v = vocab.post;
  const blocks: string[] = [];

  blocks.push(v.intro.map((pool) => rng.pick(pool)(w)).join(' '));

  blocks.push(`## ${rng.pick(v.criteriaHeading)}`);
  blocks.push(rng.pick(v.criteriaLead)(w));
  blocks.push(rng.sample(v.criteria[category], rng.int(4, 5)).map((c) => `- ${c}`).join('\n'));

  if (listKind === 'picks') {
    blocks.push(`## ${rng.pick(v.picksHeading)}`);
    blocks.push(rng.pick(v.picksLead));
    const picks = rng.sample(models, w.n);
    const notes = rng.sample(v.pickNotes, picks.length);
    blocks.push(picks.map((m, i) => `${i + 1}. **${m.brand} ${m.model}**: ${notes[i]}`).join('\n'));
  } else {
    const heading = listKind === 'tips' ? v.tipsHeading : v.mistakesHeading;
    const pool = listKind === 'tips' ? v.tips : v.mistakes;
    blocks.push(`## ${rng.pick(heading)}`);
    blocks.push(rng.sample(pool, w.n).map((item, i) => `${i + 1}. ${item(w)}`).join('\n'));
  }
  blocks.push(rng.pick(v.afterList)(w));

  blocks.push(`## ${rng.pick(v.productsHeading)}`);
  blocks.push(rng.pick(v.productsLead));
  for (const asin of embedAsins) blocks.push(productLine(asin));

  blocks.push(`## ${v.faqHeading}`);
  for (const { q, a } of rng.sample(v.faq, 2)) blocks.push(`### ${q(w)}`, a);

  blocks.push(`## ${rng.pick(v.conclusionHeading)}`);
  const closing = rng.pick(v.conclusions)(w);
  blocks.push(related ? `${closing} ${rng.pick(v.related)(`[${related.title}](${related.href})`)}` : closing);

  return blocks.join('\n\n');
}
