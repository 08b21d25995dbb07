/**
 * Region flags are small inline SVGs, never emoji (issue 17): Windows shows a flag emoji as two
 * letters, a machine without an emoji font as boxes. Checked where flags show: the landing's country
 * chooser, the footer's region links ('Global Presence') and the coming-soon page.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeSite } from '../test-site';

/** Regional-indicator letters (the two halves of every flag emoji) and the globe emoji. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}\u{1F310}]/u;

/** The flags a visitor sees: rendered SVGs with a real size, the flag's proportions, hidden from screen readers. */
async function flagsOf(page: Page, selector: string) {
  return page.locator(`${selector} svg.flag-svg`).evaluateAll((svgs) =>
    svgs.map((svg) => {
      const box = svg.getBoundingClientRect();
      return { code: svg.getAttribute('data-flag'), hidden: svg.getAttribute('aria-hidden'), ratio: Math.round((box.width / box.height) * 100) / 100, height: box.height, text: svg.closest('a, li, p')?.textContent?.trim() };
    }),
  );
}

describeSite('region flags', ({ newPage }) => {
  /** width:height of each flag (Brazil 10:7, Italy and Spain 3:2, Mexico 7:4, United States 19:10). */
  const RATIO: Record<string, number> = { br: 1.43, it: 1.5, mx: 1.75, es: 1.5, us: 1.9 };

  it('landing: every region card shows an SVG flag in its proportions beside the country name, no emoji', async () => {
    const page = await newPage('/', { locale: 'pt-BR' });
    const flags = await flagsOf(page, '.region-grid');
    expect(flags.map((f) => f.code).sort()).toEqual(['br', 'es', 'it', 'mx', 'us']);
    for (const f of flags) {
      expect(f.hidden).toBe('true');
      expect(f.height).toBeGreaterThan(20);
      expect(f.ratio).toBeCloseTo(RATIO[f.code!]!, 1);
    }
    expect(flags.find((f) => f.code === 'br')?.text).toContain('Brasil');
    expect(await page.locator('.region-grid').innerText()).not.toMatch(EMOJI_FLAG);
    expect(await page.locator('body').innerText()).not.toMatch(EMOJI_FLAG);
  });

  it('footer of a locale: each active region link has an SVG flag and its name, no emoji', async () => {
    const page = await newPage('/br');
    const flags = await flagsOf(page, '[aria-labelledby="footer-presence"]');
    expect(flags.map((f) => f.code)).toEqual(['br', 'it', 'mx']);
    expect(flags.map((f) => f.text)).toEqual(['Brasil', 'Italia', 'México']);
    for (const f of flags) expect(f.ratio).toBeCloseTo(RATIO[f.code!]!, 1);
    expect(await page.locator('body').innerText()).not.toMatch(EMOJI_FLAG);
  });

  it('coming-soon page: the region line has an SVG flag and the country name, no emoji', async () => {
    const page = await newPage('/es');
    const flags = await flagsOf(page, '.coming-soon-region');
    expect(flags).toMatchObject([{ code: 'es', hidden: 'true', text: 'España' }]);
    expect(flags[0]!.ratio).toBeCloseTo(1.5, 1);
    expect(await page.locator('body').innerText()).not.toMatch(EMOJI_FLAG);
  });
});
