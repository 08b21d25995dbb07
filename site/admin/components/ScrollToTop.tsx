/**
 * SPEC §2 Layout: the view scrolls to the top on each route change. The router only swaps the
 * screen, so without this a long list scrolled down would open the next screen half-way down.
 * Keyed on the path alone: a filter or page change in the query string keeps the place.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';

export function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}
