import { describe, expect, it } from 'vitest';
import { compactDiff, hasChanges, textDiff } from './text-diff';

const render = (parts: { kind: string; text: string }[]) =>
  parts.map((p) => (p.kind === 'added' ? `[+${p.text}]` : p.kind === 'removed' ? `[-${p.text}]` : p.kind === 'skipped' ? `[…${p.text}]` : p.text)).join('');

describe('text diff of revisions', () => {
  it('marks the changed word in a long paragraph, not the whole line', () => {
    const parts = textDiff('O fone tem ótimo som e bateria longa.', 'O fone tem bom som e bateria longa.');
    expect(render(parts)).toBe('O fone tem [-ótimo][+bom] som e bateria longa.');
    expect(hasChanges(parts)).toBe(true);
  });

  it('reads a rewritten title as the old one replaced by the new one, not word shreds', () => {
    expect(render(textDiff('As 5 melhores smart TVs de {year}', 'Título reescrito para o teste de revisões'))).toBe(
      '[-As 5 melhores smart TVs de {year}][+Título reescrito para o teste de revisões]',
    );
    expect(render(textDiff('Fone bom e barato. Compre já.', 'Fone ruim e caro. Compre já.'))).toBe('Fone [-bom e barato][+ruim e caro]. Compre já.');
  });

  it('keeps line breaks of Markdown in the parts', () => {
    expect(render(textDiff('# Título\n\nUm.', '# Título\n\nDois.'))).toBe('# Título\n\n[-Um][+Dois].');
  });

  it('shows no change for equal texts and only additions from empty', () => {
    expect(hasChanges(textDiff('igual', 'igual'))).toBe(false);
    expect(textDiff('', '')).toEqual([]);
    expect(textDiff('', 'novo')).toEqual([{ kind: 'added', text: 'novo' }]);
  });

  it('still answers, line by line or whole, for texts too different for a word diff', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    const parts = textDiff(a, b);
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text).join('')).toBe(a);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text).join('')).toBe(b);
  });

  it('shortens long unchanged stretches to the context around each change', () => {
    const long = 'x'.repeat(1000);
    const parts = compactDiff(textDiff(`${long} velho ${long}`, `${long} novo ${long}`), 10);
    expect(render(parts)).toBe('[…991]xxxxxxxxx [-velho][+novo] xxxxxxxxx[…991]');
  });
});
