import { describe, expect, it } from 'vitest';
import { applyMarkdown, imageMarkdown, insertBlock, minimalChange, TABLE_TEMPLATE } from './markdown-edit';

describe('Markdown toolbar edits', () => {
  it('wraps the selection in bold and keeps it selected', () => {
    const edit = applyMarkdown('um texto aqui', 3, 8, 'bold');
    expect(edit.text).toBe('um **texto** aqui');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('texto');
  });

  it('inserts a placeholder when nothing is selected', () => {
    const edit = applyMarkdown('', 0, 0, 'italic');
    expect(edit.text).toBe('_texto em itálico_');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('texto em itálico');
  });

  it('makes a link of the selection and selects the URL to type over', () => {
    const edit = applyMarkdown('veja a loja', 7, 11, 'link');
    expect(edit.text).toBe('veja a [loja](https://)');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
  });

  it('prefixes every selected line for lists, from the start of the first line', () => {
    const text = 'intro\nprimeiro\nsegundo';
    const edit = applyMarkdown(text, 8, text.length, 'list');
    expect(edit.text).toBe('intro\n- primeiro\n- segundo');
  });

  it('turns the current line into a heading', () => {
    expect(applyMarkdown('Título\ncorpo', 2, 2, 'heading').text).toBe('## Título\ncorpo');
  });
});

describe('inserting a directive block (the product picker)', () => {
  const line = '::products{asins="B0AAAAAAAA,B0BBBBBBBB" style="table"}';

  it('puts it after the caret\'s line with blank lines around, never inside the paragraph', () => {
    const text = 'Primeiro parágrafo\ncontinua aqui.\n\nSegundo.';
    const edit = insertBlock(text, 5, line);
    expect(edit.text).toBe(`Primeiro parágrafo\n\n${line}\n\ncontinua aqui.\n\nSegundo.`);
    expect(edit.text.slice(0, edit.selectionStart).endsWith(line)).toBe(true);
  });

  it('adds no extra blank lines where there are some, and needs none at the start of an empty body', () => {
    expect(insertBlock('', 0, line).text).toBe(`${line}\n\n`);
    expect(insertBlock('Texto.\n\nMais.', 6, line).text).toBe(`Texto.\n\n${line}\n\nMais.`);
    expect(insertBlock('Fim.', 4, line).text).toBe(`Fim.\n\n${line}\n\n`);
  });
});

describe('the editor toolbar\'s other blocks', () => {
  it('numbers each selected line of an ordered list', () => {
    expect(applyMarkdown('um\ndois\ntrês', 0, 11, 'ordered').text).toBe('1. um\n2. dois\n3. três');
  });

  it('makes a subheading of the current line', () => {
    expect(applyMarkdown('Detalhes', 0, 0, 'heading3').text).toBe('### Detalhes');
  });

  it('writes a library picture as Markdown image syntax with its alt text, escaped', () => {
    expect(imageMarkdown('Fone [novo] sobre a mesa', '/media/abc-640x480/640.jpg')).toBe('![Fone \\[novo\\] sobre a mesa](/media/abc-640x480/640.jpg)');
    expect(imageMarkdown('Duas\nlinhas', '/x (1).jpg')).toBe('![Duas linhas](/x%20%281%29.jpg)');
  });

  it('inserts the table template as a block of its own', () => {
    expect(insertBlock('Intro.', 6, TABLE_TEMPLATE).text).toBe(`Intro.\n\n${TABLE_TEMPLATE}\n\n`);
  });
});

describe('minimal change', () => {
  it('replaces only the middle that differs', () => {
    expect(minimalChange('um texto aqui', 'um **texto** aqui')).toEqual({ from: 3, to: 8, insert: '**texto**' });
    expect(minimalChange('a\nb\nc', 'a\n- b\nc')).toEqual({ from: 2, to: 2, insert: '- ' });
    expect(minimalChange('abc', 'abc')).toEqual({ from: 3, to: 3, insert: '' });
    expect(minimalChange('aaa', 'aa')).toEqual({ from: 2, to: 3, insert: '' });
  });
});
