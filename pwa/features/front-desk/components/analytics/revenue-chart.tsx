import { useId } from 'react';
import { formatDollarsExact, formatDollarsShort, formatLongDay } from '#pwa/features/staff-shell/lib/format';
import { layoutRevenueChart, type DayRevenue } from '../../lib/revenue-chart';
import { useWidth } from '../../hooks/use-width';
import { useT } from '#pwa/i18n/use-t';

const HEIGHT = 220;

/**
 * Daily revenue as bars (no chart library): a y axis in dollars, a date every 7 days (10 on a phone) ending today,
 * an accessible title and description, and each bar's exact figure as its tooltip.
 */
export function RevenueChart({ days }: { days: readonly DayRevenue[] }) {
  const id = useId();
  const { t, lang } = useT();
  // Laid out at the drawn width (not scaled), so the axis text stays readable on a phone too.
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const { bars, ticks, labels, plot } = layoutRevenueChart(days, { width, height: HEIGHT, labelEvery: width < 420 ? 10 : 7, lang });
  const total = days.reduce((s, d) => s + d.revenue, 0);
  const best = days.reduce<DayRevenue | null>((m, d) => (d.revenue > (m?.revenue ?? 0) ? d : m), null);
  return (
    <div ref={ref} className="admin-chart-frame">
      <svg
        className="admin-chart"
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        data-testid="revenue-chart"
      >
        <title id={`${id}-t`}>{t('admin.analytics.chartTitle', { count: days.length })}</title>
        <desc id={`${id}-d`}>
          {t('admin.analytics.total', { amount: formatDollarsExact(total) })}{' '}
          {best
            ? t('admin.analytics.bestDay', { date: formatLongDay(best.date, lang), amount: formatDollarsExact(best.revenue) })
            : t('admin.analytics.noRevenue')}
        </desc>
        {ticks.map((tick) => (
          <g key={tick.value} className="admin-chart-tick">
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
            <text x={plot.left - 8} y={tick.y} dy="0.32em" textAnchor="end">
              {formatDollarsShort(tick.value)}
            </text>
          </g>
        ))}
        {bars.map((b) => (
          <rect
            key={b.date}
            className="admin-chart-bar"
            x={b.x}
            y={b.y}
            width={b.width}
            height={Math.max(b.height, b.revenue > 0 ? 1 : 0)}
            rx={2}
          >
            <title>{`${formatLongDay(b.date, lang)}: ${formatDollarsExact(b.revenue)}`}</title>
          </rect>
        ))}
        <line className="admin-chart-axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
        {labels.map((l) => (
          <text key={l.date} className="admin-chart-label" x={l.x} y={plot.bottom + 18} textAnchor="middle">
            {l.text}
          </text>
        ))}
      </svg>
    </div>
  );
}
