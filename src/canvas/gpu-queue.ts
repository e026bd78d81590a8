import { createGpuFence, type Gl } from './gpu-fence';

/*
 * Work a stage can do later (uploads, warm-ups, bakes) goes through this queue, one job per frame, so
 * a click's paint never queues behind it. On software WebGL the GPU process has one thread: every
 * frame of the page, a click's included, waits for whatever GL work was submitted before it
 * (docs/performance.md, "Input always wins"). So a job runs only
 * - while no pointer or key is down, and not before the frame after its release has come (that frame
 *   paints the click);
 * - when the last two frames came on time (the compositor is keeping up);
 * - once the GPU has finished the previous job: a WebGL2 fence, polled without waiting; without
 *   WebGL2, two on-time frames after it.
 * Not requestIdleCallback: it fires when the renderer's main thread is idle, which on software GL is
 * exactly when the GPU is most behind (the frames stall, then the idle callbacks land after a press).
 */
export interface GpuQueue {
  /** Queues `job` to run in a later frame; the returned cancel drops it if it has not run. */
  add(job: () => void): () => void;
  /** Jobs not run yet. */
  readonly pending: number;
  /** Drops every job and stops listening (until the next `add`). */
  clear(): void;
}

/** A frame later than this after the previous one means the compositor is behind. */
const ON_TIME_MS = 20;
/** A press whose release never comes (the pointer left the window) lets the queue go after this long. */
const PRESS_LIMIT_MS = 1000;

/**
 * `gl` is the stage's context (its fences say when a job's GL work is done); `canvas` says how many
 * jobs are left in `data-gpu-pending` (what a test reads).
 */
export function createGpuQueue(gl: Gl | null, canvas: HTMLCanvasElement): GpuQueue {
  const onChange = (pending: number) => void (canvas.dataset.gpuPending = String(pending));
  const jobs: { run: () => void }[] = [];
  let frame = 0;
  let lastFrameAt = 0;
  let onTimeFrames = 0;
  const fence = createGpuFence(gl);
  let pressed = false;
  /** Frames still to let pass after a release before a job may run. */
  let afterRelease = 0;
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  const release = () => {
    clearTimeout(pressTimer);
    if (!pressed) return;
    pressed = false;
    // The release's frame paints the click; the next one may still be presenting it.
    afterRelease = 2;
  };
  const press = () => {
    pressed = true;
    clearTimeout(pressTimer);
    pressTimer = setTimeout(release, PRESS_LIMIT_MS);
  };
  const listeners: [string, () => void][] = [
    ['pointerdown', press],
    ['keydown', press],
    ['pointerup', release],
    ['pointercancel', release],
    ['keyup', release],
  ];
  const listen = (on: boolean) => {
    if (on === listening) return;
    listening = on;
    for (const [type, listener] of listeners) {
      if (on) window.addEventListener(type, listener, { capture: true, passive: true });
      else window.removeEventListener(type, listener, { capture: true });
    }
  };

  const tick = (now: number) => {
    frame = 0;
    onTimeFrames = lastFrameAt && now - lastFrameAt <= ON_TIME_MS ? onTimeFrames + 1 : 0;
    lastFrameAt = now;
    if (afterRelease > 0 && !pressed) afterRelease -= 1;
    const ready = !pressed && afterRelease === 0 && onTimeFrames >= 2 && fence.done();
    const job = ready ? jobs.shift() : undefined;
    if (job) {
      job.run();
      fence.set();
      onChange(jobs.length);
    }
    if (jobs.length > 0) frame = requestAnimationFrame(tick);
    else lastFrameAt = 0;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(tick);
  };

  return {
    add(run) {
      const job = { run };
      listen(true);
      jobs.push(job);
      onChange(jobs.length);
      schedule();
      return () => {
        const at = jobs.indexOf(job);
        if (at < 0) return;
        jobs.splice(at, 1);
        onChange(jobs.length);
      };
    },
    get pending() {
      return jobs.length;
    },
    clear() {
      jobs.length = 0;
      cancelAnimationFrame(frame);
      frame = 0;
      lastFrameAt = 0;
      clearTimeout(pressTimer);
      pressed = false;
      listen(false);
      fence.dispose();
      onChange(0);
    },
  };
}
