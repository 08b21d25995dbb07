/**
 * Renders the site's 1200x630 share image (SPEC §9) and the touch icon from HTML/SVG with the
 * Debian Chromium, once, into site/public (the PNGs are committed; rerun after a brand change):
 *
 *   npx tsx site/lib/seo/share-card/render.ts
 */
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../../../../shared/chromium';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const browser = await launchBrowser();
try {
  const card = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await card.goto(`file://${here('./card.html')}`);
  // Quantized to a 256-colour palette (sharp comes with Astro): about a tenth of the raw size.
  const sharp = (await import('sharp')).default;
  await sharp(await card.screenshot()).png({ palette: true, colours: 256, compressionLevel: 9, dither: 0.6 }).toFile(here('../../../public/og-default.png'));
  const icon = await browser.newPage({ viewport: { width: 180, height: 180 } });
  await icon.setContent(`<body style="margin:0"><img src="file://${here('../../../public/favicon.svg')}" style="width:180px;height:180px;display:block">`);
  await icon.screenshot({ path: here('../../../public/apple-touch-icon.png'), omitBackground: true });
} finally {
  await browser.close();
}
