import type { Application } from 'pixi.js';

/*
 * "Has the GPU finished what was submitted so far?", asked once a frame without waiting. On software
 * WebGL the GPU process has one thread, so work still queued there delays every frame of the page
 * (docs/performance.md, "Input always wins"): the stage's queue and its first reveal both ask this.
 */

export type Gl = WebGLRenderingContext | WebGL2RenderingContext;

/** The stage's GL context, or null for a renderer without one (WebGPU, or not made yet). */
export function glOf(app: Application): Gl | null {
  const renderer = app.renderer as Application['renderer'] | undefined;
  return renderer && 'gl' in renderer ? renderer.gl : null;
}

export interface GpuFence {
  /** Marks everything submitted so far (and sends it to the GPU). */
  set(): void;
  /** Polled once a frame: whether the GPU has finished what `set` marked. */
  done(): boolean;
  dispose(): void;
}

/** Without WebGL2 there are no fences: the work counts as done after this many frames. */
const FRAMES_WITHOUT_FENCES = 2;

export function createGpuFence(gl: Gl | null): GpuFence {
  const gl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext ? gl : null;
  let fence: WebGLSync | null = null;
  let frames = 0;
  const drop = () => {
    if (fence && gl2 && !gl2.isContextLost()) gl2.deleteSync(fence);
    fence = null;
  };
  return {
    set() {
      drop();
      if (gl2 && !gl2.isContextLost()) {
        fence = gl2.fenceSync(gl2.SYNC_GPU_COMMANDS_COMPLETE, 0);
        gl2.flush();
      } else frames = FRAMES_WITHOUT_FENCES;
    },
    done() {
      if (fence && gl2) {
        if (gl2.clientWaitSync(fence, 0, 0) === gl2.TIMEOUT_EXPIRED) return false;
        drop();
      }
      if (frames > 0) {
        frames -= 1;
        return false;
      }
      return true;
    },
    dispose: drop,
  };
}
