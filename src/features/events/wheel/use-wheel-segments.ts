import { useEffect } from 'react';
import type { WheelSegmentView } from '../../../canvas/scenes/wheel/wheel-machine';
import type { WheelStoreApi } from '../../../canvas/scenes/wheel/wheel-store';
import type { EventPrize } from '../../../../domain/contracts/replies/events';
import { useEventText } from '../shared/use-event-text';

/** A prize's money as the wheel shows it: empty for a prize without money. */
const amountOf = (money: string) => (Number(money) > 0 ? money : '');

/** Hands the prizes to the wheel's store as segments labelled in the interface language. */
export function useWheelSegments(store: WheelStoreApi, prizes: EventPrize[] | undefined): void {
  const text = useEventText();
  useEffect(() => {
    if (!prizes) return;
    const segments: WheelSegmentView[] = prizes.map((p) => ({ label: text(p.label), amount: amountOf(p.money), colour: p.colour }));
    store.getState().send({ type: 'segments', segments });
  }, [store, prizes, text]);
}
