/**
 * The demo's own pictures (issue 14 item 6): a flat illustration per category and variant, drawn as
 * SVG (a colour field, soft shapes and the category's line icon, no text, so no font is needed) for
 * sharp to rasterise. Pure and deterministic: the same category and variant give the same SVG.
 */
import type { CategorySlug } from '../../../shared/categories';

/** Size of the drawn picture: 16:9, the shape of cards, the hero and a post's lead image. */
export const ILLUSTRATION = { width: 960, height: 540 } as const;

/** Each category's colours (background, shapes, icon) and a line icon on a 24-unit grid. */
const STYLE: Record<CategorySlug, { hue: number; icon: string }> = {
  tecnologia: { hue: 230, icon: 'M4 5h16v10H4z M2 19h20 M9 15l-1 4 M15 15l1 4' },
  'casa-construcao': { hue: 25, icon: 'M3 11l9-7 9 7 M5 10v10h14V10 M10 20v-6h4v6' },
  'beleza-saude': { hue: 330, icon: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z' },
  moda: { hue: 280, icon: 'M8 3l4 3 4-3 5 4-3 4-2-1v11H8V10l-2 1-3-4z' },
  'alimentos-bebidas': { hue: 45, icon: 'M5 8h12v5a6 6 0 0 1-12 0z M17 9h2a2 2 0 0 1 0 4h-2 M8 2v3 M11 2v3 M14 2v3' },
  'mae-bebe-criancas': { hue: 190, icon: 'M9 3h6v3H9z M8 6h8l1 3v10a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V9z M7 12h10' },
  veiculos: { hue: 0, icon: 'M3 16v-4l2-5h14l2 5v4z M3 16h18 M7 16v2 M17 16v2 M6 12h12' },
  'esportes-lazer': { hue: 130, icon: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18' },
  pets: { hue: 95, icon: 'M12 13c3 0 5 3 5 5s-2 2-5 2-5 0-5-2 2-5 5-5z M6 9a1.5 2 0 1 0 0.1 0z M18 9a1.5 2 0 1 0 0.1 0z M9.5 5a1.5 2 0 1 0 0.1 0z M14.5 5a1.5 2 0 1 0 0.1 0z' },
  'livros-papelaria': { hue: 260, icon: 'M4 4h7a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4z M20 4h-7 M20 4v14h-7' },
};

/** A small deterministic generator (mulberry32) so a variant's layout is fixed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The SVG of a category's `variant`-th illustration. */
export function illustrationSvg(category: CategorySlug, variant: number): string {
  const { hue, icon } = STYLE[category];
  const { width: w, height: h } = ILLUSTRATION;
  const rnd = random(hue * 1000 + variant * 7919 + 1);
  // Sizes below are for a 1280-wide picture, scaled to the drawn one.
  const k = w / 1280;
  const shift = (variant * 23) % 40;
  const bg1 = `hsl(${(hue + shift) % 360} 70% 88%)`;
  const bg2 = `hsl(${(hue + shift + 30) % 360} 65% 74%)`;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = Math.round(rnd() * w);
    const y = Math.round(rnd() * h);
    const r = Math.round((60 + rnd() * 220) * k);
    const fill = `hsl(${(hue + shift + Math.round(rnd() * 80) - 40 + 360) % 360} 60% ${Math.round(55 + rnd() * 30)}%)`;
    const opacity = (0.25 + rnd() * 0.4).toFixed(2);
    shapes.push(i % 3 === 2
      ? `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" rx="${Math.round(r / 3)}" fill="${fill}" opacity="${opacity}" transform="rotate(${Math.round(rnd() * 60 - 30)} ${x} ${y})"/>`
      : `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${opacity}"/>`);
  }
  // The icon in a white disc, off-centre by variant so a category's pictures differ at a glance.
  const cx = Math.round(w * (0.3 + 0.4 * rnd()));
  const cy = Math.round(h * (0.4 + 0.2 * rnd()));
  const scale = 9 * k;
  const ink = `hsl(${hue} 55% 30%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>`
    + `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}`
    + `<circle cx="${cx}" cy="${cy}" r="${Math.round(170 * k)}" fill="#fff" opacity="0.92"/>`
    + `<g transform="translate(${cx - 12 * scale} ${cy - 12 * scale}) scale(${scale})" fill="none" stroke="${ink}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="${icon}"/></g>`
    + `</svg>`;
}
