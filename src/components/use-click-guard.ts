import { useCallback, useState } from 'react';
import { createClickClock } from '../lib/click-guard';

/** A click handler that ignores clicks for 500 ms after each accepted one (docs/product.md §4). */
export function useClickGuard<A extends unknown[]>(handler: ((...args: A) => void) | undefined): (...args: A) => void {
  const [clock] = useState(() => createClickClock());
  return useCallback(
    (...args: A) => {
      if (clock.accept()) handler?.(...args);
    },
    [clock, handler],
  );
}
