import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardQuery } from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../../../src/lib/format-money';

type Day = DashboardQuery['dashboard']['days'][number];

const HEIGHT = 240;
/** The shop's accent and a dark tone, read from its CSS variables so the chart follows the theme. */
const token = (name: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * Orders (bars, left axis) and revenue (line, right axis) per day. A picture for sighted staff; the same figures
 * are in the table beside it, which screen readers get instead (the chart is hidden from them).
 */
export function SalesChart({ days }: { days: readonly Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
      days.map((d) => d.orders),
      days.map((d) => d.revenueCents / 100),
    ];
    const accent = token('--color-accent', '#0b6e4f');
    const dark = token('--color-dark', '#222');
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, orders: { range: (_u, _min, max) => [0, Math.max(1, max)] }, revenue: {} },
        axes: [
          {},
          { scale: 'orders', label: 'Orders' },
          { scale: 'revenue', label: 'Revenue ($)', side: 1, grid: { show: false } },
        ],
        series: [
          {},
          {
            label: 'Orders',
            scale: 'orders',
            stroke: dark,
            fill: `${dark}33`,
            paths: uPlot.paths.bars!({ size: [0.6, 40] }),
          },
          {
            label: 'Revenue ($)',
            scale: 'revenue',
            stroke: accent,
            width: 2,
            value: (_u, v) => (v == null ? '—' : formatMoney(Math.round(v * 100))),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} className="admin-chart" aria-hidden="true" />;
}
