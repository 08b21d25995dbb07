/**
 * Turns a locale's topic name and a qualifier into the agreed word forms templates use
 * (`TitleWords`, `ProductWords`), so templates never deal with gender or number themselves.
 */
import type { TopicKey } from './catalog';
import type { QualifierKey } from './combos';
import type { Agreeing, LocaleVocab, ProductWords, TitleWords } from './vocab/types';

function agree(form: Agreeing, feminine: boolean, plural: boolean): string {
  if (typeof form === 'string') return form;
  return form[(plural ? 2 : 0) + (feminine ? 1 : 0)] as string;
}

/** Word forms for a title or sentence about `topic`, narrowed by `qualifier`. */
export function titleWords(vocab: LocaleVocab, topic: TopicKey, qualifier: QualifierKey, n: number): TitleWords {
  const name = vocab.topics[topic];
  const po = name.po === true;
  const f = name.g === 'f';
  const q = qualifier === 'none' ? null : vocab.qualifiers[qualifier];
  return {
    sg: name.sg,
    pl: name.pl,
    g: name.g,
    po,
    indef: vocab.articles.indef(name),
    def: vocab.articles.def(name),
    defPl: vocab.articles.defPl(name),
    qs: q === null ? '' : ` ${agree(q, f, po)}`,
    qp: q === null ? '' : ` ${agree(q, f, true)}`,
    n,
  };
}

/** Word forms for review prose about one product. */
export function productWords(vocab: LocaleVocab, topic: TopicKey, name: string, brand: string, model: string): ProductWords {
  const t = vocab.topics[topic];
  return {
    name,
    brand,
    model,
    sg: t.sg,
    pl: t.pl,
    defPl: vocab.articles.defPl(t),
    indef: vocab.articles.indef(t),
    g: t.g,
    po: t.po === true,
  };
}
