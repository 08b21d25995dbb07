/**
 * The site's own inline scripts, as fixed texts. The Content-Security-Policy allows inline scripts
 * by their SHA-256 only (api/static/script-hashes.ts), so an inline script's text must never
 * depend on data: whatever varies by page (forced theme, locale, active locales) travels in an
 * attribute of the `<script>` element, which the script reads through `document.currentScript`.
 * A script whose text changed with the data would be blocked on the pages that differ.
 *
 * They are classic (not module) scripts, so `document.currentScript` is the element itself.
 */
import { STORAGE_KEYS } from './constants';
import { MARKETPLACE_HOSTS } from './marketplace';

const themeKey = JSON.stringify(STORAGE_KEYS.theme);
const localeKey = JSON.stringify(STORAGE_KEYS.locale);

/**
 * Sets the theme before the first paint (SPEC §2 Layout): the element's `data-forced-theme` when
 * present (the landing is always light), else the stored choice, else the system preference.
 * Inline and blocking on purpose: a deferred script would run after the first paint.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement,s=document.currentScript,f=s&&s.getAttribute('data-forced-theme'),t=f;if(!t){try{t=localStorage.getItem(${themeKey})}catch(e){}if(t!=='light'&&t!=='dark'){t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}}d.dataset.theme=t;d.style.colorScheme=t})()`;

/**
 * Visiting a page of an active locale makes it the preferred one (SPEC §4): the element's
 * `data-locale`, in local storage and in a cookie of the same name (so a server or edge function
 * could read it too).
 */
export const REMEMBER_LOCALE_SCRIPT = `(function(){var s=document.currentScript,l=s&&s.getAttribute('data-locale');if(!l||!/^[a-z]{2}$/.test(l))return;try{localStorage.setItem(${localeKey},l)}catch(e){}document.cookie=${localeKey}+'='+l+'; path=/; max-age=31536000; samesite=lax'})()`;

/**
 * The landing page's redirect (SPEC §2 Landing, §4 Locale choice), run in <head> before the first
 * paint. The active locales are the element's `data-active` (space-separated, baked in at build
 * time: the landing is static):
 *
 * 1. a saved locale (local storage, else the cookie of the same name) that is valid AND active
 *    → go there (br included: a visitor who chose Brazil goes to /br);
 * 2. else the browser's language mapped like `localeFromLanguage` (pt → br, it → it, es → mx,
 *    anything else → br) when that locale is active and not br → go there;
 * 3. else stay on the landing and let the visitor choose.
 *
 * `/?choose` (the coming-soon page's "back to country selection") always shows the choice, even to
 * a visitor with a saved region. An inactive saved locale is ignored rather than sending the
 * visitor to a coming-soon page.
 */
export const LANDING_REDIRECT_SCRIPT = `(function(){
if(/[?&]choose(=|&|$)/.test(window.location.search||''))return;
var s=document.currentScript,active=((s&&s.getAttribute('data-active'))||'').split(' ');
function ok(l){return typeof l==='string'&&l!==''&&active.indexOf(l)>=0}
var saved=null;
try{saved=window.localStorage.getItem(${localeKey})}catch(e){}
if(!ok(saved)){var m=('; '+document.cookie).split('; '+${localeKey}+'=');saved=m.length>1?decodeURIComponent(m[1].split(';')[0]):null}
if(ok(saved)){window.location.replace('/'+saved);return}
var n=window.navigator,lang=((n.languages&&n.languages[0])||n.language||'').toLowerCase().split(/[-_]/)[0];
var guess=lang==='it'?'it':lang==='es'?'mx':'br';
if(guess!=='br'&&ok(guess)){window.location.replace('/'+guess)}
})();`;

/**
 * The br marketplace redirect (SPEC §2): records the click with a beacon, then replaces the
 * location with the product's marketplace URL, read from the `[data-marketplace-link]` link's
 * `data-click`. The URL was checked against the host allowlist at build; the script checks again
 * so a tampered page cannot redirect elsewhere.
 */
export const MARKETPLACE_REDIRECT_SCRIPT = `(function(){var hosts=${JSON.stringify(MARKETPLACE_HOSTS)},click,url;
try{click=JSON.parse(document.querySelector('[data-marketplace-link]').getAttribute('data-click'));url=new URL(click.targetUrl)}catch(e){return}
if(url.protocol!=='https:'||url.username||url.password||url.port||hosts.indexOf(url.hostname.toLowerCase())<0)return;
var body=JSON.stringify(click),sent=false;
try{sent=navigator.sendBeacon&&navigator.sendBeacon('/api/clicks',new Blob([body],{type:'application/json'}))}catch(e){}
if(!sent){try{fetch('/api/clicks',{method:'POST',body:body,headers:{'Content-Type':'application/json'},keepalive:true})}catch(e){}}
location.replace(url.href)})();`;

/**
 * The neutral picture a failed image shows (issue 14): a light grey box with a faint outline of a
 * picture, 4:3 and drawn at any size, as a data URL (the CSP's img-src allows data:).
 */
export const FAILED_IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e5e7eb"/><path d="M150 190l35-45 25 30 20-20 30 35z" fill="#c7cbd1"/><circle cx="235" cy="120" r="14" fill="#c7cbd1"/></svg>')}`;

/**
 * No broken-image icon ever (issue 14): a retailer's hotlinked product image can vanish at any
 * time, and a page shows whatever the retailer's host answers. Run in <head> before any image, it
 * listens for `error` in the capture phase on the document (image errors do not bubble) and swaps
 * a failed `<img>` for the neutral placeholder (its `<picture>` sources dropped, width and height
 * kept, so nothing moves), marking it `data-image-failed`; images that failed before it ran, or
 * before the listener saw them, are found by `complete && naturalWidth === 0` once the page is
 * parsed. Needs no island: it works before hydration and without any.
 */
export const FAILED_IMAGE_SCRIPT = `(function(){var P=${JSON.stringify(FAILED_IMAGE_PLACEHOLDER)};
function fail(i){if(!i||i.tagName!=='IMG'||i.hasAttribute('data-image-failed'))return;i.setAttribute('data-image-failed','');var p=i.parentNode;if(p&&p.tagName==='PICTURE'){var s=p.querySelectorAll('source');for(var k=0;k<s.length;k++)p.removeChild(s[k])}i.removeAttribute('srcset');i.removeAttribute('sizes');i.src=P}
document.addEventListener('error',function(e){fail(e.target)},true);
function sweep(){var a=document.images;for(var k=0;k<a.length;k++){var i=a[k];if(i.complete&&i.naturalWidth===0&&i.getAttribute('src'))fail(i)}}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',sweep);else sweep();window.addEventListener('load',sweep)})();`;

/**
 * A list with a `?q=` filter (the reviews list, issue 24), run just before the list in the body:
 * with a query in the URL it marks the document `data-query-filter` at once, so the stylesheet
 * keeps the unfiltered list from ever painting (it used to show, then give way to the results:
 * CLS 0.73 at 360 px). The filter island removes the mark when the query is cleared.
 */
export const QUERY_FILTER_SCRIPT = `(function(){try{var q=new URLSearchParams(window.location.search).get('q');if(q&&q.trim())document.documentElement.setAttribute('data-query-filter','')}catch(e){}})()`;

/** Every inline script the site's own components write (Astro's island scripts come on top). */
export const SITE_INLINE_SCRIPTS: readonly string[] = [THEME_SCRIPT, REMEMBER_LOCALE_SCRIPT, LANDING_REDIRECT_SCRIPT, MARKETPLACE_REDIRECT_SCRIPT, FAILED_IMAGE_SCRIPT, QUERY_FILTER_SCRIPT];
