import { extensions, GlLimitsSystem } from 'pixi.js';

/*
 * Pixi batches sprites of up to 16 textures in one draw: its fragment shader picks the texture with a
 * chain of 16 `if`s on a varying. On software WebGL (SwiftShader: blocked GPUs, VMs, remote desktops)
 * every covered pixel runs that chain, so a full-stage backdrop cost the showcase a frame in three
 * (bench/home: p95 33 ms with 16, 16.8 ms with 2 or 4). Each of our scenes draws from one atlas and a
 * backdrop, so 4 textures per batch costs no extra draw calls on a hardware GPU either.
 * Record and how to drop it: docs/decisions/0003-pixi-batch-of-four-textures.md.
 */
export const MAX_BATCH_TEXTURES = 4;

/** Pixi's limits, with the textures per batch capped at MAX_BATCH_TEXTURES. */
export class CappedGlLimitsSystem extends GlLimitsSystem {
  static override extension = GlLimitsSystem.extension;

  override contextChange(): void {
    super.contextChange();
    this.maxBatchableTextures = Math.min(this.maxBatchableTextures, MAX_BATCH_TEXTURES);
  }
}

// As shared-programs.ts: works whether or not Pixi's WebGL renderer module registered its own first.
extensions.remove(GlLimitsSystem).add(CappedGlLimitsSystem);
