/**
 * The markup of a region's flag (./Flag.astro). Every page's footer shows the flags of the active
 * regions; as an Astro template each of their elements was rendered anew on every page (2 % of a
 * post page's render at 100,000 posts), so the markup is made once per flag and class here.
 *
 * Each flag keeps its official proportions (Brazil 7:10, Italy and Spain 2:3, Mexico 4:7, United
 * States 10:19) in the official colours; Spain is its civil flag (no coat of arms) and Mexico's
 * emblem a simplified eagle disc, legible at 16–40 px. Other regions get a globe.
 */

const rect = (attrs: string) => `<rect ${attrs}></rect>`;

/** United States: 13 stripes and a canton of 50 stars as dots, 9 rows alternating 6 and 5 (viewBox 190×100). */
function usFlag(): string {
  const stripes = Array.from({ length: 7 }, (_, i) => rect(`y="${i * 2 * (100 / 13)}" width="190" height="${100 / 13}" fill="#B22234"`));
  const stars = Array.from({ length: 9 }, (_, row) =>
    Array.from({ length: row % 2 ? 5 : 6 }, (_, i) => `<circle cx="${((row % 2 ? 2 : 1) + 2 * i) * (76 / 12)}" cy="${(row + 1) * (700 / 13 / 10)}" r="1.9" fill="#fff"></circle>`),
  ).flat();
  return [rect('width="190" height="100" fill="#fff"'), ...stripes, rect(`width="76" height="${700 / 13}" fill="#3C3B6E"`), ...stars].join('');
}

const FLAGS: Record<string, { viewBox: string; body: () => string }> = {
  br: {
    viewBox: '0 0 20 14',
    body: () =>
      rect('width="20" height="14" fill="#009C3B"') +
      '<path d="M10 1.7 18.3 7 10 12.3 1.7 7z" fill="#FFDF00"></path><circle cx="10" cy="7" r="3.5" fill="#002776"></circle>' +
      '<path d="M6.62 6.1Q10.3 5.3 13.4 7.9" fill="none" stroke="#fff" stroke-width="0.55"></path>',
  },
  it: { viewBox: '0 0 3 2', body: () => rect('width="1" height="2" fill="#009246"') + rect('x="1" width="1" height="2" fill="#fff"') + rect('x="2" width="1" height="2" fill="#CE2B37"') },
  mx: {
    viewBox: '0 0 7 4',
    body: () =>
      rect('width="7" height="4" fill="#fff"') + rect('width="2.333" height="4" fill="#006847"') + rect('x="4.667" width="2.333" height="4" fill="#CE1126"') +
      '<circle cx="3.5" cy="2" r="0.62" fill="#8C5A2B"></circle><path d="M2.85 2.3Q3.5 2.95 4.15 2.3" fill="none" stroke="#006847" stroke-width="0.12"></path>',
  },
  es: { viewBox: '0 0 3 2', body: () => rect('width="3" height="2" fill="#AA151B"') + rect('y="0.5" width="3" height="1" fill="#F1BF00"') },
  us: { viewBox: '0 0 190 100', body: usFlag },
};

const GLOBE = {
  viewBox: '0 0 24 24',
  body: () =>
    '<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2"></circle>' +
    '<path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" fill="none" stroke="currentColor" stroke-width="2"></path>',
};

const made = new Map<string, string>();

/**
 * The `<svg>` of the flag of `code` (a globe for other codes), sized by CSS (`.flag-svg`: 1em high,
 * the width follows the viewBox; no style attribute, for the CSP). Decorative: the country name is
 * always written beside it, so it is hidden from assistive technology. `className` is one of the
 * components' own class names, never user input.
 */
export function flagSvg(code: string, className?: string): string {
  const key = `${code} ${className ?? ''}`;
  let svg = made.get(key);
  if (svg === undefined) {
    const known = Object.hasOwn(FLAGS, code);
    const flag = (known && FLAGS[code]) || GLOBE;
    const classes = className ? `flag-svg ${className}` : 'flag-svg';
    svg = `<svg class="${classes}" data-flag="${known ? code : 'globe'}" viewBox="${flag.viewBox}" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">${flag.body()}</svg>`;
    made.set(key, svg);
  }
  return svg;
}
