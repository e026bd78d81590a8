import { useCallback, useRef, useState } from 'react';
import { runVerify, type VerifyOutcome } from './run-verify';
import type { VerifyFormValues } from './verify-form-schema';

export type VerifyState = { status: 'idle' } | { status: 'computing' } | { status: 'done'; outcome: VerifyOutcome } | { status: 'failed' };

/** The Verify page's check: runs the recomputation, keeping only the answer of the latest request. */
export function useVerifyCheck() {
  const [state, setState] = useState<VerifyState>({ status: 'idle' });
  // A slow digest of an older input must not overwrite the answer to a newer one.
  const latest = useRef(0);
  const run = useCallback(async (values: VerifyFormValues) => {
    const id = ++latest.current;
    setState({ status: 'computing' });
    try {
      const outcome = await runVerify(values);
      if (id === latest.current) setState({ status: 'done', outcome });
    } catch {
      // No WebCrypto (a page served over plain http) or a browser refusing the key.
      if (id === latest.current) setState({ status: 'failed' });
    }
  }, []);
  const clear = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);
  return { state, run, clear };
}
