import {
  colorBitGl,
  compileHighShaderGlProgram,
  extensions,
  generateTextureBatchBitGl,
  getBatchSamplersUniformGroup,
  GlBackBufferSystem,
  GlGraphicsAdaptor,
  GlProgram,
  localUniformBitGl,
  Matrix,
  roundPixelsBitGl,
  Shader,
  State,
  Texture,
  UniformGroup,
  warn,
  type GlBackBufferOptions,
  type Renderer,
  type WebGLRenderer,
} from 'pixi.js';

/*
 * Pixi's graphics adaptor and back-buffer system make a new GlProgram for every renderer, and each new
 * program gets a numbered name ("graphics-vertex-17") that makes its whole source a new key in Pixi's
 * module-wide id table (createIdFromString), kept for the page's life: ~6.5 kB of heap per stage
 * mounted, for good (bench/heap-diff.ts). The back-buffer shader's bind group also stays a listener of
 * Texture.WHITE, which Pixi never destroys. Here both make their program once per page and share it,
 * as Pixi's own GlProgram.from does for filters; a renderer's teardown destroys its shader only.
 * Record and how to drop it: docs/decisions/0002-pixi-shared-graphics-programs.md.
 */

const graphicsPrograms = new Map<number, GlProgram>();

/** The graphics program for a renderer batching `maxTextures` textures, made once per page. */
export function graphicsProgram(maxTextures: number): GlProgram {
  let program = graphicsPrograms.get(maxTextures);
  if (!program) {
    program = compileHighShaderGlProgram({
      name: 'graphics',
      bits: [colorBitGl, generateTextureBatchBitGl(maxTextures), localUniformBitGl, roundPixelsBitGl],
    });
    graphicsPrograms.set(maxTextures, program);
  }
  return program;
}

/** Pixi's GlGraphicsAdaptor with the page's one program (same uniforms and resources as Pixi's). */
export class SharedProgramGraphicsAdaptor extends GlGraphicsAdaptor {
  static override extension = GlGraphicsAdaptor.extension;

  override contextChange(renderer: Renderer): void {
    const maxTextures = renderer.limits.maxBatchableTextures;
    const localUniforms = new UniformGroup({
      uColor: { value: new Float32Array([1, 1, 1, 1]), type: 'vec4<f32>' },
      uTransformMatrix: { value: new Matrix(), type: 'mat3x3<f32>' },
      uRound: { value: 0, type: 'f32' },
    });
    this.shader = new Shader({ glProgram: graphicsProgram(maxTextures), resources: { localUniforms, batchSamplers: getBatchSamplersUniformGroup(maxTextures) } });
  }

  override destroy(): void {
    // Not destroy(true): that would empty the program the next stage draws with.
    this.shader.destroy(false);
    (this as { shader: Shader | null }).shader = null;
  }
}

let bigTriangle: GlProgram | null = null;

/** The back buffer's full-screen copy program (Pixi's source), made once per page. */
export function bigTriangleProgram(): GlProgram {
  bigTriangle ??= new GlProgram({
    vertex: `
      attribute vec2 aPosition;
      out vec2 vUv;

      void main() {
          gl_Position = vec4(aPosition, 0.0, 1.0);
          vUv = (aPosition + 1.0) / 2.0;
          vUv.y = 1.0 - vUv.y;
      }`,
    fragment: `
      in vec2 vUv;
      out vec4 finalColor;

      uniform sampler2D uTexture;

      void main() {
          finalColor = texture(uTexture, vUv);
      }`,
    name: 'big-triangle',
  });
  return bigTriangle;
}

/** The fields of GlBackBufferSystem its init sets; TS-private in Pixi's types, plain fields at run time. */
interface BackBufferFields {
  _renderer: WebGLRenderer;
  _antialias: boolean;
  _state: State;
  _bigTriangleShader: Shader | null;
}

/** Pixi's GlBackBufferSystem with the page's one copy program, and a shader it destroys. */
export class SharedProgramBackBufferSystem extends GlBackBufferSystem {
  static override extension = GlBackBufferSystem.extension;

  // Pixi's init, but with the shared program.
  override init(options: GlBackBufferOptions = {}): void {
    // Pixi's fields are private in its types only; this subclass stands in for its init.
    const own = this as unknown as BackBufferFields;
    const { useBackBuffer = false, antialias = false } = { ...GlBackBufferSystem.defaultOptions, ...options };
    this.useBackBuffer = useBackBuffer;
    own._antialias = antialias;
    if (!own._renderer.context.supports.msaa) {
      warn('antialiasing, is not supported on when using the back buffer');
      own._antialias = false;
    }
    own._state = State.for2d();
    own._bigTriangleShader = new Shader({ glProgram: bigTriangleProgram(), resources: { uTexture: Texture.WHITE.source } });
  }

  override destroy(): void {
    super.destroy();
    const own = this as unknown as BackBufferFields;
    own._bigTriangleShader?.destroy(false);
    own._bigTriangleShader = null;
  }
}

// Works whether or not Pixi's WebGL renderer module has registered its own yet: before, ours is
// queued first and Pixi's same-named one is then ignored; after, Pixi's is taken out first.
extensions.remove(GlGraphicsAdaptor, GlBackBufferSystem).add(SharedProgramGraphicsAdaptor, SharedProgramBackBufferSystem);
