/**
 * The landing page's redirect (SPEC §2 Landing, §4 Locale choice), as an inline script that runs
 * in <head> before the first paint:
 *
 * 1. a saved locale (local storage, else the cookie of the same name) that is valid AND active
 *    → go there (br included: a visitor who chose Brazil goes to /br);
 * 2. else the browser's language mapped like `localeFromLanguage` (pt → br, it → it, es → mx,
 *    anything else → br) when that locale is active and not br → go there;
 * 3. else stay on the landing and let the visitor choose.
 *
 * `/?choose` (the coming-soon page's "back to country selection") always shows the choice, even to
 * a visitor with a saved region.
 *
 * The active locales are baked in at build time (the landing is static); an inactive saved
 * locale is ignored rather than sending the visitor to a coming-soon page.
 */
import { STORAGE_KEYS } from '../../../shared/constants';

/** Source of the inline script for the given active locale codes. */
export function landingRedirectScript(activeLocales: readonly string[]): string {
  const key = JSON.stringify(STORAGE_KEYS.locale);
  return `(function(){
if(/[?&]choose(=|&|$)/.test(window.location.search||''))return;
var active=${JSON.stringify(activeLocales)};
function ok(l){return typeof l==='string'&&active.indexOf(l)>=0}
var saved=null;
try{saved=window.localStorage.getItem(${key})}catch(e){}
if(!ok(saved)){var m=('; '+document.cookie).split('; '+${key}+'=');saved=m.length>1?decodeURIComponent(m[1].split(';')[0]):null}
if(ok(saved)){window.location.replace('/'+saved);return}
var n=window.navigator,lang=((n.languages&&n.languages[0])||n.language||'').toLowerCase().split(/[-_]/)[0];
var guess=lang==='it'?'it':lang==='es'?'mx':'br';
if(guess!=='br'&&ok(guess)){window.location.replace('/'+guess)}
})();`;
}
