import { expect, it } from 'vitest';
import { importWarningText } from './import-warnings';

it('puts the importer report lines in Portuguese, and keeps an unknown one visible', () => {
  expect(importWarningText('shortcode [contact-form-7] kept as text')).toBe('Shortcode [contact-form-7] mantido como texto (não há equivalente aqui).');
  expect(importWarningText('slug "sobre" is taken or reserved in br: imported as "sobre-2"')).toBe('O slug "sobre" já existe ou é reservado em br: importado como "sobre-2".');
  expect(importWarningText('AAWP table 123 is kept in the plugin\'s settings, not in the export: [amazon table="123"]')).toBe('Shortcode de afiliado que não pôde ser convertido (sem ASIN na exportação): mantido como texto: [amazon table="123"]');
  expect(importWarningText('something new')).toBe('Aviso: something new');
});
