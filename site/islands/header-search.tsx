/**
 * Header search (SPEC §2 Header): a button that expands into a search box of at most 50
 * characters, live-filtering br posts by title or excerpt (accents and case ignored, by the API's
 * normalized `search_text`), showing at most 10 results linking to /br/{slug}, or the no-result
 * text. Clicking outside closes and clears it; Escape closes it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '../../shared/constants';
import { applyTitlePlaceholders } from '../../shared/format/title';
import { CloseIcon, SearchIcon } from './icons';

export interface HeaderSearchLabels {
  placeholder: string;
  ariaLabel: string;
  openAriaLabel: string;
  closeAriaLabel: string;
  resultsAriaLabel: string;
  /** Contains `{query}`. */
  noResults: string;
  loading: string;
}

interface Result {
  slug: string;
  title: string;
  excerpt: string;
}

/** Wait after the last keystroke before asking the API (keeps typing from firing a request per key). */
const DEBOUNCE_MS = 200;

export default function HeaderSearch({ labels }: { labels: HeaderSearchLabels }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Result[] | null>(null);
  const [loading, setLoading] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const close = (restoreFocus = false) => {
    setOpen(false);
    setQuery('');
    setResults(null);
    setLoading(false);
    if (restoreFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Click (or tap) outside closes and clears (SPEC §2).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setResults(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q, limit: String(LIMITS.headerSearchMaxResults) });
        const res = await fetch(`/api/search/posts/br?${params}`, { signal: controller.signal, credentials: 'include' });
        if (!res.ok) throw new Error(String(res.status));
        const posts = (await res.json()) as Result[];
        setResults(posts.slice(0, LIMITS.headerSearchMaxResults));
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        setResults([]);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [query]);

  const now = new Date();
  const q = query.trim();

  return (
    <div className="header-search" ref={rootRef} data-open={open || undefined}>
      {!open && (
        <button ref={toggleRef} type="button" className="btn btn-ghost btn-icon" aria-label={labels.openAriaLabel} aria-expanded="false" onClick={() => setOpen(true)}>
          <SearchIcon />
        </button>
      )}
      {open && (
        <div className="header-search-box" role="search" onKeyDown={(e) => e.key === 'Escape' && close(true)}>
          <SearchIcon />
          <input
            ref={inputRef}
            type="search"
            className="header-search-input"
            value={query}
            maxLength={LIMITS.headerSearchMaxChars}
            placeholder={labels.placeholder}
            aria-label={labels.ariaLabel}
            aria-controls={query.trim() ? listId : undefined}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value.slice(0, LIMITS.headerSearchMaxChars))}
          />
          <button type="button" className="btn btn-ghost btn-icon btn-sm" aria-label={labels.closeAriaLabel} onClick={() => close(true)}>
            <CloseIcon />
          </button>
          {q && (
            <div className="header-search-results" id={listId} role="region" aria-label={labels.resultsAriaLabel} aria-live="polite" aria-busy={loading}>
              {results === null ? (
                <p className="header-search-status">{labels.loading}</p>
              ) : results.length === 0 ? (
                <p className="header-search-status">{labels.noResults.replace('{query}', q)}</p>
              ) : (
                <ul>
                  {results.map((r) => (
                    <li key={r.slug}>
                      <a href={`/br/${r.slug}`}>
                        <strong>{applyTitlePlaceholders(r.title, 'br', now)}</strong>
                        {r.excerpt && <span>{r.excerpt}</span>}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
