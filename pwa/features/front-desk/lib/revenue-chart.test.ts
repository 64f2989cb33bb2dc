import { describe, expect, it } from 'vitest';
import { layoutRevenueChart, niceScale } from './revenue-chart';

describe('niceScale', () => {
  it('rounds the top up to a readable step', () => {
    expect(niceScale(130)).toEqual({ top: 200, step: 50 });
    expect(niceScale(80)).toEqual({ top: 80, step: 20 });
    expect(niceScale(35)).toEqual({ top: 40, step: 10 });
    expect(niceScale(1)).toEqual({ top: 1, step: 0.25 });
    expect(niceScale(1001).top).toBeGreaterThanOrEqual(1001);
  });

  it('gives an empty chart a scale too', () => {
    expect(niceScale(0)).toEqual({ top: 100, step: 25 });
  });
});

describe('layoutRevenueChart', () => {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: `2025-06-${String(i + 1).padStart(2, '0')}`,
    revenue: i === 29 ? 80 : i === 0 ? 40 : 0,
  }));
  const chart = layoutRevenueChart(days, { width: 600, height: 200, left: 50, bottom: 30, top: 10, right: 10 });

  it('draws one bar per day inside the plot, tallest for the top value', () => {
    expect(chart.bars).toHaveLength(30);
    for (const b of chart.bars) {
      expect(b.x).toBeGreaterThanOrEqual(50);
      expect(b.x + b.width).toBeLessThanOrEqual(590);
      expect(b.y + b.height).toBeCloseTo(170);
    }
    expect(chart.bars[29]!.height).toBeCloseTo(160); // 80 of a top of 80
    expect(chart.bars[0]!.height).toBeCloseTo(80);
    expect(chart.bars[5]!.height).toBe(0);
  });

  it('ticks from 0 to the top, 0 at the bottom line', () => {
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 20, 40, 60, 80]);
    expect(chart.ticks[0]!.y).toBe(170);
    expect(chart.ticks[4]!.y).toBe(10);
  });

  it('labels every 7th day counted back from today, today included', () => {
    expect(chart.labels.map((l) => l.text)).toEqual(['Jun 2', 'Jun 9', 'Jun 16', 'Jun 23', 'Jun 30']);
  });

  it('copes with no days', () => {
    expect(layoutRevenueChart([], { width: 600, height: 200 }).bars).toEqual([]);
  });
});
