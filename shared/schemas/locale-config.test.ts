import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_NAME } from '../locales';
import { isListedStatus, localeConfigInputSchema, localeConfigUpdateSchema, localeStatusKind } from './locale-config';

describe('localeConfigInputSchema', () => {
  it('applies the SPEC §3 defaults', () => {
    expect(localeConfigInputSchema.parse({ locale: 'br', status: 'active' })).toEqual({
      locale: 'br', status: 'active', siteName: DEFAULT_SITE_NAME, currency: 'BRL', currencySymbol: 'R$',
      amazonDomain: 'amazon.com.br', affiliateId: '', language: 'pt-BR', showPrices: true,
    });
  });

  it('validates currency, host, affiliate id and language tag', () => {
    const ok = { locale: 'it', status: 'coming_soon' };
    expect(localeConfigInputSchema.safeParse({ ...ok, currency: 'eur' }).success).toBe(false);
    expect(localeConfigInputSchema.safeParse({ ...ok, amazonDomain: 'https://amazon.it' }).success).toBe(false);
    expect(localeConfigInputSchema.safeParse({ ...ok, affiliateId: 'tag_21' }).success).toBe(false);
    expect(localeConfigInputSchema.safeParse({ ...ok, language: 'not a tag' }).success).toBe(false);
    expect(localeConfigInputSchema.safeParse({ ...ok, amazonDomain: 'Amazon.IT', affiliateId: 'site-21', language: 'it-IT' }).data?.amazonDomain).toBe('amazon.it');
    expect(localeConfigInputSchema.safeParse({ ...ok, status: 'x'.repeat(33) }).success).toBe(false);
  });

  it('does not fill defaults on update', () => {
    expect(localeConfigUpdateSchema.safeParse({ status: 'active', version: 1 }).success).toBe(false);
  });
});

describe('locale status', () => {
  it('treats any other status as inactive', () => {
    expect(localeStatusKind('active')).toBe('active');
    expect(localeStatusKind('coming_soon')).toBe('coming_soon');
    expect(localeStatusKind('disabled')).toBe('inactive');
    expect(isListedStatus('coming_soon')).toBe(true);
    expect(isListedStatus('paused')).toBe(false);
  });
});
