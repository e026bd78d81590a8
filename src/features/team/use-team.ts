import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teamKeys } from '../../api/query-keys';
import { fetchAgentStatus, fetchTeamChildren, fetchTeamPerformance, fetchTeamReport } from '../../api/team';
import type { TeamRangeValues } from '../../../domain/contracts/team';
import { useMemberKey } from '../../store/use-member-key';

/**
 * Agent or not, and the latest application (`GET /member/agent`): the same cache entry as the agent
 * pages. The operator decides elsewhere, so it is read again whenever the window regains focus.
 */
export function useTeamAgentStatus() {
  const member = useMemberKey();
  return useQuery({ queryKey: teamKeys.agentStatusOf(member), queryFn: fetchAgentStatus, enabled: Boolean(member), staleTime: 0, refetchOnWindowFocus: true });
}

/** One page of the member's direct children; the previous page stays while the next loads. */
export function useTeamChildren(page: number, keyword: string) {
  const member = useMemberKey();
  return useQuery({
    queryKey: teamKeys.children(member, page, keyword),
    queryFn: () => fetchTeamChildren(page, keyword),
    enabled: Boolean(member),
    placeholderData: keepPreviousData,
  });
}

/** The team's totals for a range. */
export function useTeamReport(range: TeamRangeValues) {
  const member = useMemberKey();
  // Its commission note depends on agent status, which the operator may change while the page is open.
  return useQuery({ queryKey: teamKeys.report(member, range), queryFn: () => fetchTeamReport(range), enabled: Boolean(member), placeholderData: keepPreviousData, refetchOnWindowFocus: true });
}

/** The team's figures per day of a range. */
export function useTeamPerformance(range: TeamRangeValues) {
  const member = useMemberKey();
  return useQuery({ queryKey: teamKeys.performance(member, range), queryFn: () => fetchTeamPerformance(range), enabled: Boolean(member), placeholderData: keepPreviousData });
}
