import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SellerDashboard } from '@modavi/core';
import { themeVars } from '@modavi/ui/theme';
import * as styles from './dashboard.css';
import { salesAxisLabels } from './sales-axis';

export interface SalesChartProps {
  readonly days: SellerDashboard['days'];
  readonly salesLabel: string;
  readonly ordersLabel: string;
  /** The legend's name of the x value (the day). */
  readonly dayWord: string;
}

const HEIGHT = 260;

/** The tokens' colours as the canvas needs them (CSS variables resolved on the page). */
const cssColor = (element: HTMLElement, variable: string, fallback: string): string => {
  const name = /var\((--[^)]+)\)/.exec(variable)?.[1];
  return (name ? getComputedStyle(element).getPropertyValue(name).trim() : '') || fallback;
};

/**
 * Sales (left axis, dong) and orders (right axis) per day, drawn with uPlot: a small canvas
 * chart library (about 20 KB gzip) loaded only by the dashboard page, never by a first visit.
 */
export default function SalesChart({ days, salesLabel, ordersLabel, dayWord }: SalesChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // One point per day, on its index: the days are Vietnam's whatever the browser's time zone.
    const xs = days.map((_, index) => index);
    const dayLabel = (index: number): string => (Number.isInteger(index) ? (days[index]?.day.slice(5).split('-').reverse().join('/') ?? '') : '');
    const brand = cssColor(element, themeVars.color.brand, '#B4235F');
    const accent = cssColor(element, themeVars.color.success, '#1E7A3C');
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        scales: { x: { time: false }, sales: { auto: true }, orders: { auto: true } },
        series: [
          { label: dayWord, value: (_, index) => dayLabel(index) },
          { label: salesLabel, scale: 'sales', stroke: brand, width: 2, fill: `${brand}22` },
          { label: ordersLabel, scale: 'orders', stroke: accent, width: 2, points: { show: true } },
        ],
        axes: [{ space: 48, values: (_, ticks) => ticks.map(dayLabel) }, { scale: 'sales', size: 70, values: (_, ticks) => salesAxisLabels(ticks) }, { scale: 'orders', side: 1, grid: { show: false }, values: (_, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) }],
      },
      [xs, days.map((day) => day.sales), days.map((day) => day.orders)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth || 320, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, salesLabel, ordersLabel, dayWord]);
  return <div ref={box} className={styles.chart} />;
}
