/**
 * Geometry of the clicks-per-day chart (/admin/clicks): one bar per day, stacked by region, on a
 * y scale rounded up to a readable maximum. Pure, so the drawing component only maps it to SVG.
 */
import { LOCALES } from '../../../shared/locales';
import type { ClickDayPoint } from '../../../shared/schemas/click-analytics';

/** One colour per region, the same on the bars and in the legend (contrast ≥ 3:1 on white). */
export const LOCALE_COLORS: Record<string, string> = { br: '#1b7f3b', it: '#2553a8', mx: '#b3261e', es: '#8a5a00', us: '#6b3fa0' };

export interface ChartSegment {
  locale: string;
  clicks: number;
  y: number;
  height: number;
}

export interface ChartBar {
  day: string;
  clicks: number;
  x: number;
  width: number;
  segments: ChartSegment[];
}

export interface ClickChartLayout {
  width: number;
  height: number;
  /** Top of the y scale (≥ the busiest day), and the ticks drawn: 0, half, max. */
  max: number;
  ticks: { value: number; y: number }[];
  plot: { left: number; top: number; right: number; bottom: number };
  bars: ChartBar[];
  /** Days labelled under the x axis (first, middle, last), with their x. */
  labels: { day: string; x: number }[];
}

/** 1, 2, 5 × 10^n: the smallest such number ≥ n (at least 1), so the axis reads round values. */
export function niceMax(n: number): number {
  if (n <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * power >= n) return step * power;
  return 10 * power;
}

/** Lays out `points` (every day of the period, oldest first) in a `width` × `height` box. */
export function layoutClickChart(points: ClickDayPoint[], width = 720, height = 240): ClickChartLayout {
  const plot = { left: 44, top: 12, right: width - 8, bottom: height - 28 };
  const busiest = points.reduce((m, p) => Math.max(m, p.clicks), 0);
  const max = niceMax(busiest);
  const scale = (plot.bottom - plot.top) / max;
  const slot = (plot.right - plot.left) / Math.max(points.length, 1);
  const barWidth = Math.max(1, slot * 0.75);
  const bars = points.map((p, i) => {
    const x = plot.left + i * slot + (slot - barWidth) / 2;
    let base = plot.bottom;
    const segments: ChartSegment[] = [];
    for (const locale of LOCALES) {
      const clicks = p.byLocale[locale] ?? 0;
      if (!clicks) continue;
      const h = clicks * scale;
      base -= h;
      segments.push({ locale, clicks, y: base, height: h });
    }
    return { day: p.day, clicks: p.clicks, x, width: barWidth, segments };
  });
  const ticks = [0, max / 2, max].map((value) => ({ value, y: plot.bottom - value * scale }));
  const picks = points.length ? [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])] : [];
  const labels = picks.map((i) => ({ day: points[i]!.day, x: plot.left + i * slot + slot / 2 }));
  return { width, height, max, ticks, plot, bars, labels };
}

/** '2026-06-01' → '01/06' (the admin's dates are Brazilian). */
export function shortDay(day: string): string {
  const [, m, d] = day.split('-');
  return `${d}/${m}`;
}
