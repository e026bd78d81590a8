import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useStore } from 'zustand';
import { isRoundLive } from '../../../canvas/scenes/red-packet/red-packet-machine';
import type { RedPacketStoreApi } from '../../../canvas/scenes/red-packet/red-packet-store';
import { requireEventMember } from '../shared/require-event-member';
import type { RedbagDesc, RedbagOpenReply } from '../../../../domain/contracts/replies/events';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { eventErrorText } from '../shared/event-error';
import { useOpenRedbags, useStartRound } from './use-redbag';

/** How often the page reads the clock during a round (the counter shows whole seconds). */
const TICK_MS = 200;

/**
 * Runs a round of the rain on the page's side: the event's round length and cap go to the store;
 * "Start" asks the server for a round and counts down from its answer, the rain drawn from the
 * round's seed for the round's length (the server caps the claim by what that rain let onto the
 * stage, timed from its own start, which is never later than the page's); the clock ticks while a
 * round is live, and the moment the round ends (time up, cap reached or "Collect now") its packets
 * are claimed with the round's id and one idempotency key. A failure toasts the reason; "retry"
 * sends the same key again, so a round pays at most once.
 */
export function useRainRound(store: RedPacketStoreApi, desc: RedbagDesc | undefined) {
  const { t } = useTranslation();
  const { mutate, isPending } = useOpenRedbags();
  const starter = useStartRound();
  const [reply, setReply] = useState<RedbagOpenReply | null>(null);
  const live = useStore(store, (s) => isRoundLive(s.phase));
  const roundSeconds = desc?.round_seconds ?? 0;
  const maxOpen = desc?.max_open ?? 0;

  useEffect(() => store.getState().send({ type: 'configure', roundSeconds, maxOpen }), [store, roundSeconds, maxOpen]);

  useEffect(() => {
    if (!live) return undefined;
    const id = window.setInterval(() => store.getState().send({ type: 'tick', at: Date.now() }), TICK_MS);
    return () => window.clearInterval(id);
  }, [store, live]);

  const claim = useCallback(() => {
    const { phase, opened, roundKey, round, send } = store.getState();
    if (phase !== 'submitting' || !roundKey || !round) return;
    mutate(
      { roundId: round.id, times: opened, key: roundKey },
      {
        onSuccess: (answer) => {
          setReply(answer);
          send({ type: 'submitted' });
        },
        onError: (error) => {
          toast.error(eventErrorText(t, error), { id: 'rain-claim' });
          send({ type: 'failed' });
        },
      },
    );
  }, [store, mutate, t]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.phase === 'submitting' && previous.phase !== 'submitting') claim();
      }),
    [store, claim],
  );

  const startRound = starter.mutate;
  // A second click before the first answer would take a second of the day's rounds.
  const asking = useRef(false);
  const start = useCallback(() => {
    if (asking.current || !requireEventMember() || store.getState().phase !== 'ready') return;
    asking.current = true;
    startRound(undefined, {
      onSettled: () => void (asking.current = false),
      onSuccess: (dealt) => {
        const { send } = store.getState();
        // The server's round decides how long it rains; the countdown runs from the answer's arrival.
        const seconds = (Date.parse(dealt.ends_at) - Date.parse(dealt.starts_at)) / 1000;
        send({ type: 'configure', roundSeconds: seconds, maxOpen });
        send({ type: 'start', at: Date.now(), key: newIdempotencyKey(), round: { id: dealt.round_id, seed: dealt.seed } });
      },
      onError: (error) => void toast.error(eventErrorText(t, error), { id: 'rain-start' }),
    });
  }, [store, startRound, maxOpen, t]);

  return {
    reply,
    claiming: isPending,
    /** A round is being asked for. */
    starting: starter.isPending,
    start,
    collect: () => store.getState().send({ type: 'collect' }),
    retry: () => store.getState().send({ type: 'retry' }),
    /** Closes the result (or gives up a failed claim) and gets the next round ready. */
    finish() {
      setReply(null);
      store.getState().send({ type: 'reset' });
    },
  };
}
