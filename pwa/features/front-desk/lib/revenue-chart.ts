import type { Lang } from '#shared/i18n/lang';
import { formatShortDay } from '../../staff-shell/lib/format';

export type DayRevenue = { date: string; revenue: number };
export type Bar = { date: string; revenue: number; x: number; y: number; width: number; height: number };
export type Tick = { value: number; y: number };
export type AxisLabel = { date: string; text: string; x: number };
export type ChartLayout = {
  bars: Bar[];
  ticks: Tick[];
  labels: AxisLabel[];
  plot: { left: number; top: number; right: number; bottom: number };
};

/** A round top for the y axis, at least `max`: 1, 2, 2.5 or 5 times a power of ten per step. */
export function niceScale(max: number, steps = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: 100, step: 25 };
  const raw = max / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? 10 * power;
  return { top: step * steps, step };
}

type Size = {
  width: number;
  height: number;
  left?: number;
  bottom?: number;
  top?: number;
  right?: number;
  labelEvery?: number;
  lang?: Lang;
};

/**
 * The geometry of the daily revenue bar chart, in SVG user units: one bar per day (left to right,
 * oldest first), y ticks from 0 to a round top, and a date label every `labelEvery` days counted
 * back from the last day (so today is always labelled).
 */
export function layoutRevenueChart(days: readonly DayRevenue[], size: Size): ChartLayout {
  const { width, height, left = 56, bottom = 28, top = 12, right = 24, labelEvery = 7, lang = 'en' } = size;
  const plot = { left, top, right: width - right, bottom: height - bottom };
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  const { top: max, step } = niceScale(Math.max(0, ...days.map((d) => d.revenue)));
  const slot = days.length > 0 ? plotWidth / days.length : plotWidth;
  const barWidth = Math.max(1, slot * 0.7);
  const yOf = (value: number) => plot.bottom - (value / max) * plotHeight;

  const bars = days.map((d, i) => {
    const y = yOf(d.revenue);
    return {
      date: d.date,
      revenue: d.revenue,
      x: plot.left + i * slot + (slot - barWidth) / 2,
      y,
      width: barWidth,
      height: plot.bottom - y,
    };
  });
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => ({ value: i * step, y: yOf(i * step) }));
  const last = days.length - 1;
  const labels = days
    .map((d, i) => ({ date: d.date, text: formatShortDay(d.date, lang), x: plot.left + i * slot + slot / 2, i }))
    .filter(({ i }) => (last - i) % labelEvery === 0)
    .map(({ date, text, x }) => ({ date, text, x }));
  return { bars, ticks, labels, plot };
}
