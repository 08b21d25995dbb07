/**
 * The shape of a locale's vocabulary: how it names product types, phrases titles, writes post
 * and review prose, and words product variants. One file per locale implements it (br.ts, …);
 * the generators never contain language.
 */
import type { CategorySlug } from '../../../../shared/categories';
import type { TopicKey } from '../catalog';
import type { QualifierKey, TemplateKind } from '../combos';

export type Gender = 'm' | 'f';

/** How a locale names one product type. */
export interface TopicName {
  /** Singular noun phrase ('fone de ouvido Bluetooth'); plural when `po`. */
  sg: string;
  pl: string;
  g: Gender;
  /** Used only in the plural ('óculos de sol', 'cuffie'): the "singular" phrase agrees in the plural. */
  po?: boolean;
  /** Prefix of product titles, as retailers write it ('Fone de Ouvido Bluetooth'). */
  label: string;
}

/** A qualifier: one string when invariable, else [masc. sg, fem. sg, masc. pl, fem. pl]. */
export type Agreeing = string | readonly [string, string, string, string];

/** Everything a title or sentence template may need about its topic, already agreed. */
export interface TitleWords {
  sg: string;
  pl: string;
  g: Gender;
  po: boolean;
  /** Indefinite form of `sg` ('um fone…', 'delle cuffie…', 'unos audífonos…'; bare plural in pt). */
  indef: string;
  /** Definite form of `sg` ('o fone…', "l'asciugacapelli"). */
  def: string;
  /** Definite plural ('os fones…', 'gli smartwatch'). */
  defPl: string;
  /** Qualifier agreeing with `sg`, with a leading space, or ''. */
  qs: string;
  /** Qualifier agreeing with `pl`, with a leading space, or ''. */
  qp: string;
  n: number;
}

export type Phrase = (w: TitleWords) => string;

export interface TitleTemplate {
  /** The title without date; the slug is made from this part only, so it never says "year". */
  text: Phrase;
  /** Appended to the title, containing `{month}` and/or `{year}` (filled at display time). */
  date?: string;
}

/** What review prose knows about its product. */
export interface ProductWords {
  /** Full product title. */
  name: string;
  brand: string;
  model: string;
  sg: string;
  pl: string;
  defPl: string;
  indef: string;
  g: Gender;
  po: boolean;
}

export type ProductPhrase = (p: ProductWords) => string;

export interface PostVocab {
  excerpts: readonly Phrase[];
  /** The intro paragraph takes one sentence from each pool, in order. */
  intro: readonly (readonly Phrase[])[];
  criteriaHeading: readonly string[];
  criteriaLead: readonly Phrase[];
  /** Buying criteria per category (five each). */
  criteria: Record<CategorySlug, readonly string[]>;
  picksHeading: readonly string[];
  picksLead: readonly string[];
  /** Short notes after a model name in a numbered list ('the best value of the list.'). */
  pickNotes: readonly string[];
  tipsHeading: readonly string[];
  mistakesHeading: readonly string[];
  /** At least ten each: a list may have ten items. */
  tips: readonly Phrase[];
  mistakes: readonly Phrase[];
  /** Paragraph closing the list section. */
  afterList: readonly Phrase[];
  productsHeading: readonly string[];
  productsLead: readonly string[];
  faqHeading: string;
  faq: readonly { q: Phrase; a: string }[];
  conclusionHeading: readonly string[];
  conclusions: readonly Phrase[];
  /** Sentence around a Markdown link to another post. */
  related: readonly ((link: string) => string)[];
}

export interface ReviewVocab {
  /** 'Avaliação' → 'Avaliação: {product title}'. */
  titlePrefix: string;
  excerpts: readonly ProductPhrase[];
  headings: {
    first: readonly string[];
    design: readonly string[];
    performance: readonly string[];
    audience: readonly string[];
  };
  first: readonly ProductPhrase[];
  design: readonly ProductPhrase[];
  performance: readonly ((p: ProductWords, pro: string, con: string) => string)[];
  audience: readonly ProductPhrase[];
  /** Verdicts by editor rating: high ≥ 4.5, mid ≥ 3.8, low below; `r` is the formatted rating. */
  verdicts: Record<'high' | 'mid' | 'low', readonly ((p: ProductWords, r: string) => string)[]>;
  /** Formats the editor rating as the language writes decimals ('4,5'). */
  formatRating: (rating: number) => string;
  pros: Record<CategorySlug, readonly string[]>;
  cons: Record<CategorySlug, readonly string[]>;
  genericPros: readonly string[];
  genericCons: readonly string[];
}

export interface ProductVocab {
  /** Eight colour names (variant numbers 1–8). */
  colors: readonly string[];
  pack: (count: number) => string;
  weight: (kg: number) => string;
  screen: (inches: number) => string;
}

export interface Articles {
  indef: (t: TopicName) => string;
  def: (t: TopicName) => string;
  defPl: (t: TopicName) => string;
}

export interface LocaleVocab {
  topics: Record<TopicKey, TopicName>;
  qualifiers: Record<Exclude<QualifierKey, 'none'>, Agreeing>;
  articles: Articles;
  titles: Record<TemplateKind, TitleTemplate>;
  /** The main search keyword of a post. */
  keyword: Phrase;
  post: PostVocab;
  review: ReviewVocab;
  product: ProductVocab;
}
