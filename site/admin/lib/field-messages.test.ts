import { describe, expect, it } from 'vitest';
import { localeConfigUpdateSchema } from '../../../shared/schemas/locale-config';
import { postInputSchema } from '../../../shared/schemas/post';
import { fieldIssues } from '../../../shared/schemas/common';
import { fieldLabel, portugueseFieldMessage } from './field-messages';

describe('portugueseFieldMessage', () => {
  it("reads a shared schema's English rule as '{Rótulo}: {regra}'", () => {
    expect(portugueseFieldMessage('title', 'title is required')).toBe('Título: obrigatório');
    expect(portugueseFieldMessage('siteName', 'siteName is too long: at most 100 characters')).toBe('Nome do site: longo demais: no máximo 100 caracteres');
    expect(portugueseFieldMessage('amazonDomain', 'amazonDomain must be a host name such as amazon.com.br (no scheme, no path)'))
      .toBe('Domínio do varejista: deve ser um nome de host como amazon.com.br (sem protocolo, sem caminho)');
    expect(portugueseFieldMessage('slug', "slug 'sobre' is reserved in locale 'br'")).toBe('Slug: "sobre" é uma palavra reservada das rotas da região br');
    expect(portugueseFieldMessage('pros.0', 'must not be empty')).toBe('Prós (item 1): não pode ficar vazio');
  });

  it('reads a 409 duplicate slug or ASIN in Portuguese (issue 24)', () => {
    expect(portugueseFieldMessage('slug', "slug 'fones' is already used by post 3 in locale 'br'")).toBe('Slug: "fones" já é usado pelo post 3 na região br');
    expect(portugueseFieldMessage('slug', "slug 'fones-x' is already used by review 9 in locale 'it'")).toBe('Slug: "fones-x" já é usado pela avaliação 9 na região it');
    expect(portugueseFieldMessage('asin', "asin 'B0FONE0001' is already used by product 2 in locale 'br'")).toBe('ASIN: "B0FONE0001" já é usado pelo produto 2 na região br');
    expect(portugueseFieldMessage('slug', "slug 'audio' is already used by category 4")).toBe('Slug: "audio" já é usado pela categoria 4');
  });

  it('keeps an unknown rule in its original words after the label, and a form-level message as it is', () => {
    expect(portugueseFieldMessage('brand', 'brand is on fire')).toBe('Marca: brand is on fire');
    expect(portugueseFieldMessage('', 'Something odd')).toBe('Something odd');
    expect(fieldLabel('mystery')).toBe('mystery');
  });

  it('translates every issue the region and post schemas raise on an empty or malformed form (no English left)', () => {
    const region = localeConfigUpdateSchema.safeParse({ version: 1, status: '', siteName: '', currency: 'real', currencySymbol: '', amazonDomain: 'https://x/', affiliateId: 'a b', language: 'portuguese', showPrices: 'yes' });
    const post = postInputSchema.safeParse({ locale: 'br', slug: 'Bad Slug', title: '', status: 'scheduled', content: '' });
    const issues = [...fieldIssues(region.error!), ...fieldIssues(post.error!)];
    expect(issues.length).toBeGreaterThan(5);
    for (const { path, message } of issues) {
      const text = portugueseFieldMessage(path, message);
      expect(text, `${path}: ${message}`).not.toMatch(/\b(must|required|too long|malformed|words|joined|such as|digits)\b/);
    }
  });
});
