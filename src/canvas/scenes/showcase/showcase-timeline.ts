import { gsap } from 'gsap';
import type { Container, Sprite, Texture } from 'pixi.js';
import type { Placement } from './showcase-layout';

export interface Timeline {
  play(): void;
  kill(): void;
}

/** A sprite of a scene and where the layout puts it. */
export interface Actor {
  node: Container;
  placement: Placement;
}

const wrap = (tl: gsap.core.Timeline | gsap.core.Tween): Timeline => ({ play: () => void tl.play(0), kill: () => void tl.kill() });
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
export function enterTimeline(actors: readonly Actor[], onDone: () => void): Timeline {
  const tl = gsap.timeline({ paused: true, onComplete: onDone });
  actors.forEach(({ node, placement: p }, i) => {
    const s = scaleOf(p);
    if (p.motion === 'pop' && p.around) {
      const at = 0.25 + (p.delay ?? 0) * 0.3;
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

const loop = { repeat: -1, yoyo: true, ease: 'sine.inOut' } as const;

function idleOf(tl: gsap.core.Timeline, { node, placement: p }: Actor, index: number): void {
  const s = scaleOf(p);
  const r = p.rotation ?? 0;
  const at = p.delay ?? 0;
  switch (p.motion) {
    case 'bob':
    case 'pop':
      tl.to(node, { y: p.y - (p.hero ? 6 : p.motion === 'pop' ? 5 : 9), duration: 2.2 + (index % 3) * 0.35, ...loop }, at);
      break;
    case 'sway':
      tl.fromTo(node, { rotation: r - 0.09 }, { rotation: r + 0.09, duration: 1.9, ...loop }, at);
      break;
    case 'spin':
      tl.to(node, { rotation: r + Math.PI * 2, duration: p.hero ? 14 : 9, ease: 'none', repeat: -1 }, 0);
      break;
    case 'flip':
      tl.to(node.scale, { x: s * 0.12, duration: 0.6, repeatDelay: 1.2, ...loop }, at);
      tl.to(node, { y: p.y - 6, duration: 1.8, ...loop }, at);
      break;
    case 'swim':
      // Turns round at each end of its stretch: the art faces right.
      tl.to(node, { x: p.x + 38, duration: 3.4, ...loop, onRepeat: () => void (node.scale.x *= -1) }, at);
      tl.to(node, { y: p.y - 7, duration: 1.5, ...loop }, at);
      break;
    case 'rise':
      tl.fromTo(node, { y: p.y, alpha: 0.9 }, { y: p.y - 150, alpha: 0, duration: 4, ease: 'none', repeat: -1 }, at);
      break;
    case 'twinkle':
      tl.fromTo(node.scale, { x: s * 0.35, y: s * 0.35 }, { x: s, y: s, duration: 1.1, ...loop }, at);
      tl.fromTo(node, { alpha: 0.35 }, { alpha: 1, duration: 1.1, ...loop }, at);
      break;
    case 'orbit': {
      const c = p.around ?? { x: p.x, y: p.y, r: 0 };
      const angle = { a: Math.atan2(p.y - c.y, p.x - c.x) };
      const place = () => node.position.set(c.x + c.r * Math.cos(angle.a), c.y + c.r * Math.sin(angle.a));
      tl.to(angle, { a: angle.a - Math.PI * 2, duration: 2.8, ease: 'none', repeat: -1, onUpdate: place }, 0);
      break;
    }
    case 'roll':
      tl.to(node, { x: p.x - 72, rotation: r - 72 / 36, duration: 2.4, ...loop }, at);
      break;
    case 'bounce':
      tl.to(node, { y: p.y - 72, duration: 0.55, repeat: -1, yoyo: true, ease: 'power2.out', yoyoEase: 'power2.in' }, at);
      break;
    case 'reel':
    case 'still':
      break;
  }
}

/** The endless gentle motion of a scene once it is in place. */
export function idleTimeline(actors: readonly Actor[]): Timeline {
  const tl = gsap.timeline({ paused: true });
  actors.forEach((actor, i) => idleOf(tl, actor, i));
  return wrap(tl);
}

/**
 * Slot reels: every few seconds each reel flicks through the symbols (texture swaps of one
 * cached atlas, no redraw) and lands on a seven with a little bounce, the right reel last.
 */
export function reelTimeline(reels: readonly Sprite[], faces: readonly Texture[], landing: Texture, scale: number): Timeline {
  const tl = gsap.timeline({ paused: true, repeat: -1, repeatDelay: 2.2, delay: 0.6 });
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
    onComplete: () => {
      container.visible = false;
      container.alpha = 1;
    },
  });
  return {
    play: () => void tween.play(0),
    kill: () => {
      tween.kill();
      container.alpha = 1;
    },
  };
}

/** The centre piece grows a little under the pointer and settles back when it leaves. */
export function hoverTimeline(node: Container, scale: number, on: boolean): Timeline {
  const target = on ? scale * 1.06 : scale;
  return wrap(gsap.to(node.scale, { x: target, y: target, duration: 0.25, ease: on ? 'back.out(2)' : 'sine.out', paused: true }));
}
