/**
 * `fastReactRenderer(react())`: the @astrojs/react integration (client side, Vite setup, JSX)
 * with ./server.ts as its server renderer (same HTML, one synchronous React render per island;
 * see there why).
 */
export function fastReactRenderer(integration) {
  const setup = integration.hooks['astro:config:setup'];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:setup': (options) =>
        setup({
          ...options,
          addRenderer: (renderer) =>
            options.addRenderer({ ...renderer, serverEntrypoint: new URL('./server.ts', import.meta.url) }),
        }),
    },
  };
}
