// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamDay } from '../../../../domain/contracts/replies/team';

const uplot = vi.hoisted(() => {
  const instances: { opts: { width: number; series: { label?: string }[] }; data: number[][]; target: HTMLElement; destroy: ReturnType<typeof vi.fn>; setSize: ReturnType<typeof vi.fn> }[] = [];
  const UPlot = vi.fn(function (this: unknown, opts: never, data: never, target: never) {
    const made = { opts, data, target, destroy: vi.fn(), setSize: vi.fn() };
    instances.push(made);
    return made;
  });
  return { UPlot, instances };
});
vi.mock('uplot', () => ({ default: uplot.UPlot }));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const { default: TeamChart, chartData, chartOptions } = await import('../../../../src/features/team/team-chart');

const day = (date: string, valid: string, profit: string): TeamDay => ({
  date,
  bet_count: 1,
  bet_amount: valid,
  valid_bet: valid,
  payout: '0.00',
  profit,
  new_members: 0,
  deposits: '0.00',
  withdrawals: '0.00',
});
const days = [day('2026-03-01', '100.00', '-100.00'), day('2026-03-02', '12.50', '25.00')];
const labels = { day: 'Day', validBet: 'Valid bets', profit: 'Team win/loss' };

beforeEach(() => {
  uplot.UPlot.mockClear();
  uplot.instances.length = 0;
});

describe('the team chart', () => {
  it('makes one uPlot in its box and destroys it on unmount', () => {
    const view = render(<TeamChart days={days} labels={labels} description="Chart of the days" />);
    expect(uplot.UPlot).toHaveBeenCalledTimes(1);
    const [chart] = uplot.instances;
    expect(chart!.target).toBe(view.getByRole('img', { name: 'Chart of the days' }));
    expect(chart!.opts.series.map((s) => s.label)).toEqual(['Day', 'Valid bets', 'Team win/loss']);
    expect(chart!.destroy).not.toHaveBeenCalled();
    view.unmount();
    expect(chart!.destroy).toHaveBeenCalledTimes(1);
  });

  it('replaces the chart when the days change, destroying the old one', () => {
    const view = render(<TeamChart days={days} labels={labels} description="Chart" />);
    view.rerender(<TeamChart days={[days[0]!]} labels={labels} description="Chart" />);
    expect(uplot.instances).toHaveLength(2);
    expect(uplot.instances[0]!.destroy).toHaveBeenCalledTimes(1);
    expect(uplot.instances[1]!.destroy).not.toHaveBeenCalled();
    view.unmount();
    expect(uplot.instances[1]!.destroy).toHaveBeenCalledTimes(1);
  });

  it('plots day indexes against the amounts and labels the axis with the days', () => {
    expect(chartData(days)).toEqual([[0, 1], [100, 12.5], [-100, 25]]);
    const options = chartOptions(days, labels, 600, { gold: '#f3c35b', dim: '#999', line: '#222', font: 'sans-serif' });
    const xAxis = options.axes![0]!;
    expect((xAxis.values as (u: unknown, splits: number[]) => string[])(null, [0, 1])).toEqual(['03-01', '03-02']);
    expect(options.series[1]!.stroke).toBe('#f3c35b');
  });
});
