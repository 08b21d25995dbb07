import { expect, it } from 'vitest';
import { sample } from '../../../api/openapi/samples';
import { fieldLabel } from './field-messages';
import { revisionChangeSummary } from './revision-summary';

it('names the changed fields of a revision in Portuguese, in the order saved', () => {
  expect(revisionChangeSummary({ itemVersion: 3, changedFields: ['title', 'content'] })).toBe('Título, Conteúdo');
  expect(revisionChangeSummary({ itemVersion: 2, changedFields: ['rating', 'pros', 'body'] })).toBe('Nota, Prós, Texto da avaliação');
  expect(revisionChangeSummary({ itemVersion: 1, changedFields: null })).toBe('Criação');
  expect(revisionChangeSummary({ itemVersion: 7, changedFields: null })).toBe('—');
  expect(revisionChangeSummary({ itemVersion: 7, changedFields: [] })).toBe('Nenhum campo alterado');
});

it('has a Portuguese label for every field a post, review or product revision can name', () => {
  for (const row of [sample.adminPost, sample.adminReview, sample.adminProduct]) {
    for (const key of Object.keys(row)) expect(fieldLabel(key), key).not.toBe(key);
  }
});
