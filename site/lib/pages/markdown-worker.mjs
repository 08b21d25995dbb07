/**
 * Worker thread of markdown-prerender.ts: renders Markdown bodies with the site's one pipeline
 * (shared/markdown/render.ts, loaded through tsx since the build runs TypeScript sources).
 *
 * Messages in:  { type: 'context', locale, store, now, products, reviewPaths }
 *               { type: 'render', jobs: [{ key, locale, markdown, excludeProductId }] }
 * Messages out: { type: 'rendered', results: [{ key, html, embeds } | { key, error }] }
 */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { renderMarkdownDocument } = await tsImport('../../../shared/markdown/render.ts', import.meta.url);

/** Per locale: what renderMarkdownDocument needs besides the body. */
const contexts = new Map();

parentPort.on('message', (message) => {
  if (message.type === 'context') {
    contexts.set(message.locale, {
      locale: message.locale,
      store: message.store,
      now: new Date(message.now),
      products: new Map(message.products.map((p) => [p.asin, p])),
      reviewPaths: new Map(message.reviewPaths),
    });
    return;
  }
  if (message.type === 'render') {
    const results = message.jobs.map((job) => {
      const ctx = contexts.get(job.locale);
      try {
        const { html, embeds } = renderMarkdownDocument(job.markdown, {
          locale: ctx.locale,
          products: ctx.products,
          store: ctx.store,
          now: ctx.now,
          reviewPath: (p) => (p.id === job.excludeProductId ? undefined : ctx.reviewPaths.get(p.id)),
        });
        return { key: job.key, html, embeds };
      } catch (error) {
        return { key: job.key, error: String(error) };
      }
    });
    parentPort.postMessage({ type: 'rendered', results });
  }
});
parentPort.postMessage({ type: 'ready' });
