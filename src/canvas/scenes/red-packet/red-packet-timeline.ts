import { gsap } from 'gsap';
import type { Sprite, Texture } from 'pixi.js';
import { GLOW_PEAK } from './red-packet-budget';

export interface Timeline {
  play(): void;
  kill(): void;
}

/** What one opened packet's burst moves: the packet, a glow and a few coins taken from the pools. */
export interface BurstActors {
  packet: Sprite;
  /** The packet's scale while it fell, and where it was. */
  scale: number;
  x: number;
  y: number;
  opened: Texture;
  glow: Sprite | null;
  coins: readonly Sprite[];
}

/**
 * The burst of an opened packet: it flips open, swells and fades in a gold glow while coins fly
 * out in a fan and fall. With reduced motion it only opens and fades, coins rising a little in
 * place. `onDone` runs once, when the burst ends or is killed (the scene returns the pooled
 * sprites there), so a killed burst never leaves a coin on screen.
 */
export function burstTimeline(a: BurstActors, reduced: boolean, onDone: () => void): Timeline {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    onDone();
  };
  const tl = gsap.timeline({ paused: true, onComplete: finish });
  a.packet.texture = a.opened;
  a.packet.rotation = 0;
  const s = a.scale;
  if (reduced) {
    tl.to(a.packet, { alpha: 0, duration: 0.5, ease: 'sine.in' }, 0.15);
  } else {
    tl.fromTo(a.packet.scale, { x: s * 0.9, y: s * 0.9 }, { x: s * 1.3, y: s * 1.3, duration: 0.28, ease: 'back.out(2.4)' }, 0);
    tl.to(a.packet, { y: a.y - 18, duration: 0.6, ease: 'power1.out' }, 0);
    tl.to(a.packet, { alpha: 0, duration: 0.32, ease: 'sine.in' }, 0.3);
  }
  if (a.glow) {
    a.glow.position.set(a.x, a.y);
    tl.fromTo(a.glow, { alpha: 0 }, { alpha: 0.95, duration: 0.14, ease: 'sine.out' }, 0);
    tl.fromTo(a.glow.scale, { x: 0.5, y: 0.5 }, { x: reduced ? 1 : GLOW_PEAK, y: reduced ? 1 : GLOW_PEAK, duration: 0.5, ease: 'power2.out' }, 0);
    tl.to(a.glow, { alpha: 0, duration: 0.3, ease: 'sine.in' }, 0.3);
  }
  a.coins.forEach((coin, i) => {
    coin.position.set(a.x, a.y);
    coin.alpha = 1;
    coin.rotation = 0;
    coin.scale.set(0.7 + (i % 3) * 0.15);
    if (reduced) {
      tl.fromTo(coin, { alpha: 0 }, { alpha: 1, y: a.y - 12 - i * 6, x: a.x + (i - 0.5) * 22, duration: 0.35 }, 0.05);
      tl.to(coin, { alpha: 0, duration: 0.25 }, 0.45);
      return;
    }
    // A fan upwards: -150° … -30°, spread evenly with a little jitter, then gravity takes them.
    const angle = (-150 + (120 * (i + 0.5)) / a.coins.length + (Math.random() - 0.5) * 16) * (Math.PI / 180);
    const reach = 46 + Math.random() * 34;
    const peakX = a.x + Math.cos(angle) * reach;
    const peakY = a.y + Math.sin(angle) * reach;
    tl.to(coin, { x: peakX + Math.cos(angle) * 22, duration: 0.85, ease: 'power1.out' }, 0.04);
    tl.to(coin, { y: peakY, duration: 0.32, ease: 'power2.out' }, 0.04);
    tl.to(coin, { y: peakY + 70, duration: 0.53, ease: 'power2.in' }, 0.36);
    tl.to(coin, { rotation: (Math.random() < 0.5 ? -1 : 1) * Math.PI * 2, duration: 0.85, ease: 'none' }, 0.04);
    tl.to(coin, { alpha: 0, duration: 0.25, ease: 'sine.in' }, 0.64);
  });
  return {
    play: () => void tl.play(0),
    kill: () => {
      tl.kill();
      finish();
    },
  };
}
