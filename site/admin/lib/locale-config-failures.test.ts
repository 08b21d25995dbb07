import { describe, expect, it } from 'vitest';
import { LOCALE_CONFIGS_FAILURE, localeConfigFailure } from './locale-config-failures';

describe('locale config failure texts (SPEC §8)', () => {
  it('names the region when it is known, and has one text for the list of all', () => {
    expect(localeConfigFailure('mx')).toBe('Falha ao buscar configurações do locale mx');
    expect(localeConfigFailure()).toBe('Falha ao buscar configurações do locale');
    expect(localeConfigFailure('')).toBe('Falha ao buscar configurações do locale');
    expect(LOCALE_CONFIGS_FAILURE).toBe('Falha ao buscar configurações de locales');
  });
});
