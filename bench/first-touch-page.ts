// What bench/first-touch.ts installs in the page before any of its scripts, and reads back after a
// click: Event Timing entries of the pointer and click events, pointerdown -> the next animation frame,
// and when the showcase stage changed phase (loading, ready) and first drew, all on the page's clock.
// Page scripts are strings: tsx would wrap named functions in a helper the page does not have.

/** Installed with page.addInitScript. */
export const observeFirstTouch = `
  window.__touch = { events: [], downs: [], phases: [], drawn: 0, inView: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!['pointerdown', 'pointerup', 'click'].includes(e.name)) continue;
      window.__touch.events.push({ name: e.name, start: e.startTime, duration: e.duration,
        delay: e.processingStart - e.startTime, handlers: e.processingEnd - e.processingStart });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Capture phase on window: before any handler of the page, so the frame asked for is the next one.
  addEventListener('pointerdown', (event) => {
    const down = { at: event.timeStamp, frame: 0 };
    window.__touch.downs.push(down);
    performance.mark('first-touch:pointerdown');
    // performance.now(), not the frame's start time: input is handled after the frame has begun.
    requestAnimationFrame(() => { down.frame = performance.now(); performance.mark('first-touch:next-frame'); });
  }, { capture: true });
  const watch = () => {
    const stage = document.querySelector('[data-testid=showcase-stage]');
    if (!stage) return requestAnimationFrame(watch);
    const note = () => {
      const phase = stage.getAttribute('data-phase');
      const last = window.__touch.phases.at(-1);
      if (!last || last.phase !== phase) window.__touch.phases.push({ phase, at: performance.now() });
      if (!window.__touch.drawn && stage.querySelector('canvas[data-drawn]')) window.__touch.drawn = performance.now();
    };
    note();
    new MutationObserver(note).observe(stage, { attributes: true, childList: true, subtree: true });
    // When the stage is first wholly in view, as the app's loader sees it (use-stage-loader.ts).
    const seen = new IntersectionObserver((entries) => {
      const whole = entries.find((e) => e.intersectionRatio >= 1);
      if (!whole) return;
      window.__touch.inView = whole.time;
      seen.disconnect();
    }, { threshold: 1 });
    seen.observe(stage);
  };
  addEventListener('DOMContentLoaded', watch);
`;

interface TouchEvent {
  name: string;
  start: number;
  duration: number;
  delay: number;
  handlers: number;
}

export interface TouchRecord {
  events: TouchEvent[];
  downs: { at: number; frame: number }[];
  phases: { phase: string | null; at: number }[];
  drawn: number;
  /** When the stage was first wholly in view (0: not yet). */
  inView: number;
}

export const readTouch = '(window.__touch)';
