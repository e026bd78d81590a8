import type { FrameGate } from './frame-gate';
import { createPaintFirst } from './paint-first';

/** What a player presses on the page around a stage: its buttons, links, tabs and fields. */
const CONTROL = 'button, a[href], [role="button"], [role="tab"], input, select, summary, label';

const isControl = (target: EventTarget | null) => target instanceof Element && target.closest(CONTROL) !== null;

/**
 * A stage draws nothing from a press on one of the page's controls until the frame after its
 * click, so that frame paints the page's answer alone (the button's new state, a dialog). On
 * software WebGL the GPU process has one thread, and a canvas frame submitted with or before the
 * press made its paint wait (docs/performance.md, "Input always wins"). The stage's own scenes may
 * pause it longer (a tab's entrance starts from its own frame). Returns the stop.
 */
export function pauseStageForPresses(gate: FrameGate, target: Document = document): () => void {
  const paintFirst = createPaintFirst(gate);
  const down = (event: PointerEvent) => {
    if (isControl(event.target)) paintFirst.press(true);
  };
  const up = () => paintFirst.press(false);
  const click = (event: MouseEvent) => {
    if (isControl(event.target)) paintFirst.clickAlone();
  };
  const options = { capture: true, passive: true } as const;
  target.addEventListener('pointerdown', down, options);
  target.addEventListener('pointerup', up, options);
  target.addEventListener('pointercancel', up, options);
  target.addEventListener('click', click, options);
  return () => {
    target.removeEventListener('pointerdown', down, options);
    target.removeEventListener('pointerup', up, options);
    target.removeEventListener('pointercancel', up, options);
    target.removeEventListener('click', click, options);
    paintFirst.dispose();
  };
}
