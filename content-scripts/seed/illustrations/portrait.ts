/**
 * The demo authors' photos (issue 25 item 6), drawn like the category illustrations (./draw.ts): a
 * flat SVG for sharp to rasterise, no text (no font needed), a gradient field and a
 * head-and-shoulders figure in the author's colours. Pure and deterministic.
 */

/** Size of a drawn portrait: square, the shape of a byline photo and of an author page's. */
export const PORTRAIT = { width: 320, height: 320 } as const;

/** How one demo author looks: background hue, skin and hair tones, hair length. */
export interface PortraitStyle {
  hue: number;
  skin: string;
  hair: string;
  longHair: boolean;
}

/** The SVG of a portrait in `style`. */
export function portraitSvg({ hue, skin, hair, longHair }: PortraitStyle): string {
  const { width: w, height: h } = PORTRAIT;
  const bg1 = `hsl(${hue} 60% 86%)`;
  const bg2 = `hsl(${(hue + 40) % 360} 55% 70%)`;
  const shirt = `hsl(${(hue + 180) % 360} 45% 42%)`;
  const back = longHair ? `<path d="M96 150c0-70 30-102 64-102s64 32 64 102v70H96z" fill="${hair}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>`
    + `<rect width="${w}" height="${h}" fill="url(#g)"/>`
    + `<circle cx="260" cy="60" r="70" fill="#fff" opacity="0.25"/>`
    + back
    + `<path d="M40 320c0-62 54-100 120-100s120 38 120 100z" fill="${shirt}"/>`
    + `<rect x="140" y="180" width="40" height="48" rx="16" fill="${skin}"/>`
    + `<ellipse cx="160" cy="140" rx="52" ry="60" fill="${skin}"/>`
    + `<path d="M106 132c0-46 24-70 54-70s56 22 56 70c-14-22-40-30-60-30s-36 10-50 30z" fill="${hair}"/>`
    + `</svg>`;
}
