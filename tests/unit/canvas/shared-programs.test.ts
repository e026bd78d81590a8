// @vitest-environment jsdom
import { GlBackBufferSystem, Texture, WebGLRenderer, type Renderer } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { SharedProgramBackBufferSystem, SharedProgramGraphicsAdaptor } from '../../../src/canvas/shared-programs';

/*
 * Every stage mount makes a renderer; Pixi's own graphics adaptor and back buffer made a new, newly
 * numbered GlProgram each time, whose source stayed in Pixi's id table for the page's life (~6.5 kB a
 * mount, bench/heap-diff.ts). A mount must reuse the page's programs, and its teardown must leave
 * nothing attached to Pixi's shared textures.
 */

const stageRenderer = { limits: { maxBatchableTextures: 16 }, context: { supports: { msaa: true } } } as unknown as Renderer & WebGLRenderer;

describe('shared WebGL programs', () => {
  it('replaces Pixi’s graphics adaptor and back buffer in every WebGL renderer', () => {
    // What a renderer's init builds its systems and adaptors from (the config is internal to Pixi).
    type Named = { name: string; value: unknown }[];
    const { config } = new WebGLRenderer() as unknown as { config: { systems: Named; renderPipeAdaptors: Named } };
    expect(config.systems.filter((s) => s.name === 'backBuffer').map((s) => s.value)).toEqual([SharedProgramBackBufferSystem]);
    expect(config.renderPipeAdaptors.filter((a) => a.name === 'graphics').map((a) => a.value)).toEqual([SharedProgramGraphicsAdaptor]);
  });

  it('gives every stage the same graphics program, and a stage going leaves it whole for the next', () => {
    const first = new SharedProgramGraphicsAdaptor();
    first.contextChange(stageRenderer);
    const program = first.shader.glProgram;
    first.destroy();

    const second = new SharedProgramGraphicsAdaptor();
    second.contextChange(stageRenderer);
    expect(second.shader.glProgram).toBe(program);
    expect(program.vertex).toContain('SHADER_NAME graphics-vertex');
    expect(second.shader.glProgram.fragment).toBeTruthy();
    second.destroy();
  });

  it('gives every stage the same back-buffer program and leaves no listener on Texture.WHITE when it goes', () => {
    const white = Texture.WHITE.source;
    const listening = white.listenerCount('change');
    const programs = [0, 1, 2].map(() => {
      const system = new SharedProgramBackBufferSystem(stageRenderer);
      system.init();
      const program = (system as unknown as { _bigTriangleShader: { glProgram: unknown } })._bigTriangleShader.glProgram;
      system.destroy();
      return program;
    });
    expect(new Set(programs).size).toBe(1);
    expect(white.listenerCount('change')).toBe(listening);
  });

  it('is needed: Pixi’s own back buffer leaves a listener on Texture.WHITE per stage', () => {
    const white = Texture.WHITE.source;
    const listening = white.listenerCount('change');
    const system = new GlBackBufferSystem(stageRenderer);
    system.init();
    system.destroy();
    expect(white.listenerCount('change')).toBe(listening + 1);
  });
});
