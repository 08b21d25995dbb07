import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { threeWayMerge } from '../lib/merge';
import { ConflictPanel } from './ConflictPanel';
import { TipProvider } from './Tip';

const fields = [
  { key: 'title' as const, label: 'Título' },
  { key: 'content' as const, label: 'Conteúdo' },
];
const base = { title: 'Título original', content: 'Texto original do post' };
const noop = () => undefined;

function render(theirs: typeof base, mine: typeof base, choices: Record<string, 'mine' | 'theirs'> = {}) {
  const merge = threeWayMerge(base, theirs, mine, fields);
  const complete = merge.conflicts.every((k) => choices[k]);
  return renderToStaticMarkup(
    <TipProvider>
      <ConflictPanel conflict={{ merge, choices, choose: noop, complete }} onReload={noop} onKeepMine={noop} onCopy={noop} />
    </TipProvider>,
  );
}

describe('the 409 panel', () => {
  it('says whose change each field is and never offers the untouched title as the editor\'s version', () => {
    const html = render({ ...base, title: 'Título da Alice' }, { ...base, content: 'Texto do Bob' });
    expect(html).toMatch(/data-conflict-field="title" data-origin="theirs"/);
    expect(html).toContain('Alterado pela outra pessoa');
    expect(html).toContain('Sem alteração sua');
    expect(html).toMatch(/data-conflict-field="content" data-origin="mine"/);
    expect(html).toContain('Alterado por você');
    // A change of one side reads as written; only a field both changed gets the word diff.
    expect(html).toContain('<pre class="conflict-value">Título da Alice</pre>');
    expect(html).toContain('<pre class="conflict-value">Texto do Bob</pre>');
    expect(html).not.toContain('<del>');
    expect(html).not.toContain('type="radio"');
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('shows a field both changed side by side with word differences and a choice, and waits for it', () => {
    const html = render({ ...base, content: 'Texto revisto do post' }, { ...base, content: 'Texto original do post, ampliado' });
    expect(html).toContain('Alterado pelas duas pessoas');
    expect(html).toContain('<del>original</del><ins>revisto</ins>');
    expect(html).toContain('<ins>, ampliado</ins>');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Manter minhas alterações/);
    expect(render({ ...base, content: 'B' }, { ...base, content: 'C' }, { content: 'theirs' })).not.toMatch(/<button[^>]*disabled/);
  });
});
