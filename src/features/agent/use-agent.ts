import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../api/query-keys';
import { applyForAgent, fetchAgentGuide, fetchAgentStatus } from '../../api/team';
import type { AgentApplyValues } from '../../../domain/contracts/team';
import { useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';

/** The guide in the lobby's language and the commission table. */
export function useAgentGuide() {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: teamKeys.agentGuide(lang), queryFn: fetchAgentGuide, staleTime: 5 * 60_000 });
}

/**
 * Agent or not, and the latest application; the operator decides elsewhere, so every visit and every
 * return to the window reads it afresh (no reload needed after an approval).
 */
export function useAgentStatus() {
  const member = useMemberKey();
  return useQuery({ queryKey: teamKeys.agentStatusOf(member), queryFn: fetchAgentStatus, enabled: Boolean(member), staleTime: 0, refetchOnWindowFocus: true });
}

/** Sends an application; the status follows the answer. */
export function useApplyForAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: AgentApplyValues) => applyForAgent(values),
    // The team pages read the same status and the report's commission note follows it.
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: teamKeys.agentStatus }), client.invalidateQueries({ queryKey: teamKeys.reports })]),
  });
}
