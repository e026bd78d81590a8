import type { Plugin } from 'vite';

/**
 * Pixi start-up probes that block the main thread for seconds on software WebGL while the page is
 * still settling (bench/home, Lighthouse: 2.1 s and 4.6 s long tasks), rewritten at build time:
 * - canvasUtils asks a 2D canvas for "multiply" blending by reading pixels back, at import. Only
 *   the canvas renderer, which the lobby never picks, reads the answer: it is now asked on first use.
 * - getMaxFragmentPrecision makes a second WebGL context just to ask whether fragment shaders
 *   have highp. Every desktop GPU with WebGL has (the lobby is desktop only, min width 1200 px),
 *   and Pixi's own shaders ask for mediump.
 * Each rewrite must find the text it expects: a Pixi upgrade that changes it fails the build.
 * Why, the figures, and how to drop it: docs/decisions/0001-pixi-start-up-probes-rewritten-at-build.md.
 */
const rewrites: { file: string; from: string; to: string }[] = [
  {
    file: '/pixi.js/lib/rendering/renderers/canvas/utils/canvasUtils.mjs',
    from: '  canUseMultiply: canUseNewCanvasBlendModes(),\n',
    to: '  get canUseMultiply() {\n    return canUseMultiplyAnswer ??= canUseNewCanvasBlendModes();\n  },\n',
  },
  {
    file: '/pixi.js/lib/rendering/renderers/canvas/utils/canvasUtils.mjs',
    from: 'const canvasUtils = {',
    to: 'let canUseMultiplyAnswer;\nconst canvasUtils = {',
  },
  {
    file: '/pixi.js/lib/rendering/renderers/canvas/utils/canvasUtils.mjs',
    from: 'canvasUtils.tintMethod = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;',
    to: "Object.defineProperty(canvasUtils, 'tintMethod', { configurable: true, get: () => canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel });",
  },
  {
    file: '/pixi.js/lib/rendering/renderers/gl/shader/program/getMaxFragmentPrecision.mjs',
    from: '    const gl = getTestContext();\n',
    to: '    const gl = { getShaderPrecisionFormat: () => ({ precision: 23 }), FRAGMENT_SHADER: 0, HIGH_FLOAT: 0 };\n',
  },
];

export function pixiProbes(): Plugin {
  return {
    name: 'pixi-probes',
    transform(code, id) {
      const mine = rewrites.filter((r) => id.replaceAll('\\', '/').split('?')[0]!.endsWith(r.file));
      if (mine.length === 0) return null;
      let out = code;
      for (const r of mine) {
        if (!out.includes(r.from)) this.error(`pixi-probes: ${r.file} no longer has the text to rewrite; check the probe by hand after the Pixi upgrade`);
        out = out.replace(r.from, r.to);
      }
      return { code: out, map: null };
    },
  };
}
