import type { Ticker } from 'pixi.js';

/**
 * When a stage draws. A continuous stage runs its ticker whenever it is on screen. An on-demand stage
 * (docs/performance.md: a still scene costs no frames) keeps its ticker stopped and draws only while a
 * scene holds it (a tween running) or once when asked; off screen or in a hidden tab it draws nothing.
 */
export interface FrameGate {
  /** Keeps the ticker running until the returned release is called (once; later calls do nothing). */
  hold(): () => void;
  /** Draws one frame at the next animation frame, unless the ticker draws anyway. */
  request(): void;
  /**
   * Draws nothing until the returned resume is called (once; later calls do nothing), holds or not:
   * the frame of a click on the page paints the page alone (on software WebGL a canvas frame in the
   * same frame, or queued before it, made the click's paint wait). Resuming draws the frame missed.
   */
  pause(): () => void;
  /** The canvas came into view or left it, or the tab was shown or hidden (or the stage went). */
  setVisible(visible: boolean): void;
}

/** Counts one in now (`change(1)`) and out on the first call of the returned release (`change(-1)`); later calls do nothing. */
function claim(change: (by: 1 | -1) => void): () => void {
  change(1);
  let claimed = true;
  return () => {
    if (!claimed) return;
    claimed = false;
    change(-1);
  };
}

// `tickerOf` gives null once the app is destroyed (its owner may unmount before the scenes' cleanups run).
export function createFrameGate(tickerOf: () => Ticker | null, render: () => void, onDemand: boolean): FrameGate {
  let visible = true;
  let holds = 0;
  let pauses = 0;
  let pending = 0;
  const drawSoon = () => {
    if (pending) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      const ticker = tickerOf();
      if (visible && pauses === 0 && ticker && !ticker.started) render();
    });
  };
  const sync = () => {
    const ticker = tickerOf();
    if (!ticker) return;
    const run = visible && pauses === 0 && (!onDemand || holds > 0);
    if (run && !ticker.started) ticker.start();
    else if (!run && ticker.started) {
      ticker.stop();
      // The last tween step may have come after the ticker's draw of this frame: show where it ended.
      if (visible && pauses === 0) drawSoon();
    }
  };
  return {
    hold: () =>
      claim((by) => {
        holds += by;
        sync();
      }),
    request: drawSoon,
    pause: () =>
      claim((by) => {
        pauses += by;
        sync();
        const ticker = tickerOf();
        if (by < 0 && visible && pauses === 0 && ticker && !ticker.started) drawSoon();
      }),
    setVisible(next) {
      const shown = next && !visible;
      visible = next;
      sync();
      // Back on screen with nothing moving: the canvas may have been cleared meanwhile.
      if (shown) drawSoon();
    },
  };
}
