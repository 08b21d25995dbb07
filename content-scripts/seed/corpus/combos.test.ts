import { describe, expect, it } from 'vitest';
import { slugify } from '../../../shared/format/slug';
import { CATALOG, TOPIC_KEYS } from './catalog';
import { COMBO_SPACE, comboSequence, DATED_KINDS, QUALIFIER_KEYS, TEMPLATE_KINDS } from './combos';
import { CONTENT_LOCALES, VOCABS } from './vocab';
import { titleWords } from './words';

describe('combination space', () => {
  const comboAt = comboSequence(1);
  const all = Array.from({ length: COMBO_SPACE }, (_, i) => comboAt(i));

  it('visits every kind × topic × qualifier exactly once before repeating', () => {
    expect(COMBO_SPACE).toBe(TEMPLATE_KINDS.length * TOPIC_KEYS.length * QUALIFIER_KEYS.length);
    expect(new Set(all.map((c) => `${c.kind}/${c.topic}/${c.qualifier}`)).size).toBe(COMBO_SPACE);
    expect(new Set(all.map((c) => c.id)).size).toBe(COMBO_SPACE);
    expect(all.every((c) => c.repeat === 0)).toBe(true);
    expect(comboAt(COMBO_SPACE).repeat).toBe(1);
  });

  it('starts with generic titles on distinct topics', () => {
    const first = all.slice(0, TOPIC_KEYS.length);
    expect(first.every((c) => c.qualifier === 'none')).toBe(true);
    expect(new Set(first.map((c) => c.topic)).size).toBe(TOPIC_KEYS.length);
    const dated = all.slice(0, 32).filter((c) => DATED_KINDS.has(c.kind)).length;
    expect(dated).toBeGreaterThanOrEqual(5);
    expect(dated).toBeLessThanOrEqual(12);
  });

  it('never asks a list for more models than the catalog has', () => {
    for (const c of all) if (c.kind === 'best-list' || c.kind === 'tested') expect(c.n).toBeLessThanOrEqual(CATALOG[c.topic].models.length);
  });

  it('depends on the seed', () => {
    const other = comboSequence(2);
    expect(Array.from({ length: 10 }, (_, i) => other(i).topic)).not.toEqual(all.slice(0, 10).map((c) => c.topic));
  });

  for (const locale of CONTENT_LOCALES) {
    it(`phrases every combination in ${locale} as a distinct, well-formed title with a short excerpt`, () => {
      const vocab = VOCABS[locale];
      const slugs = new Set<string>();
      // Problems are collected rather than asserted one by one: 12,000 expect() calls are slow.
      const problems: string[] = [];
      for (const c of all) {
        const w = titleWords(vocab, c.topic, c.qualifier, c.n);
        const template = vocab.titles[c.kind];
        const base = template.text(w);
        const title = base + (template.date ?? '');
        if (title.length > 200) problems.push(`too long: ${title}`);
        if (/undefined|null|\s{2}|\s[,.:?]/.test(title)) problems.push(`malformed: ${title}`);
        if (/\{(month|year)\}/.test(base)) problems.push(`placeholder in slug part: ${base}`);
        if (DATED_KINDS.has(c.kind) !== /\{(month|year)\}/.test(title)) problems.push(`dating: ${title}`);
        const slug = slugify(base);
        if (slug === '') problems.push(`empty slug: ${base}`);
        slugs.add(slug);
        const keyword = vocab.keyword(w);
        if (keyword.length > 100 || keyword !== keyword.toLowerCase()) problems.push(`keyword: ${keyword}`);
        for (const excerpt of vocab.post.excerpts) {
          const text = excerpt(w);
          if (text.length > 300 || /undefined|\s{2}/.test(text)) problems.push(`excerpt: ${text}`);
        }
      }
      expect(problems).toEqual([]);
      // Distinct titles mean no number suffix is needed before the space is exhausted.
      expect(slugs.size).toBe(COMBO_SPACE);
    });
  }
});
