// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGpuQueue } from '../../../src/canvas/gpu-queue';

/** Animation frames driven by hand: `frame(ms)` runs the callbacks asked for, `ms` after the last frame. */
function frames() {
  let now = 1000;
  let asked: ((t: number) => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: (t: number) => void) => asked.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    if (id > 0) asked[id - 1] = () => undefined;
  });
  return (ms = 16) => {
    now += ms;
    const due = asked;
    asked = [];
    due.forEach((callback) => callback(now));
  };
}

/** A WebGL2 context whose fences signal when `finish()` is called. */
function fakeGl2() {
  class FakeGl2 {
    readonly TIMEOUT_EXPIRED = 0x911b;
    readonly ALREADY_SIGNALED = 0x911a;
    readonly SYNC_GPU_COMMANDS_COMPLETE = 0x9117;
    finished = false;
    fences = 0;
    fenceSync() {
      this.finished = false;
      this.fences += 1;
      return {};
    }
    clientWaitSync() {
      return this.finished ? this.ALREADY_SIGNALED : this.TIMEOUT_EXPIRED;
    }
    deleteSync() {}
    flush() {}
    isContextLost() {
      return false;
    }
  }
  vi.stubGlobal('WebGL2RenderingContext', FakeGl2);
  return new FakeGl2();
}

describe('the GPU work queue', () => {
  let frame: (ms?: number) => void;
  let canvas: HTMLCanvasElement;
  beforeEach(() => {
    frame = frames();
    canvas = document.createElement('canvas');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs one job a frame, only after two on-time frames, and says how many are left on the canvas', () => {
    const queue = createGpuQueue(null, canvas);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    expect(canvas.dataset.gpuPending).toBe('2');
    frame();
    frame();
    expect(ran).toEqual([]);
    frame();
    expect(ran).toEqual(['a']);
    expect(canvas.dataset.gpuPending).toBe('1');
    // Without fences, two frames pass after a job before the next.
    frame();
    frame();
    expect(ran).toEqual(['a']);
    frame();
    expect(ran).toEqual(['a', 'b']);
    expect(canvas.dataset.gpuPending).toBe('0');
    queue.clear();
  });

  it('waits while frames come late', () => {
    const queue = createGpuQueue(null, canvas);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    for (let i = 0; i < 10; i += 1) frame(40);
    expect(ran).toEqual([]);
    frame(16);
    frame(16);
    expect(ran).toEqual(['a']);
    queue.clear();
  });

  it('runs the next job only once the GPU has finished the last one (a fence)', () => {
    const gl = fakeGl2();
    const queue = createGpuQueue(gl as unknown as WebGL2RenderingContext, canvas);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    frame();
    frame();
    frame();
    expect(ran).toEqual(['a']);
    expect(gl.fences).toBe(1);
    for (let i = 0; i < 5; i += 1) frame();
    expect(ran).toEqual(['a']);
    gl.finished = true;
    frame();
    expect(ran).toEqual(['a', 'b']);
    queue.clear();
  });

  it('starts nothing from a press until the frame after its release has come', () => {
    const queue = createGpuQueue(null, canvas);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    frame();
    frame();
    window.dispatchEvent(new Event('pointerdown'));
    for (let i = 0; i < 10; i += 1) frame();
    expect(ran).toEqual([]);
    expect(canvas.dataset.gpuPending).toBe('1');
    window.dispatchEvent(new Event('pointerup'));
    frame();
    expect(ran).toEqual([]);
    frame();
    expect(ran).toEqual(['a']);
    queue.clear();
  });

  it('lets go of a press whose release never comes after a second', () => {
    const queue = createGpuQueue(null, canvas);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    window.dispatchEvent(new Event('keydown'));
    for (let i = 0; i < 5; i += 1) frame();
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1000);
    frame();
    frame();
    expect(ran).toEqual(['a']);
    queue.clear();
  });

  it('drops a cancelled job, and everything on clear', () => {
    const queue = createGpuQueue(null, canvas);
    const ran: string[] = [];
    const cancel = queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    cancel();
    expect(queue.pending).toBe(1);
    queue.clear();
    expect(queue.pending).toBe(0);
    expect(canvas.dataset.gpuPending).toBe('0');
    for (let i = 0; i < 5; i += 1) frame();
    expect(ran).toEqual([]);
  });
});
