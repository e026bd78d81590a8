import type { FrameGate } from './frame-gate';

/**
 * From a press on a DOM control to the frame of its click, the stage draws nothing, so the page
 * paints the control's new state at once: on software WebGL the click's paint otherwise queued
 * behind the scene's frames (docs/performance.md: click -> next paint within 100 ms).
 */
export interface PaintFirst {
  /** A pointer went down (true) or up, away or cancelled (false). */
  press(on: boolean): void;
  /** The click landed: nothing draws until `resume`, called from the frame that starts its motion. */
  click(): void;
  /**
   * The click landed and its motion needs no frame of its own: nothing draws in the click's frame
   * (this callback runs before it paints), and the stage draws again from the next.
   */
  clickAlone(): void;
  resume(): void;
  dispose(): void;
}

/** A press whose release never arrives lets go by itself after this long. */
const PRESS_LIMIT_MS = 1000;

export function createPaintFirst(gate: FrameGate): PaintFirst {
  let paused: (() => void) | null = null;
  let resumeFrame = 0;
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  const pause = () => {
    cancelAnimationFrame(resumeFrame);
    paused ??= gate.pause();
  };
  const resume = () => {
    cancelAnimationFrame(resumeFrame);
    clearTimeout(pressTimer);
    paused?.();
    paused = null;
  };
  // A click follows its pointerup in the same task and pauses again before this frame comes.
  const resumeNextFrame = () => {
    cancelAnimationFrame(resumeFrame);
    resumeFrame = requestAnimationFrame(resume);
  };
  return {
    press(on) {
      if (!on) return resumeNextFrame();
      pause();
      clearTimeout(pressTimer);
      pressTimer = setTimeout(resumeNextFrame, PRESS_LIMIT_MS);
    },
    click: pause,
    clickAlone() {
      pause();
      resumeNextFrame();
    },
    resume,
    dispose: resume,
  };
}
