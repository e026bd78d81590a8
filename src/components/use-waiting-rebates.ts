import { queryOptions, useQuery } from '@tanstack/react-query';
import { rebateKeys } from '../api/query-keys';
import { fetchRebates } from '../api/rebates';
import { useMemberKey } from '../store/use-member-key';

/** Rebates waiting for the member (`/fsnow/list`), keyed by the session; read fresh on every visit of the home page. */
export const rebatesQuery = (member: string) =>
  queryOptions({ queryKey: rebateKeys.waiting(member), queryFn: fetchRebates, staleTime: 0, gcTime: 0 });

/** The member's waiting rebates, shared by the home notice, the rebate bar and the Transfer page's rebates; idle for a visitor. */
export function useWaitingRebates() {
  const member = useMemberKey();
  return { member, ...useQuery({ ...rebatesQuery(member), enabled: Boolean(member) }) };
}
