// @vitest-environment jsdom
import { GlLimitsSystem, WebGLRenderer, type WebGLRenderer as Renderer } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { CappedGlLimitsSystem, MAX_BATCH_TEXTURES } from '../../../src/canvas/batch-limits';

/*
 * Pixi's batch shader picks a sprite's texture with one `if` per batchable texture; on software WebGL
 * every pixel of every sprite runs the chain (bench/home: the showcase missed a frame in three with 16).
 * Every WebGL renderer must batch at most MAX_BATCH_TEXTURES, and fewer where the GPU allows fewer.
 */

/** A WebGL context that reports `units` texture units and compiles every shader. */
function fakeRenderer(units: number): Renderer {
  const gl = {
    MAX_TEXTURE_IMAGE_UNITS: 0x8872,
    FRAGMENT_SHADER: 0x8b30,
    COMPILE_STATUS: 0x8b81,
    getParameter: (name: number) => (name === 0x8872 ? units : 0),
    createShader: () => ({}),
    shaderSource: () => undefined,
    compileShader: () => undefined,
    getShaderParameter: () => true,
    deleteShader: () => undefined,
  };
  return { gl, context: { webGLVersion: 1 } } as unknown as Renderer;
}

describe('textures per sprite batch', () => {
  it('replaces Pixi’s limits in every WebGL renderer', () => {
    type Named = { name: string; value: unknown }[];
    const { config } = new WebGLRenderer() as unknown as { config: { systems: Named } };
    expect(config.systems.filter((s) => s.name === 'limits').map((s) => s.value)).toEqual([CappedGlLimitsSystem]);
  });

  it('caps a GPU of 16 texture units at 4 textures a batch', () => {
    const limits = new CappedGlLimitsSystem(fakeRenderer(16));
    limits.contextChange();
    expect(MAX_BATCH_TEXTURES).toBe(4);
    expect(limits.maxBatchableTextures).toBe(4);
    expect(limits.maxTextures).toBe(16);
  });

  it('keeps a smaller GPU limit as it is', () => {
    const limits = new CappedGlLimitsSystem(fakeRenderer(2));
    limits.contextChange();
    expect(limits.maxBatchableTextures).toBe(2);
  });

  it('is needed: Pixi’s own limits batch all 16', () => {
    const limits = new GlLimitsSystem(fakeRenderer(16));
    limits.contextChange();
    expect(limits.maxBatchableTextures).toBe(16);
  });
});
