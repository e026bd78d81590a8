import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown: `start()` begins it (from `seconds`, or the count given), `remaining` is 0 when idle. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((from: number = seconds) => setRemaining(from), [seconds]);
  return { remaining, start, running: remaining > 0 };
}
