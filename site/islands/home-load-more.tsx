/**
 * "Load more" of the home page (SPEC §2: 6 shown, each click adds 6). The first six are in the
 * static HTML; further ones come from `GET /api/home-data?locale=L&offset=…&limit=6`, so the home
 * page stays small whatever the number of posts, and shows posts published since the build.
 * Cards are drawn with the same PostCard component the build uses.
 */
import { useEffect, useState } from 'react';
import type { Category } from '../../shared/schemas/category';
import type { PostSummary } from '../../shared/schemas/post';
import { postCardData, type PostCardData } from '../components/content/card-data';
import PostCard from '../components/content/PostCard';
import { relativeDateIn } from '../../shared/format/relative-date';
import { LOCALE_INFO, type Locale } from '../../shared/locales';

export interface HomeLoadMoreProps {
  locale: Locale;
  /** Offset of the first post not on the page (hero + first grid). */
  offset: number;
  /** Published posts at build time. */
  total: number;
  pageSize: number;
  texts: { loadMore: string; loading: string; error: string; allLoaded: string; recently: string };
}

interface HomeDataAnswer {
  posts: PostSummary[];
  categoryMap: Record<string, Category>;
  total: number;
}

/** Ids already on the page (static grid and hero), so a post never shows twice. */
function idsOnPage(): Set<number> {
  const ids = new Set<number>();
  for (const el of document.querySelectorAll<HTMLElement>('[data-post-id]')) ids.add(Number(el.dataset.postId));
  return ids;
}

export default function HomeLoadMore({ locale, offset: initialOffset, total: initialTotal, pageSize, texts }: HomeLoadMoreProps) {
  const [cards, setCards] = useState<PostCardData[]>([]);
  const [offset, setOffset] = useState(initialOffset);
  const [total, setTotal] = useState(initialTotal);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  // The built page's button is disabled until the island has hydrated: a click before then would
  // do nothing, with nothing to say so.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function loadMore() {
    setState('loading');
    try {
      const query = new URLSearchParams({ locale, offset: String(offset), limit: String(pageSize) });
      const res = await fetch(`/api/home-data?${query}`, { headers: { Accept: 'application/json' }, credentials: 'include' });
      if (!res.ok) throw new Error(`${res.status}`);
      const data = (await res.json()) as HomeDataAnswer;
      const seen = idsOnPage();
      const now = new Date();
      const fresh = data.posts
        .filter((p) => !seen.has(p.id))
        .map((p) => postCardData(p, p.categoryId === null ? undefined : data.categoryMap[String(p.categoryId)], { locale, recently: texts.recently, now }))
        // Drawn in the browser: the wording can be relative at once, as the page's own cards read.
        .map((card) => ({ ...card, dateText: relativeDateIn(card.date, LOCALE_INFO[locale].language, card.dateText, now) }));
      setCards((previous) => [...previous, ...fresh]);
      setOffset(offset + data.posts.length);
      setTotal(data.total);
      setState('idle');
    } catch {
      setState('error');
    }
  }

  const more = offset < total;
  return (
    <>
      <div className="grid load-more__grid">
        {cards.map((card) => (
          <PostCard key={card.id} card={card} />
        ))}
      </div>
      <div className="load-more">
        {more && (
          <button type="button" className="btn btn-secondary btn-lg" onClick={loadMore} disabled={!ready || state === 'loading'} aria-busy={state === 'loading'}>
            {state === 'loading' ? texts.loading : texts.loadMore}
          </button>
        )}
        <p className={`status-text${state === 'error' ? ' is-error' : ''}`} role="status" aria-live="polite">
          {state === 'error' ? texts.error : !more && cards.length > 0 ? texts.allLoaded : ''}
        </p>
      </div>
    </>
  );
}
