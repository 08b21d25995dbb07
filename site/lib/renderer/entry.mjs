import { App } from 'astro/app';

/** A loader that runs once; later calls get the same promise. */
const once = (load) => {
  let loaded;
  return () => (loaded ??= load());
};

/**
 * Astro's App calls `import()` on every render: the route's page module, the module's own
 * `page()`, actions and middleware. Under a module loader hook (tsx in the render workers) each
 * call is a round trip to the hooks thread, even for a module already loaded (in a CPU profile of
 * a render worker, 4 % of the samples sent those requests and 6 % waited for the answers). A bundle
 * never changes once loaded, so each loads once.
 */
function loadOnce(manifest) {
  const pageMap = new Map(
    [...(manifest.pageMap ?? [])].map(([component, load]) => [
      component,
      once(() => load().then((mod) => ({ ...mod, page: once(mod.page) }))),
    ]),
  );
  return {
    ...manifest,
    pageMap,
    actions: manifest.actions && once(manifest.actions),
    middleware: manifest.middleware && once(manifest.middleware),
  };
}

/**
 * `streaming: false`: a page is rendered into one string, not an async iterable of encoded chunks
 * piped through a web stream. Every caller reads the whole body anyway (a file of the release),
 * and on a render worker the stream cost ~15 % of the time per page (26,926 pages of the
 * 100,000-post corpus: 65.7 s → 55.9 s). The HTML is the same but for the islands' `uid`, a hash
 * Astro takes over the island's output as it was buffered.
 */
export function createExports(manifest) {
  return { app: new App(loadOnce(manifest), false) };
}
