import { describe, expect, it } from 'vitest';
import { packAtlas, pieceSizes, piecesOf, scenes, STAGE_HEIGHT, STAGE_WIDTH, type PieceName } from '../../../src/canvas/scenes/showcase/showcase-layout';
import { showcaseTabs } from '../../../src/canvas/scenes/showcase/showcase-machine';

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('showcase layout', () => {
  it.each(showcaseTabs)('%s stays inside the sprite-pixel budget of software WebGL', (tab) => {
    // docs/performance.md: cost grows with the sprite pixels drawn a frame; 80 000 leaves room for the page.
    const pixels = scenes[tab].reduce((sum, p) => {
      const [w, h] = pieceSizes[p.piece];
      const s = p.scale ?? 1;
      return sum + w * h * s * s;
    }, 0);
    expect(pixels).toBeLessThan(80_000);
    expect(scenes[tab].length).toBeLessThanOrEqual(20);
  });

  it.each(showcaseTabs)('%s keeps every piece on the stage and has one hoverable centre piece', (tab) => {
    for (const p of scenes[tab]) {
      const [w, h] = pieceSizes[p.piece];
      const [hw, hh] = [(w / 2) * (p.scale ?? 1), (h / 2) * (p.scale ?? 1)];
      expect(p.x - hw, p.id).toBeGreaterThan(-4);
      expect(p.x + hw, p.id).toBeLessThan(STAGE_WIDTH + 4);
      expect(p.y - hh, p.id).toBeGreaterThan(-4);
      expect(p.y + hh, p.id).toBeLessThan(STAGE_HEIGHT + 4);
    }
    expect(scenes[tab].filter((p) => p.hero)).toHaveLength(1);
    expect(new Set(scenes[tab].map((p) => p.id)).size).toBe(scenes[tab].length);
  });

  it('packs an atlas without overlaps, within the width, each piece once', () => {
    for (const tab of showcaseTabs) {
      const atlas = packAtlas(piecesOf(tab));
      expect(atlas.width).toBeLessThanOrEqual(512);
      expect(new Set(atlas.items.map((i) => i.piece)).size).toBe(atlas.items.length);
      expect(atlas.items.map((i) => i.piece).sort()).toEqual([...new Set(piecesOf(tab))].sort());
      for (const [i, a] of atlas.items.entries()) {
        expect(a.x + a.width).toBeLessThanOrEqual(atlas.width);
        expect(a.y + a.height).toBeLessThanOrEqual(atlas.height);
        for (const b of atlas.items.slice(i + 1)) expect(overlaps(a, b), `${a.piece} / ${b.piece}`).toBe(false);
      }
    }
  });

  it('starts a new shelf when a row is full', () => {
    const wide: PieceName[] = ['slots-machine', 'live-wheel', 'lottery-globe'];
    const atlas = packAtlas(wide, 450);
    expect(atlas.items.filter((i) => i.y > 0).length).toBeGreaterThan(0);
  });
});
