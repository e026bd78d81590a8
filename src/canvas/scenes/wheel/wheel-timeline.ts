import { gsap } from 'gsap';
import { boundariesPassed } from './wheel-layout';

export interface Timeline {
  play(): void;
  kill(): void;
}

/** Seconds a spin lasts: long enough to build suspense, short enough not to bore. */
export const SPIN_SECONDS = 4.8;

export interface SpinOptions {
  /** The rotating node (the face's container). */
  node: { rotation: number };
  to: number;
  count: number;
  reducedMotion: boolean;
  /** Every frame of the spin (the pointer's flap follows it). */
  onFrame(rotation: number): void;
  /** Each frame in which segment boundaries passed the pointer, with how many (one tick sound). */
  onTick(passed: number): void;
  /** The spin ended; `rotation` is what the wheel shows. */
  onDone(rotation: number): void;
}

/**
 * Turns the wheel to `to` with a strong ease-out (fast start, a long slow run onto the prize).
 * Reduced motion puts it straight there. `kill` stops it where it is, with no `onDone`.
 */
export function spinTimeline({ node, to, count, reducedMotion, onFrame, onTick, onDone }: SpinOptions): Timeline {
  let tween: gsap.core.Tween | null = null;
  return {
    play() {
      tween?.kill();
      if (reducedMotion) {
        node.rotation = to;
        onFrame(to);
        onDone(to);
        return;
      }
      let last = node.rotation;
      tween = gsap.to(node, {
        rotation: to,
        duration: SPIN_SECONDS,
        ease: 'power4.out',
        onUpdate() {
          const passed = boundariesPassed(last, node.rotation, count);
          last = node.rotation;
          onFrame(last);
          if (passed > 0) onTick(passed);
        },
        onComplete() {
          // GSAP lands on `to` exactly; set it anyway so the stop never depends on float steps.
          node.rotation = to;
          tween = null;
          onFrame(to);
          onDone(to);
        },
      });
    },
    kill() {
      tween?.kill();
      tween = null;
    },
  };
}

/**
 * The rim lights: `lights` alternate in two groups; idle they swap slowly, while the wheel is
 * busy they chase fast. One repeating tween drives them all (no tween per bulb); an unlit halo
 * is not drawn at all. `onSwap` hears each swap: the stage draws a frame then, not every tick.
 */
export function bulbTimeline(lights: readonly { visible: boolean }[], fast: boolean, onSwap: () => void = () => undefined): Timeline {
  const clock = { step: 0 };
  let shown = -1;
  const paint = () => {
    const on = Math.floor(clock.step) % 2;
    if (on === shown) return;
    shown = on;
    lights.forEach((light, i) => void (light.visible = i % 2 === on));
    onSwap();
  };
  const tween = gsap.to(clock, { step: 2, duration: fast ? 0.24 : 1.6, ease: 'none', repeat: -1, paused: true, onUpdate: paint });
  return {
    play: () => {
      paint();
      tween.play(0);
    },
    kill: () => void tween.kill(),
  };
}
