/**
 * React's markup of a prop-only island, rendered once per component, props and id prefix
 * (./server.ts renders every island through it).
 */
import React from 'react';
import ReactDOM from 'react-dom/server';

/** Islands rendered per component, by island prefix and props: most pages repeat the layout's islands. */
const rendered = new WeakMap<object, Map<string, string>>();
/** Distinct renders kept per component; past it the component's cache starts again (bounded memory). */
const MAX_PER_COMPONENT = 256;

/**
 * React's markup of a prop-only island is a function of the component, its props and its id prefix,
 * so a build of 100,000 pages renders the header's islands once per locale instead of once per page.
 */
export function renderOnce(Component: React.ComponentType<Record<string, unknown>>, props: Record<string, unknown>, prefix: string): string {
  let key: string;
  try {
    key = `${prefix}\u0000${JSON.stringify(props)}`;
  } catch {
    return ReactDOM.renderToString(React.createElement(Component, props), { identifierPrefix: prefix });
  }
  let cache = rendered.get(Component);
  if (!cache) rendered.set(Component, (cache = new Map()));
  let html = cache.get(key);
  if (html === undefined) {
    html = ReactDOM.renderToString(React.createElement(Component, props), { identifierPrefix: prefix });
    if (cache.size >= MAX_PER_COMPONENT) cache.clear();
    cache.set(key, html);
  }
  return html;
}
