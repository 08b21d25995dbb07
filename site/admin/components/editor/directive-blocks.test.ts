import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { directiveOfLine } from '../../../../shared/markdown/directives';
import { directiveLabel, directiveLines } from './directive-blocks';

const linesOf = (doc: string) => directiveLines(EditorState.create({ doc })).map(({ from, directive }) => ({ from, label: directiveLabel(directive) }));

describe('directive blocks of the body editor', () => {
  it('names each directive line the page renders as a box, table, list or automatic list', () => {
    const doc = [
      'Intro.',
      '',
      '::products{asins="B0AAAAAAAA,B0BBBBBBBB,B0CCCCCCCC" style="table"}',
      '::products{asins="B0AAAAAAAA,B0BBBBBBBB" style="list"}',
      '::product{asin="B0AAAAAAAA"}',
      '::bestsellers{keywords="fone bluetooth" count="5"}',
      '::new-releases{browse-node="16243803011" count="1"}',
    ].join('\n');
    expect(linesOf(doc).map((l) => l.label)).toEqual([
      'Tabela comparativa · 3 produtos',
      'Lista ranqueada · 2 produtos',
      'Caixa de produto · B0AAAAAAAA',
      'Mais vendidos · “fone bluetooth” · 5 itens',
      'Lançamentos · categoria 16243803011 · 1 item',
    ]);
    expect(linesOf(doc)[0]!.from).toBe('Intro.\n\n'.length);
  });

  it('leaves directives inside fenced or indented code, and look-alikes, as text', () => {
    const doc = ['```md', '::product{asin="B0AAAAAAAA"}', '```', '    ::product{asin="B0AAAAAAAA"}', '::outra{x="1"}', 'Nota: ::product'].join('\n');
    expect(linesOf(doc)).toEqual([]);
  });

  it('reads a reopened line back into what the picker starts from', () => {
    expect(directiveOfLine('::products{asins="B0AAAAAAAA,B0BBBBBBBB" style="list"}')).toMatchObject({ kind: 'products', list: { asins: ['B0AAAAAAAA', 'B0BBBBBBBB'], style: 'list' } });
    expect(directiveOfLine('  ::bestsellers{keywords="fone" count="3"}')).toMatchObject({ kind: 'retailer-list', list: { kind: 'bestsellers', query: 'fone', count: 3 } });
  });
});
