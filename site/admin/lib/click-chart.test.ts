import { describe, expect, it } from 'vitest';
import { layoutClickChart, niceMax, shortDay } from './click-chart';

const point = (day: string, byLocale: Record<string, number>) => ({ day, byLocale, clicks: Object.values(byLocale).reduce((a, b) => a + b, 0) });

describe('click chart layout (/admin/clicks)', () => {
  it('rounds the y scale up to 1, 2 or 5 × a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 180, 501].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 200, 1000]);
  });

  it('draws bar heights in proportion to the clicks, stacked by region, on a shared baseline', () => {
    const layout = layoutClickChart([point('2026-05-30', { br: 6, it: 4 }), point('2026-05-31', {}), point('2026-06-01', { us: 5 })], 300, 228);
    const { plot } = layout;
    const full = plot.bottom - plot.top; // max = 10: the busiest day fills the plot
    expect(layout.max).toBe(10);
    const [first, empty, last] = layout.bars;
    expect(first!.segments.map((s) => s.locale)).toEqual(['br', 'it']);
    expect(first!.segments[0]!.height).toBeCloseTo(full * 0.6);
    expect(first!.segments[1]!.height).toBeCloseTo(full * 0.4);
    expect(first!.segments[0]!.y + first!.segments[0]!.height).toBeCloseTo(plot.bottom);
    expect(first!.segments[1]!.y).toBeCloseTo(plot.top);
    expect(empty!.segments).toEqual([]);
    expect(last!.segments).toHaveLength(1);
    expect(last!.segments[0]).toMatchObject({ locale: 'us', clicks: 5 });
    expect(last!.segments[0]!.height).toBeCloseTo(full / 2);
    expect(last!.segments[0]!.y).toBeCloseTo(plot.bottom - full / 2);
    // Bars left to right in day order, inside the plot.
    expect(first!.x).toBeGreaterThanOrEqual(plot.left);
    expect(last!.x + last!.width).toBeLessThanOrEqual(plot.right);
    expect(empty!.x).toBeGreaterThan(first!.x);
    expect(layout.labels.map((l) => l.day)).toEqual(['2026-05-30', '2026-05-31', '2026-06-01']);
    expect(layout.ticks.map((t) => t.value)).toEqual([0, 5, 10]);
  });

  it('writes days as dd/mm', () => {
    expect(shortDay('2026-06-01')).toBe('01/06');
  });
});
