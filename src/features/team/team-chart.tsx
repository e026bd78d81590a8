import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TeamDay } from '../../../domain/contracts/replies/team';

export interface TeamChartProps {
  days: readonly TeamDay[];
  /** Series names, already translated. */
  labels: { day: string; validBet: string; profit: string };
  /** What the chart shows, for screen readers (the table next to it has the figures). */
  description: string;
}

const HEIGHT = 240;

/** The theme's colours, read from the CSS variables of theme.css where the chart is drawn. */
function themeOf(element: Element) {
  const css = getComputedStyle(element);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return { gold: read('--gold', '#f3c35b'), dim: read('--text-dim', '#9aa3c0'), line: read('--line', '#262d4a'), font: read('--font', 'sans-serif') };
}

/** uPlot options: day indexes on x labelled "MM-DD", money on y; one line per series. */
export function chartOptions(days: readonly TeamDay[], labels: TeamChartProps['labels'], width: number, theme: ReturnType<typeof themeOf>): uPlot.Options {
  const axis = { stroke: theme.dim, grid: { stroke: theme.line, width: 1 }, ticks: { stroke: theme.line, width: 1 }, font: `12px ${theme.font}` };
  return {
    width,
    height: HEIGHT,
    scales: { x: { time: false } },
    cursor: { drag: { x: false, y: false } },
    axes: [
      { ...axis, incrs: [1, 2, 5, 7, 14, 30], space: 56, values: (_u, splits) => splits.map((i) => days[i]?.date.slice(5) ?? '') },
      { ...axis, size: 64 },
    ],
    series: [
      { label: labels.day, value: (_u, i) => (i === null ? '' : (days[i]?.date ?? '')) },
      { label: labels.validBet, stroke: theme.gold, width: 2, fill: 'rgba(243, 195, 91, 0.12)', points: { show: days.length <= 31 } },
      { label: labels.profit, stroke: '#4cc38a', width: 2, points: { show: days.length <= 31 } },
    ],
  };
}

/**
 * The chart data. Amounts become floats here only to be drawn; every figure shown as text comes
 * from the server's 2-decimal strings.
 */
export function chartData(days: readonly TeamDay[]): uPlot.AlignedData {
  return [days.map((_, i) => i), days.map((d) => Number(d.valid_bet)), days.map((d) => Number(d.profit))];
}

/** The per-day chart (uPlot, canvas): made in an effect, resized with its box, destroyed on unmount or new data. */
export default function TeamChart({ days, labels, description }: TeamChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const width = () => Math.max(320, element.clientWidth);
    const chart = new uPlot(chartOptions(days, labels, width(), themeOf(element)), chartData(days), element);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [days, labels]);
  return <div ref={box} role="img" aria-label={description} data-testid="team-chart" />;
}
