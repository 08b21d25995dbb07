/**
 * The site's own Astro adapter: a server build whose entry exposes Astro's `App`, so a Node
 * process can render any page of the site on demand with the exact components of the static
 * pages (DESIGN §1: full build and incremental render share one code path).
 */
export function siteRenderer() {
  return {
    name: 'site-renderer',
    hooks: {
      'astro:config:done': ({ setAdapter }) =>
        setAdapter({
          name: 'site-renderer',
          serverEntrypoint: new URL('./entry.mjs', import.meta.url),
          exports: ['app'],
          supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'stable', hybridOutput: 'stable' },
        }),
    },
  };
}
