import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { landingRedirectScript } from './redirect-script';

/** Runs the script against a fake window; returns where it navigated, or null. */
function run(active: string[], env: { stored?: string | null; cookie?: string; languages?: string[]; language?: string; storageThrows?: boolean; search?: string }): string | null {
  let target: string | null = null;
  const window = {
    localStorage: {
      getItem: (k: string) => {
        if (env.storageThrows) throw new Error('SecurityError');
        return k === STORAGE_KEYS.locale ? (env.stored ?? null) : null;
      },
    },
    location: { search: env.search ?? '', replace: (url: string) => void (target = url) },
    navigator: { languages: env.languages, language: env.language ?? '' },
  };
  const document = { cookie: env.cookie ?? '' };
  new Function('window', 'document', landingRedirectScript(active))(window, document);
  return target;
}

const ACTIVE = ['br', 'it', 'mx'];

describe('landing redirect script', () => {
  it('stays on the choice at /?choose, whatever was saved or the browser speaks', () => {
    expect(run(ACTIVE, { stored: 'it', search: '?choose' })).toBeNull();
    expect(run(ACTIVE, { languages: ['es-MX'], search: '?x=1&choose' })).toBeNull();
    expect(run(ACTIVE, { stored: 'it', search: '?chooser' })).toBe('/it');
  });

  it('goes to a saved locale that is active, br included', () => {
    expect(run(ACTIVE, { stored: 'it', languages: ['pt-BR'] })).toBe('/it');
    expect(run(ACTIVE, { stored: 'br', languages: ['it-IT'] })).toBe('/br');
  });

  it('reads the cookie when local storage has nothing or is blocked', () => {
    expect(run(ACTIVE, { cookie: `a=1; ${STORAGE_KEYS.locale}=mx; b=2` })).toBe('/mx');
    expect(run(ACTIVE, { storageThrows: true, cookie: `${STORAGE_KEYS.locale}=it` })).toBe('/it');
  });

  it('ignores an inactive or unknown saved locale and falls back to the browser language', () => {
    expect(run(ACTIVE, { stored: 'es', languages: ['pt-BR'] })).toBeNull();
    expect(run(ACTIVE, { stored: 'us', languages: ['it'] })).toBe('/it');
    expect(run(ACTIVE, { stored: '<script>', languages: ['es-ES'] })).toBe('/mx');
  });

  it('maps the browser language like localeFromLanguage and never redirects to br', () => {
    expect(run(ACTIVE, { languages: ['es-AR', 'en'] })).toBe('/mx');
    expect(run(ACTIVE, { languages: ['pt-BR'] })).toBeNull();
    expect(run(ACTIVE, { languages: ['en-US'] })).toBeNull();
    expect(run(ACTIVE, { language: 'it-IT' })).toBe('/it');
  });

  it('does not redirect to a browser locale that is not active', () => {
    expect(run(['br', 'it'], { languages: ['es-MX'] })).toBeNull();
  });
});
