import { describe, expect, it } from 'vitest';
import { hostMatches, isAllowedMarketplaceUrl, MARKETPLACE_HOSTS } from './marketplace';

describe('isAllowedMarketplaceUrl', () => {
  it.each([
    'https://www.mercadolivre.com.br/notebook-lenovo/p/MLB33367644',
    'https://produto.mercadolivre.com.br/MLB-123-x',
    'https://mercadolivre.com.br/',
    'https://WWW.MercadoLivre.com.br/a',
  ])('allows %s', (url) => {
    expect(isAllowedMarketplaceUrl(url)).toBe(true);
  });

  it.each([
    ['plain http', 'http://www.mercadolivre.com.br/x'],
    ['a look-alike host', 'https://www.mercadolivre.com.br.evil.example/x'],
    ['a sub-domain not listed', 'https://evil.mercadolivre.com.br/x'],
    ['credentials before the host', 'https://www.mercadolivre.com.br@evil.example/x'],
    ['user info on the real host', 'https://user:pw@www.mercadolivre.com.br/x'],
    ['another port', 'https://www.mercadolivre.com.br:8443/x'],
    ['javascript', 'javascript:alert(1)'],
    ['a relative path', '/br/x'],
    ['protocol-relative', '//www.mercadolivre.com.br/x'],
    ['empty', ''],
    ['null', null],
  ])('refuses %s', (_label, url) => {
    expect(isAllowedMarketplaceUrl(url)).toBe(false);
  });

  it('lists only mercadolivre.com.br hosts', () => {
    for (const host of MARKETPLACE_HOSTS) expect(host === 'mercadolivre.com.br' || host.endsWith('.mercadolivre.com.br')).toBe(true);
  });
});

describe('hostMatches', () => {
  it('matches the domain and its sub-domains', () => {
    expect(hostMatches('amazon.com.br', 'amazon.com.br')).toBe(true);
    expect(hostMatches('WWW.Amazon.com.br', 'amazon.com.br')).toBe(true);
    expect(hostMatches('www.amazon.it', 'www.amazon.it')).toBe(true);
  });

  it('refuses look-alikes', () => {
    expect(hostMatches('amazon.com.br.evil.example', 'amazon.com.br')).toBe(false);
    expect(hostMatches('evilamazon.com.br', 'amazon.com.br')).toBe(false);
    expect(hostMatches('amazon.com.br', '')).toBe(false);
  });
});
