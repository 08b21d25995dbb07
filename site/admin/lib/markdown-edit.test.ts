import { describe, expect, it } from 'vitest';
import { applyMarkdown, insertBlock } from './markdown-edit';

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
