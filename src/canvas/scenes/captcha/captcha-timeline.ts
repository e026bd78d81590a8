import { gsap } from 'gsap';
import type { Container } from 'pixi.js';

export interface Timeline {
  play(): void;
  kill(): void;
}

/** Piece glides back to the start after a failed check. */
export function snapBackTimeline(piece: Container, toX: number): Timeline {
  const tween = gsap.to(piece, { x: toX, duration: 0.35, ease: 'back.out(1.6)', paused: true });
  return { play: () => void tween.play(0), kill: () => void tween.kill() };
}

/** A short pulse of the piece and the success banner fading in. */
export function successTimeline(piece: Container, banner: Container): Timeline {
  const tl = gsap.timeline({ paused: true });
  tl.to(piece.scale, { x: 1.12, y: 1.12, duration: 0.15, yoyo: true, repeat: 1, ease: 'sine.inOut' }, 0);
  tl.fromTo(banner, { alpha: 0 }, { alpha: 1, duration: 0.25 }, 0);
  return { play: () => void tl.play(0), kill: () => void tl.kill() };
}

/** A quick red flash of the failure banner. */
export function failTimeline(banner: Container): Timeline {
  const tl = gsap.timeline({ paused: true });
  tl.fromTo(banner, { alpha: 0 }, { alpha: 1, duration: 0.12 }).to(banner, { alpha: 0, duration: 0.4, delay: 0.5 });
  return { play: () => void tl.play(0), kill: () => void tl.kill() };
}
