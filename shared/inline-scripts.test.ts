import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './constants';
import { LANDING_REDIRECT_SCRIPT, REMEMBER_LOCALE_SCRIPT, THEME_SCRIPT } from './inline-scripts';

/** The `<script>` element as `document.currentScript`: only its attributes matter. */
const scriptElement = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });

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
  const document = { cookie: env.cookie ?? '', currentScript: scriptElement({ 'data-active': active.join(' ') }) };
  new Function('window', 'document', LANDING_REDIRECT_SCRIPT)(window, document);
  return target;
}

const ACTIVE = ['br', 'it', 'mx'];

describe('landing redirect script (element attribute data-active)', () => {
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
  it('treats a missing or empty data-active as no active locale', () => {
    let target: string | null = null;
    const window = { localStorage: { getItem: () => 'br' }, location: { search: '', replace: (url: string) => void (target = url) }, navigator: { languages: ['it'] } };
    new Function('window', 'document', LANDING_REDIRECT_SCRIPT)(window, { cookie: '', currentScript: scriptElement({}) });
    expect(target).toBeNull();
  });
});

describe('page-dependent inline scripts read their data from their element', () => {
  it('theme: a forced theme wins over the stored one; without it the stored one applies', () => {
    const run = (attributes: Record<string, string>, stored: string | null) => {
      const documentElement = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
      const document = { documentElement, currentScript: scriptElement(attributes) };
      const localStorage = { getItem: (k: string) => (k === STORAGE_KEYS.theme ? stored : null) };
      new Function('document', 'localStorage', 'window', 'matchMedia', THEME_SCRIPT)(document, localStorage, {}, undefined);
      return [documentElement.dataset.theme, documentElement.style.colorScheme];
    };
    expect(run({ 'data-forced-theme': 'light' }, 'dark')).toEqual(['light', 'light']);
    expect(run({}, 'dark')).toEqual(['dark', 'dark']);
    expect(run({}, null)).toEqual(['light', 'light']);
  });

  it('remember locale: stores data-locale and sets the cookie; anything but a locale code is ignored', () => {
    const run = (locale: string) => {
      const stored: Record<string, string> = {};
      const document = { cookie: '', currentScript: scriptElement({ 'data-locale': locale }) };
      const localStorage = { setItem: (k: string, v: string) => void (stored[k] = v) };
      new Function('document', 'localStorage', REMEMBER_LOCALE_SCRIPT)(document, localStorage);
      return { stored: stored[STORAGE_KEYS.locale], cookie: document.cookie };
    };
    expect(run('it')).toEqual({ stored: 'it', cookie: `${STORAGE_KEYS.locale}=it; path=/; max-age=31536000; samesite=lax` });
    expect(run('x; domain=evil')).toEqual({ stored: undefined, cookie: '' });
  });
});
