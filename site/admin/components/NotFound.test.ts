import { expect, it } from 'vitest';
import { notFoundTitle } from './NotFound';

it('agrees the participle with the noun instead of "encontrado(a)" (issue 24)', () => {
  expect(notFoundTitle('Página')).toBe('Página não encontrada');
  expect(notFoundTitle('Avaliação')).toBe('Avaliação não encontrada');
  expect(notFoundTitle('Imagem')).toBe('Imagem não encontrada');
  expect(notFoundTitle('Produto')).toBe('Produto não encontrado');
  expect(notFoundTitle('Post')).toBe('Post não encontrado');
});
