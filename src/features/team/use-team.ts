import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchTeamChildren, fetchTeamPerformance, fetchTeamReport } from '../../api/team';
import type { TeamRangeValues } from '../../contracts/team';
import { useMemberKey } from '../../store/use-member-key';

/** `value`, once it has stopped changing for `ms`: the name search does not query per keystroke. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One page of the member's direct children; the previous page stays while the next loads. */
export function useTeamChildren(page: number, keyword: string) {
  const member = useMemberKey();
  return useQuery({
    queryKey: ['team-children', member, page, keyword],
    queryFn: () => fetchTeamChildren(page, keyword),
    enabled: Boolean(member),
    placeholderData: keepPreviousData,
  });
}

/** The team's totals for a range. */
export function useTeamReport(range: TeamRangeValues) {
  const member = useMemberKey();
  return useQuery({ queryKey: ['team-report', member, range], queryFn: () => fetchTeamReport(range), enabled: Boolean(member), placeholderData: keepPreviousData });
}

/** The team's figures per day of a range. */
export function useTeamPerformance(range: TeamRangeValues) {
  const member = useMemberKey();
  return useQuery({ queryKey: ['team-performance', member, range], queryFn: () => fetchTeamPerformance(range), enabled: Boolean(member), placeholderData: keepPreviousData });
}
