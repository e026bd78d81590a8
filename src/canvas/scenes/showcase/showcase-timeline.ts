import { gsap } from 'gsap';
import type { Container, Sprite, Texture } from 'pixi.js';
import type { Placement } from './showcase-layout';

/** A finite piece of motion: `onEnd` runs when it has played to its end (not when killed). */
export interface Timeline {
  play(onEnd?: () => void): void;
  kill(): void;
  /** Seconds it plays for. */
  duration(): number;
}

/** Every tab's entrance ends within this: bench/home counts the frames after it as the still scene's. */
export const ENTRANCE_S = 1.5;

/** A sprite of a scene and where the layout puts it. */
export interface Actor {
  node: Container;
  placement: Placement;
}

const wrap = (tl: gsap.core.Timeline | gsap.core.Tween): Timeline => ({
  play: (onEnd) => {
    tl.eventCallback('onComplete', onEnd ?? null);
    tl.play(0);
  },
  kill: () => void tl.kill(),
  duration: () => tl.duration(),
});
const scaleOf = (p: Placement) => p.scale ?? 1;

/** Puts every actor at its layout place, fully shown: the still frame of reduced motion. */
export function settle(actors: readonly Actor[]): void {
  for (const { node, placement: p } of actors) {
    gsap.killTweensOf([node, node.scale]);
    node.position.set(p.x, p.y);
    node.scale.set(scaleOf(p));
    node.rotation = p.rotation ?? 0;
    node.alpha = 1;
  }
}

/** Pieces rise into place one after another; lottery balls fly out of the globe. */
export function enterTimeline(actors: readonly Actor[]): Timeline {
  const tl = gsap.timeline({ paused: true });
  actors.forEach(({ node, placement: p }, i) => {
    const s = scaleOf(p);
    if (p.motion === 'pop' && p.around) {
      const at = 0.2 + (p.delay ?? 0) * 0.25;
      tl.fromTo(node, { x: p.around.x, y: p.around.y, alpha: 0 }, { x: p.x, y: p.y, alpha: 1, duration: 0.6, ease: 'back.out(1.3)' }, at);
      tl.fromTo(node.scale, { x: s * 0.2, y: s * 0.2 }, { x: s, y: s, duration: 0.6, ease: 'back.out(1.3)' }, at);
      return;
    }
    const at = Math.min(i * 0.045, 0.5);
    tl.fromTo(node, { y: p.y + 26, alpha: 0 }, { y: p.y, alpha: 1, duration: 0.5, ease: 'back.out(1.6)' }, at);
    tl.fromTo(node.scale, { x: s * 0.6, y: s * 0.6 }, { x: s, y: s, duration: 0.5, ease: 'back.out(1.6)' }, at);
  });
  return wrap(tl);
}

/** There and back once. */
const once = { repeat: 1, yoyo: true, ease: 'sine.inOut' } as const;

function flourishOf(tl: gsap.core.Timeline, { node, placement: p }: Actor, index: number): void {
  const s = scaleOf(p);
  const r = p.rotation ?? 0;
  const at = (index % 6) * 0.08;
  switch (p.motion) {
    case 'bob':
    case 'pop':
      tl.to(node, { y: p.y - (p.hero ? 6 : p.motion === 'pop' ? 5 : 9), duration: 0.6, ...once }, at);
      break;
    case 'sway':
      tl.to(node, { rotation: r + 0.1, duration: 0.45, ...once }, at);
      break;
    case 'spin':
      tl.to(node, { rotation: node.rotation + Math.PI / 2, duration: 1.4, ease: 'power2.inOut' }, 0);
      break;
    case 'flip':
      tl.to(node.scale, { x: s * 0.12, duration: 0.3, repeat: 3, yoyo: true, ease: 'sine.inOut' }, at);
      tl.to(node, { y: p.y - 6, duration: 0.6, ...once }, at);
      break;
    case 'swim': {
      // Turns round at the far end and again at home: the art faces right.
      const turn = () => void (node.scale.x *= -1);
      tl.to(node, { x: p.x + 30, duration: 0.8, ...once, onRepeat: turn, onComplete: turn }, at);
      break;
    }
    case 'rise':
      tl.fromTo(node, { y: p.y, alpha: 1 }, { y: p.y - 70, alpha: 0, duration: 1.2, ease: 'none' }, at);
      tl.fromTo(node, { y: p.y + 12, alpha: 0 }, { y: p.y, alpha: 1, duration: 0.3, ease: 'sine.out' }, at + 1.2);
      break;
    case 'twinkle':
      tl.to(node.scale, { x: s * 0.35, y: s * 0.35, duration: 0.4, ...once }, at);
      tl.to(node, { alpha: 0.35, duration: 0.4, ...once }, at);
      break;
    case 'orbit': {
      const c = p.around ?? { x: p.x, y: p.y, r: 0 };
      const angle = { a: Math.atan2(p.y - c.y, p.x - c.x) };
      const place = () => node.position.set(c.x + c.r * Math.cos(angle.a), c.y + c.r * Math.sin(angle.a));
      tl.to(angle, { a: angle.a - Math.PI * 2, duration: 1.4, ease: 'power2.inOut', onUpdate: place }, 0);
      break;
    }
    case 'roll':
      tl.to(node, { x: p.x - 40, rotation: r - 40 / 36, duration: 0.7, ...once }, at);
      break;
    case 'bounce':
      tl.to(node, { y: p.y - 60, duration: 0.35, repeat: 3, yoyo: true, ease: 'power2.out', yoyoEase: 'power2.in' }, at);
      break;
    case 'reel':
    case 'still':
      break;
  }
}

/**
 * A short burst of each piece's own motion (about 1.5 s), ending where it began. Between bursts the
 * scene holds still and the stage draws nothing (docs/performance.md: a still scene costs no frames).
 */
export function flourishTimeline(actors: readonly Actor[]): Timeline {
  const tl = gsap.timeline({ paused: true });
  actors.forEach((actor, i) => flourishOf(tl, actor, i));
  return wrap(tl);
}

/**
 * Slot reels: each reel flicks through the symbols (texture swaps of one cached atlas, no redraw)
 * and lands on a seven with a little bounce, the right reel last.
 */
export function reelTimeline(reels: readonly Sprite[], faces: readonly Texture[], landing: Texture, scale: number): Timeline {
  const tl = gsap.timeline({ paused: true });
  reels.forEach((reel, i) => {
    const steps = 8 + i * 4;
    for (let k = 0; k < steps; k += 1) {
      tl.call(() => void (reel.texture = faces[(k + i) % faces.length]!), undefined, k * 0.07);
      tl.fromTo(reel.scale, { y: scale * 0.72 }, { y: scale, duration: 0.07, ease: 'none' }, k * 0.07);
    }
    tl.call(() => void (reel.texture = landing), undefined, steps * 0.07);
    tl.fromTo(reel.scale, { y: scale * 0.6 }, { y: scale, duration: 0.35, ease: 'back.out(3)' }, steps * 0.07);
  });
  return wrap(tl);
}

/** The scene's container fades out, then stops drawing (an invisible container costs no frame time). */
export function leaveTimeline(container: Container): Timeline {
  const tween = gsap.to(container, {
    alpha: 0,
    duration: 0.18,
    paused: true,
  });
  return {
    play: (onEnd) => {
      tween.eventCallback('onComplete', () => {
        container.visible = false;
        container.alpha = 1;
        onEnd?.();
      });
      tween.play(0);
    },
    kill: () => {
      tween.kill();
      container.alpha = 1;
    },
    duration: () => tween.duration(),
  };
}

/** The centre piece grows a little under the pointer and settles back when it leaves. */
export function hoverTimeline(node: Container, scale: number, on: boolean): Timeline {
  const target = on ? scale * 1.06 : scale;
  return wrap(gsap.to(node.scale, { x: target, y: target, duration: 0.25, ease: on ? 'back.out(2)' : 'sine.out', paused: true }));
}
