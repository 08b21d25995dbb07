/**
 * The `?q=` search of the reviews list (SPEC §2, issue 13): reads `q` from the URL (the mobile
 * menu's search form is a GET to this page), searches every public review of the region on the
 * server's full-text index (`/api/search/reviews/{locale}`, ranked) as you type, and keeps the URL
 * in step so a search can be shared or reloaded. While a query is active the page's own list and
 * page links are taken out of view (an inline `display: none`, which no stylesheet overrides) and
 * the results show in their place; cleared, the list is back. Without JavaScript the list and its
 * pages work as plain HTML.
 */
import { useEffect, useId, useState } from 'react';
import { normalizeForSearch } from '../../shared/format/search-text';
import { formatRating } from '../../shared/format/rating';
import ResponsiveImage from '../components/media/ResponsiveImage';
import type { Locale } from '../../shared/locales';

export interface ReviewsFilterProps {
  locale: Locale;
  /** id of the element holding the page's own list and its page links. */
  browseId: string;
  /** Reviews of the region in all. */
  total: number;
  maxLength: number;
  texts: { placeholder: string; label: string; noResults: string; count: string; clear: string; ratingAria: string; failed: string };
}

interface Result {
  id: number;
  href: string;
  title: string;
  excerpt: string;
  rating: number;
  productTitle: string;
  imageUrl: string | null;
}

/** Results asked for: a page's worth and more, far above what a reader scans. */
const RESULTS = 48;
const DEBOUNCE_MS = 200;

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));

function readQuery(maxLength: number): string {
  return (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, maxLength);
}

export default function ReviewsFilter({ locale, browseId, total, maxLength, texts }: ReviewsFilterProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Result[] | null>(null);
  const [failed, setFailed] = useState(false);
  // False until the URL's `q` is read: the first render's empty query is not a cleared search (it
  // would show the list and drop `q` for a moment, moving everything below).
  const [ready, setReady] = useState(false);
  const inputId = useId();
  const active = normalizeForSearch(query) !== '';

  useEffect(() => {
    setQuery(readQuery(maxLength));
    setReady(true);
    const onPop = () => setQuery(readQuery(maxLength));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [maxLength]);

  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    const browse = document.getElementById(browseId);
    if (browse) browse.style.display = active ? 'none' : '';
    // The mark QUERY_FILTER_SCRIPT set for a `?q=` of the URL: a cleared query shows the list again.
    if (!active) document.documentElement.removeAttribute('data-query-filter');
    if (!active) {
      setResults(null);
      setFailed(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: query.trim(), limit: String(RESULTS) });
        const res = await fetch(`/api/search/reviews/${locale}?${params}`, { signal: controller.signal });
        if (!res.ok) throw new Error(String(res.status));
        setResults((await res.json()) as Result[]);
        setFailed(false);
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        setResults([]);
        setFailed(true);
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [query, active, browseId, locale, ready]);

  let status = '';
  if (active && failed) status = texts.failed;
  else if (active && results) status = results.length === 0 ? fill(texts.noResults, { query: query.trim() }) : fill(texts.count, { count: results.length, total });
  return (
    <>
      <div className="filter-bar" role="search">
        <label className="visually-hidden" htmlFor={inputId}>
          {texts.label}
        </label>
        <input
          id={inputId}
          className="input"
          type="search"
          name="q"
          value={query}
          maxLength={maxLength}
          placeholder={texts.placeholder}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
        {/* Always laid out, hidden while there is no query: appearing would push the results down. */}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setQuery('')} style={active ? undefined : { visibility: 'hidden' }}>
          {texts.clear}
        </button>
        <p className="status-text" role="status" aria-live="polite" data-filter-status>
          {status}
        </p>
      </div>
      <div className="query-results">
        {active && results && results.length > 0 && (
          <div className="grid grid-4" id="reviews-results">
            {results.map((r, i) => (
              <article key={r.id} className="card review-card" data-review-item>
                {r.imageUrl && <ResponsiveImage className="card-media" src={r.imageUrl} alt="" width={400} height={400} sizes="smallCard" priority={i === 0} />}
                <div className="card-body">
                  <p className="review-card__product">{r.productTitle}</p>
                  <h2 className="card-title">
                    <a className="card-link" href={r.href}>
                      {r.title}
                    </a>
                  </h2>
                  <p className="card-text">{r.excerpt}</p>
                  <span className="rating" role="img" aria-label={fill(texts.ratingAria, { rating: formatRating(r.rating, locale), max: 5 })}>
                    <span className="rating__stars" aria-hidden="true">
                      <span className="rating__fill" style={{ width: `${Math.max(0, Math.min(100, (r.rating / 5) * 100)).toFixed(1)}%` }} />
                    </span>
                    <span aria-hidden="true">{formatRating(r.rating, locale)}</span>
                  </span>
                </div>
              </article>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
