/**
 * Whether the render in progress covers the whole site (a full build: its workers say so; Astro's
 * own static build and dev server have no render context). Loaders then read a locale's lists once
 * and share them across pages; a save's render (the publisher's few pages) reads each page's own
 * rows instead. Both give the same data, hence the same HTML.
 */
import { currentRenderContext } from '../../../shared/render-context';

export function wholeSiteRender(): boolean {
  const context = currentRenderContext();
  return context ? context.wholeSite === true : true;
}
