import { expect, it } from 'vitest';
import { auditActionLabel, auditEntityLabel, savedItemTrigger } from './audit-labels';
import { fieldLabel } from './field-messages';

it('names every audit entity and action the server records in Portuguese (issue 24)', () => {
  for (const entity of ['post', 'product', 'review', 'category', 'setting', 'settings', 'locale-config', 'contact-message', 'admin-user', 'job', 'login', 'login-lock', 'cross-origin', 'media', 'redirect']) {
    expect(auditEntityLabel(entity), entity).not.toBe(entity);
  }
  for (const action of ['create', 'update', 'delete', 'password-change', 'refuse', 'unlock']) expect(auditActionLabel(action), action).not.toBe(action);
  expect(auditEntityLabel('media')).toBe('Imagem');
  expect(auditEntityLabel('something-new')).toBe('something-new');
});

it("names an audit snapshot's fields in Portuguese", () => {
  for (const [key, label] of [['title', 'Título'], ['updatedAt', 'Atualizado em'], ['createdAt', 'Criado em'], ['publishedAt', 'Publicado em'], ['to', 'Para']]) expect(fieldLabel(key!)).toBe(label);
});

it('reads a saved item build trigger', () => {
  expect(savedItemTrigger('category 4 update')).toBe('Alteração da categoria 4');
  expect(savedItemTrigger('nightly')).toBeUndefined();
});
