// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamRangeValues } from '../../../../domain/contracts/team';
import type { TeamFigures, TeamPerformance, TeamReport } from '../../../../domain/contracts/replies/team';
import { TeamReportPanel } from '../../../../src/features/team/team-report';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { renderAsMember } from '../../render-as-member';

const figures: TeamFigures = { bet_count: 0, bet_amount: '0.00', valid_bet: '0.00', payout: '0.00', profit: '0.00', new_members: 0, deposits: '0.00', withdrawals: '0.00' };
const api = vi.hoisted(() => ({
  fetchTeamReport: vi.fn<(range: TeamRangeValues) => Promise<TeamReport>>(),
  fetchTeamPerformance: vi.fn<(range: TeamRangeValues) => Promise<TeamPerformance>>(),
}));
vi.mock('../../../../src/api/team', () => api);
// The chart is a canvas library of its own; the range behaviour does not need it drawn.
vi.mock('../../../../src/features/team/team-chart', () => ({ default: () => null }));

beforeAll(async () => {
  await initI18n('zh_cn');
  await loadLaterTexts();
  api.fetchTeamReport.mockImplementation(async (range) => ({ ...figures, ...range, team_size: 0, active_members: 0, is_agent: false, commission_rate_bp: 0, commission: '0.00' }));
  api.fetchTeamPerformance.mockImplementation(async (range) => ({ ...range, list: [] }));
});

describe('the team report range', () => {
  it('refuses a reversed range in the page\'s language and hides the report of the previous range', async () => {
    renderAsMember(<TeamReportPanel />);
    expect(await screen.findByTestId('team-report')).toBeInTheDocument();
    const calls = api.fetchTeamReport.mock.calls.length;
    fireEvent.change(screen.getByTestId('range-start'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByTestId('range-end'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByTestId('range-apply'));
    expect(await screen.findByTestId('range-error')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(screen.queryByTestId('team-report')).toBeNull();
    expect(api.fetchTeamReport.mock.calls.length).toBe(calls);
    // A preset is a good range again: the report comes back.
    fireEvent.click(screen.getByTestId('preset-today'));
    await waitFor(() => expect(screen.getByTestId('team-report')).toBeInTheDocument());
  });
});
