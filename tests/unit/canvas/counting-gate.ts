import type { FrameGate } from '../../../src/canvas/frame-gate';

/** A stage's frame gate that counts what is asked of it: holds and pauses still open, frames requested. */
export function countingGate() {
  const open = { holds: 0, pauses: 0, requests: 0 };
  const claim = (key: 'holds' | 'pauses') => () => {
    open[key] += 1;
    let claimed = true;
    return () => {
      if (claimed) open[key] -= 1;
      claimed = false;
    };
  };
  const gate: FrameGate = { hold: claim('holds'), pause: claim('pauses'), request: () => void (open.requests += 1), setVisible: () => undefined };
  return { gate, open };
}
