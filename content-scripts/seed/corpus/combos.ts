/**
 * The title space of the corpus: template kind × topic × qualifier. Post number i of every
 * locale maps to the same combination, so the same index is the same article in br, it and mx
 * (that is what lets posts share a translation key). The space holds 16 × 50 × 15 = 12,000
 * distinct titles per locale; beyond it the combinations repeat and slugs get a number suffix.
 */
import { rngFor } from './prng';
import { TOPIC_KEYS, type TopicKey } from './catalog';

/** Kinds of article, each phrased once per locale in its vocabulary. */
export const TEMPLATE_KINDS = [
  'best-list', 'how-to-choose', 'mistakes', 'buying-guide',
  'tips', 'comparison', 'worth-it', 'which-to-buy',
  'tested', 'faq', 'checklist', 'deals',
  'ranking', 'beginners-guide', 'which-model', 'analysis',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * Qualifiers narrowing a title ('… baratos', '… per principianti'). 'none' comes first so that a
 * small corpus reads like a young blog's generic guides, and niche titles appear only at scale.
 */
export const QUALIFIER_KEYS = [
  'none', 'value', 'cheap', 'best-selling', 'top-rated', 'premium', 'beginners', 'gift',
  'everyday', 'amazon', 'expert', 'online', 'free-shipping', 'sale', 'durable',
] as const;
export type QualifierKey = (typeof QUALIFIER_KEYS)[number];

/** Kinds whose title ends in a `{month}`/`{year}` placeholder (4 of 16: about one title in four). */
export const DATED_KINDS: ReadonlySet<TemplateKind> = new Set(['best-list', 'buying-guide', 'which-to-buy', 'deals']);

/** What a post's numbered list holds: product picks, buying tips or buying mistakes. */
export type ListKind = 'picks' | 'tips' | 'mistakes';

/** Kinds whose numbered list is buying tips or mistakes rather than product picks. */
export const LIST_OF: Record<TemplateKind, ListKind> = Object.fromEntries(
  TEMPLATE_KINDS.map((kind) => [kind, kind === 'tips' ? 'tips' : kind === 'mistakes' ? 'mistakes' : 'picks']),
) as Record<TemplateKind, ListKind>;

export interface Combo {
  kind: TemplateKind;
  topic: TopicKey;
  qualifier: QualifierKey;
  /** The number in the title ('Os 6 melhores…', '7 erros…'): same in every locale. */
  n: number;
  /** 0 for the first use of this combination; >0 once the space is exhausted. */
  repeat: number;
  /** Identifies the combination (unique within the space); the same in every locale. */
  id: number;
}

const T = TEMPLATE_KINDS.length;
const P = TOPIC_KEYS.length;
const BLOCK = T * P;
/** Number of distinct combinations. */
export const COMBO_SPACE = BLOCK * QUALIFIER_KEYS.length;

/**
 * Step through the kinds from one post to the next: coprime with the number of kinds and far from
 * ±1, so consecutive posts differ in kind without a visible cycle.
 */
const KIND_STEP = 7;

/**
 * Returns the combination of post number `i` for a given seed.
 *
 * Within a qualifier block of T × P posts, post r = a·P + b gets topic perm[b] and kind
 * (a + KIND_STEP·b) mod T: any P consecutive posts cover every topic once, and for a fixed topic
 * the T values of a give T different kinds, so every kind × topic pair occurs exactly once.
 */
export function comboSequence(seed: number): (i: number) => Combo {
  const perm = rngFor(seed, 'combos:topics').sample(TOPIC_KEYS.map((_, k) => k), P);
  return (i) => {
    const repeat = Math.floor(i / COMBO_SPACE);
    const c = i % COMBO_SPACE;
    const q = Math.floor(c / BLOCK);
    const r = c % BLOCK;
    const topicIndex = perm[r % P]!;
    const kindIndex = (Math.floor(r / P) + KIND_STEP * (r % P) + 3 * q) % T;
    const kind = TEMPLATE_KINDS[kindIndex]!;
    const listKind = LIST_OF[kind];
    // Product lists name at most the six catalog models; tips and mistakes come from a pool of ten.
    const n = listKind === 'picks' ? 5 + ((topicIndex + q) % 2) : ([5, 7, 10] as const)[(topicIndex + q) % 3]!;
    return {
      kind,
      topic: TOPIC_KEYS[topicIndex]!,
      qualifier: QUALIFIER_KEYS[q]!,
      n,
      repeat,
      id: q * BLOCK + kindIndex * P + topicIndex,
    };
  };
}
