import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { WheelStoreApi } from '../../../canvas/scenes/wheel/wheel-store';
import { requireEventMember } from '../shared/require-event-member';
import type { WheelAwardReply } from '../../../../domain/contracts/replies/events';
import { showBalance } from '../../../store/show-balance';
import { eventErrorText } from '../shared/event-error';
import { eventKeys } from '../../../api/query-keys';
import { useSpinWheel } from './use-wheel';

export interface WheelSpin {
  /** Starts a spin (asks a visitor to log in first). */
  spin(): void;
  /** The prize the wheel stopped on, for the result dialog; null while none is shown. */
  result: WheelAwardReply | null;
  closeResult(): void;
}

/**
 * One spin, in order: the server draws and credits (`/wheel/award`), the wheel turns to the prize
 * it chose, and only when it stops do the result, the new balance and the updated history show,
 * so that nothing gives the prize away early. A page left mid-spin still shows the balance.
 */
export function useWheelSpin(store: WheelStoreApi, name: string): WheelSpin {
  const { t } = useTranslation();
  const client = useQueryClient();
  const award = useSpinWheel();
  const [result, setResult] = useState<WheelAwardReply | null>(null);
  const pending = useRef<WheelAwardReply | null>(null);
  const mounted = useRef(true);

  const reload = useCallback(
    () => Promise.all([client.invalidateQueries({ queryKey: eventKeys.wheel }), client.invalidateQueries({ queryKey: eventKeys.fairSeeds })]),
    [client],
  );
  const settle = useCallback(
    (reply: WheelAwardReply) => {
      showBalance(reply);
      void reload();
    },
    [reload],
  );

  useEffect(() => {
    mounted.current = true;
    const unsubscribe = store.subscribe((state, previous) => {
      const reply = pending.current;
      if (state.phase !== 'result' || previous.phase === 'result' || !reply) return;
      pending.current = null;
      settle(reply);
      setResult(reply);
    });
    return () => {
      mounted.current = false;
      unsubscribe();
      if (pending.current) settle(pending.current);
      pending.current = null;
    };
  }, [store, settle]);

  const spin = () => {
    if (!requireEventMember()) return;
    const { phase, send } = store.getState();
    if (phase !== 'idle' && phase !== 'result') return;
    setResult(null);
    send({ type: 'spin' });
    award.mutateAsync(name).then(
      (reply) => {
        if (!mounted.current) return settle(reply);
        // Set before 'awarded': with reduced motion the wheel is at the result at once.
        pending.current = reply;
        store.getState().send({ type: 'awarded', index: reply.prize_index });
      },
      (error: unknown) => {
        store.getState().send({ type: 'failed' });
        toast.error(eventErrorText(t, error));
        void reload();
      },
    );
  };

  const closeResult = () => {
    setResult(null);
    store.getState().send({ type: 'dismiss' });
  };
  return { spin, result, closeResult };
}
