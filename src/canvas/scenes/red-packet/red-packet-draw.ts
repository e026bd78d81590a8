import type { Sprite, Texture } from 'pixi.js';
import type { Sparkle } from './red-packet-budget';
import { SLOT_FALLING, SLOT_OPENING, type Rain } from '../../../../domain/red-packet-round/rain';

/**
 * Puts each pooled packet sprite where the rain has its packet (a waiting or gone slot is hidden,
 * an opening one belongs to its burst). Runs every frame: assigns, allocates nothing.
 */
export function drawRain(rain: Rain, packets: readonly Sprite[], faces: readonly Texture[]): void {
  for (let i = 0; i < rain.count; i += 1) {
    const sprite = packets[i]!;
    const state = rain.state[i];
    sprite.visible = state === SLOT_FALLING || state === SLOT_OPENING;
    if (state !== SLOT_FALLING) continue;
    sprite.texture = faces[rain.variant[i]!]!;
    sprite.position.set(rain.x[i]!, rain.y[i]!);
    sprite.rotation = rain.rotation[i]!;
    sprite.scale.set(rain.scale[i]!);
    sprite.alpha = 1;
  }
}

/** The sparkles' twinkle at `time` seconds: each grows and glows on its own phase. Allocates nothing. */
export function twinkle(sparkles: readonly Sprite[], places: readonly Sparkle[], time: number): void {
  for (let k = 0; k < sparkles.length; k += 1) {
    const place = places[k]!;
    const wave = 0.5 + 0.5 * Math.sin(time * 2.2 + place.phase);
    sparkles[k]!.alpha = 0.15 + 0.85 * wave;
    sparkles[k]!.scale.set(place.scale * (0.55 + 0.45 * wave));
  }
}
