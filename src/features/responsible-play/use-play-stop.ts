import { useEffect, useState } from 'react';
import { useMemberKey } from '../../store/use-member-key';
import type { PlayStop } from '../../lib/play-stop-now';
import { useLimits } from './use-responsible-play';

export type { PlayStop };

// setTimeout's longest wait; a later end is looked at again then.
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The running stop from `GET /member/limits` (self-exclusion named when both run, as the server
 * does), null for none or once its end has passed: the lobby opens again at that moment, without
 * a reload. The server refuses on its own whatever this says (README "Time-out and self-exclusion").
 */
export function usePlayStop(): PlayStop | null {
  const member = useMemberKey();
  const limits = useLimits(Boolean(member));
  const [now, setNow] = useState(() => Date.now());
  const data = limits.data;
  const running = (until: string | null | undefined) => (until && Date.parse(until) > now ? until : null);
  const excluded = running(data?.excluded_until);
  const timedOut = running(data?.time_out_until);
  const stop: PlayStop | null = excluded ? { stop: 'self_excluded', until: excluded } : timedOut ? { stop: 'timed_out', until: timedOut } : null;
  const until = stop?.until;
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(LONGEST_WAIT_MS, Math.max(0, Date.parse(until) - Date.now()) + 500));
    return () => clearTimeout(timer);
  }, [until, now]);
  return member ? stop : null;
}
