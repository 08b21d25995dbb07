/**
 * Astro's React server renderer with the same output, made cheaper for builds of 10,000+ pages.
 *
 * The stock renderer (@astrojs/react/server.js) costs every island two React renders on every
 * page: `check` renders the component once through a probe to learn whether it is React, then
 * `renderToStaticMarkup` renders it for real, both through `renderToReadableStream` (a web stream
 * read chunk by chunk). The layout's five islands made that ~10 % of a build's main-thread CPU.
 * React is this site's only framework renderer, so:
 * - `check` answers from the component's type alone, without rendering it. It still takes one
 *   island id, as the probe did, so the `prefix` of every island (and the ids `useId` derives from
 *   it, which the browser's hydration must match) stay exactly what the stock renderer gives;
 * - `renderToStaticMarkup` uses React's synchronous `renderToString` with the same
 *   `identifierPrefix`. For our islands (no Suspense, no slots) it writes the same markup as the
 *   stream. Anything else (children or named slots, form actions) goes to the stock renderer;
 * - an island's markup depends only on its component, props and id prefix, so the same island on
 *   the next page is not rendered again (./render-once.ts): the layout's islands render once per
 *   locale in a build, not once per page.
 * A full build of the demo corpus gives byte-identical pages with either renderer (checked by
 * diffing two builds at a pinned BUILD_NOW).
 */
import type { SSRResult } from 'astro';
import React from 'react';
import stock from '@astrojs/react/server.js';
// Not in the package's exports: imported by path so this is the very module (and id counter) the
// stock renderer uses.
import { incrementId } from '../../../node_modules/@astrojs/react/dist/context.js';
import { renderOnce } from './render-once';

type Ctx = { result?: SSRResult } | undefined;

function isReactComponent(Component: unknown): boolean {
  if (typeof Component === 'object' && Component !== null) {
    return String((Component as { $$typeof?: symbol }).$$typeof ?? '').startsWith('Symbol(react');
  }
  if (typeof Component !== 'function') return false;
  const fn = Component as { name?: string; $$typeof?: symbol; prototype?: { render?: unknown } };
  if (fn.name === 'QwikComponent' || fn.$$typeof === Symbol.for('react.forward_ref')) return false;
  if (fn.prototype != null && typeof fn.prototype.render === 'function') {
    return React.Component.isPrototypeOf(Component) || React.PureComponent.isPrototypeOf(Component);
  }
  // A plain function: the stock check calls it to see a React element come back; here every
  // function component is React's (the only framework renderer of the site).
  return true;
}

async function check(this: Ctx, Component: unknown): Promise<boolean> {
  // The stock probe renders through renderToStaticMarkup, which takes the next island id.
  if (this && this.result) incrementId(this.result);
  return isReactComponent(Component);
}

async function renderToStaticMarkup(
  this: Ctx,
  Component: React.ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  slots: Record<string, unknown>,
  metadata?: unknown,
): Promise<{ html: string; attrs: Record<string, unknown> }> {
  const hasSlots = Object.values(slots ?? {}).some((v) => v != null) || props.children != null;
  if (hasSlots || !this?.result || this.result.actionResult) {
    return (stock.renderToStaticMarkup as (...a: unknown[]) => Promise<{ html: string; attrs: Record<string, unknown> }>).call(this, Component, props, slots, metadata);
  }
  const prefix = incrementId(this.result);
  const { class: _class, ...rest } = props;
  return { html: renderOnce(Component, rest, prefix), attrs: { prefix } };
}

export default { name: '@astrojs/react', check, renderToStaticMarkup, supportsAstroStaticSlot: true };
