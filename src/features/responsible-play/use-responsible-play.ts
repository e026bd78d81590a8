import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { responsiblePlayKeys } from '../../api/query-keys';
import {
  cancelPendingLimit,
  changeLimits,
  fetchLimits,
  fetchRealitySession,
  setRealityCheck,
  skipLimitPrompt,
} from '../../api/responsible-play';
import type { LimitsChangeReply } from '../../../domain/contracts/replies/responsible-play';
import { useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';
import { announceRealityChange } from './reality-channel';

/**
 * The member's limits, usage, pending changes and stops; keyed by session and language (the reply is
 * the member's). A money root (api/query-keys.ts): deposits use the limits up.
 */
export function useLimits(enabled = true) {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: responsiblePlayKeys.limitsOf(member, lang), queryFn: fetchLimits, enabled: enabled && Boolean(member) });
}

/** Puts a change's answer (the limits as they now are) into the cache, so the page shows it without a second call. */
function useLimitsReply() {
  const client = useQueryClient();
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return (reply: LimitsChangeReply) => client.setQueryData(responsiblePlayKeys.limitsOf(member, lang), reply.limits);
}

/** Sets, lowers, raises or removes limits. */
export function useChangeLimits() {
  const store = useLimitsReply();
  return useMutation({ mutationFn: changeLimits, onSuccess: store });
}

/** Cancels a pending raise or removal. */
export function useCancelPending() {
  const store = useLimitsReply();
  return useMutation({ mutationFn: cancelPendingLimit, onSuccess: store });
}

/** "Not now" to the limit prompt. */
export function useSkipPrompt() {
  const store = useLimitsReply();
  return useMutation({ mutationFn: skipLimitPrompt, onSuccess: store });
}

/** The reality-check interval and this login's session (start, figures). */
export function useRealitySession() {
  const member = useMemberKey();
  return useQuery({ queryKey: responsiblePlayKeys.realityOf(member), queryFn: fetchRealitySession, enabled: Boolean(member) });
}

/** Sets the reality-check interval; the session and limits are read again (in every tab) so the timers and the page follow. */
export function useSetRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: () => {
      announceRealityChange();
      return Promise.all([client.invalidateQueries({ queryKey: responsiblePlayKeys.reality }), client.invalidateQueries({ queryKey: responsiblePlayKeys.limits })]);
    },
  });
}
