import type { Sprite, Texture } from 'pixi.js';
import { COINS_PER_BURST } from './red-packet-budget';
import { endOpening, SLOT_OPENING, type Rain } from '../../../../domain/red-packet-round/rain';
import { burstTimeline, type Timeline } from './red-packet-timeline';

/** The bursts of opened packets, drawing glows and coins from pools made once for the stage. */
export interface Bursts {
  /** Opens slot `i` of `rain`, whose sprite is `packet`: it bursts, then its slot shows its next packet when that comes. */
  open(rain: Rain, i: number, packet: Sprite): void;
  /** Ends every burst at once (a new rain, the stage going), returning its sprites to the pools. */
  killAll(): void;
}

/** Pools for the bursts; with reduced motion a burst takes two coins instead of five. */
export function createBursts(opened: Texture, coins: readonly Sprite[], glows: readonly Sprite[], reduced: boolean): Bursts {
  const freeCoins = [...coins];
  const freeGlows = [...glows];
  const running = new Set<Timeline>();
  // A burst killed as the stage goes may outlive the sprites it moved: those are left alone.
  const hide = (sprite: Sprite) => void (sprite.destroyed || (sprite.visible = false));
  return {
    open(rain, i, packet) {
      rain.state[i] = SLOT_OPENING;
      const taken = freeCoins.splice(0, reduced ? 2 : COINS_PER_BURST);
      const glow = freeGlows.pop() ?? null;
      for (const sprite of glow ? [...taken, glow] : taken) sprite.visible = true;
      const burst = burstTimeline({ packet, scale: rain.scale[i]!, x: rain.x[i]!, y: rain.y[i]!, opened, glow, coins: taken }, reduced, () => {
        taken.forEach(hide);
        freeCoins.push(...taken);
        if (glow) {
          hide(glow);
          freeGlows.push(glow);
        }
        endOpening(rain, i);
        running.delete(burst);
      });
      running.add(burst);
      burst.play();
    },
    killAll: () => [...running].forEach((burst) => burst.kill()),
  };
}
