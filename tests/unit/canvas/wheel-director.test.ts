// @vitest-environment jsdom
import { gsap } from 'gsap';
import { Container, MeshSimple, Sprite, Texture } from 'pixi.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directWheel, type WheelNodes } from '../../../src/canvas/scenes/wheel/wheel-director';
import { segmentAt } from '../../../src/canvas/scenes/wheel/wheel-layout';
import type { WheelSegmentView } from '../../../src/canvas/scenes/wheel/wheel-machine';
import { createWheelStore } from '../../../src/canvas/scenes/wheel/wheel-store';
import { countingGate } from './counting-gate';

// jsdom has no 2D canvas: the art is a set of plain textures that record their destruction.
const arts = vi.hoisted(() => [] as { destroyed: boolean }[]);
vi.mock('../../../src/canvas/scenes/wheel/wheel-art', async () => {
  const { Texture: PixiTexture } = await import('pixi.js');
  return {
    createWheelArt: () => {
      const art = { destroyed: false, textures: new Map<string, InstanceType<typeof PixiTexture>>() };
      arts.push(art);
      return {
        texture: (piece: string) => art.textures.get(piece) ?? art.textures.set(piece, new PixiTexture()).get(piece)!,
        destroy: () => void (art.destroyed = true),
      };
    },
  };
});
const sounds = vi.hoisted(() => ({ playing: new Set<string>(), played: [] as string[] }));
vi.mock('../../../src/canvas/sound', () => ({
  playSound: (name: string) => {
    const id = `${name}-${sounds.played.length}`;
    sounds.played.push(name);
    sounds.playing.add(id);
    return () => sounds.playing.delete(id);
  },
}));

const frame = () => gsap.updateRoot(gsap.globalTimeline.time() + 1 / 60);
const views: WheelSegmentView[] = Array.from({ length: 8 }, (_, i) => ({ label: `P${i}`, amount: i ? `${i}.00` : '', colour: '#336699' }));
const nodes = (): WheelNodes => ({ wheel: new Container(), hub: new Sprite(), pointer: new Sprite(), glows: Array.from({ length: 24 }, () => new Sprite()) });
const anyGate = () => countingGate().gate;
/** The face the director adds under the halos. */
const faceOf = (n: WheelNodes) => n.wheel.children[0] as MeshSimple;

beforeEach(() => {
  arts.length = 0;
  sounds.playing.clear();
  sounds.played.length = 0;
});
afterEach(() => void gsap.globalTimeline.clear());

describe('wheel director', () => {
  it('paints once per set of segments, reports the wheel drawn, and frees the art it replaces', () => {
    const store = createWheelStore();
    const n = nodes();
    const dispose = directWheel(n, store, 1, anyGate());
    expect(arts).toHaveLength(0);
    store.getState().send({ type: 'segments', segments: views });
    expect(arts).toHaveLength(1);
    expect(store.getState().drawn).toBe(true);
    expect(faceOf(n)).toBeInstanceOf(MeshSimple);
    expect(faceOf(n).texture).not.toBe(Texture.EMPTY);
    expect(n.wheel.children).toHaveLength(1);
    store.getState().send({ type: 'segments', segments: views.map((v) => ({ ...v, label: `${v.label}!` })) });
    expect(arts.map((a) => a.destroyed)).toEqual([true, false]);
    const face = faceOf(n);
    dispose();
    expect(arts.map((a) => a.destroyed)).toEqual([true, true]);
    expect(face.destroyed).toBe(true);
    expect(n.wheel.children).toHaveLength(0);
    expect(n.hub.texture).toBe(Texture.EMPTY);
  });

  it('survives a StrictMode double mount in the middle of a spin: the second mount finishes it', () => {
    const store = createWheelStore({ segments: views });
    const first = nodes();
    const disposeFirst = directWheel(first, store, 1, anyGate());
    store.getState().send({ type: 'spin' });
    store.getState().send({ type: 'awarded', index: 6 });
    for (let i = 0; i < 20; i += 1) frame();
    expect(gsap.getTweensOf(first.wheel)).toHaveLength(1);
    disposeFirst();
    // Nothing of the first mount runs on: no tween (spin or lights), no sound, no texture.
    expect(gsap.globalTimeline.getChildren()).toHaveLength(0);
    expect(sounds.playing.size).toBe(0);
    expect(arts[0]!.destroyed).toBe(true);

    const second = nodes();
    const disposeSecond = directWheel(second, store, 1, anyGate());
    for (let i = 0; i < 60 * 6; i += 1) frame();
    expect(store.getState().phase).toBe('result');
    expect(segmentAt(second.wheel.rotation, 8)).toBe(6);
    expect(segmentAt(store.getState().rotation, 8)).toBe(6);
    expect(sounds.played).toContain('spin');
    expect(sounds.played).toContain('click');
    expect(sounds.played.at(-1)).toBe('coin');
    disposeSecond();
    expect(gsap.globalTimeline.getChildren()).toHaveLength(0);
    expect(sounds.playing.size).toBe(0);
  });

  it('with reduced motion the lights stand still and the wheel shows the result at once', () => {
    const store = createWheelStore({ segments: views, reducedMotion: true });
    const n = nodes();
    const dispose = directWheel(n, store, 1, anyGate());
    expect(n.glows.map((g) => g.visible)).toEqual(n.glows.map((_, i) => i % 2 === 0));
    store.getState().send({ type: 'spin' });
    store.getState().send({ type: 'awarded', index: 3 });
    expect(segmentAt(n.wheel.rotation, 8)).toBe(3);
    expect(n.pointer.rotation).toBeCloseTo(0, 12);
    expect(sounds.played).toEqual([]);
    dispose();
    expect(gsap.globalTimeline.getChildren()).toHaveLength(0);
  });

  it('draws on demand: a frame per swap of the lights when still, every frame while it turns, and none in the frame of the press', async () => {
    const store = createWheelStore({ segments: views });
    const { gate, open } = countingGate();
    const n = nodes();
    const dispose = directWheel(n, store, 1, gate);
    expect(open.holds).toBe(0);
    const swaps = () => n.glows[0]!.visible;
    const before = open.requests;
    const lit = swaps();
    // Idle the lights swap every 0.8 s: one frame each, none in between.
    for (let i = 0; i < 30; i += 1) frame();
    expect(open.requests).toBe(before);
    for (let i = 0; i < 30; i += 1) frame();
    expect(swaps()).toBe(!lit);
    expect(open.requests).toBe(before + 1);

    store.getState().send({ type: 'spin' });
    // The press's frame paints the page alone; the canvas comes back the frame after.
    expect(open.pauses).toBe(1);
    await new Promise((next) => requestAnimationFrame(next));
    expect(open.pauses).toBe(0);
    store.getState().send({ type: 'awarded', index: 2 });
    expect(open.holds).toBe(1);
    for (let i = 0; i < 60 * 6; i += 1) frame();
    expect(store.getState().phase).toBe('result');
    expect(open.holds).toBe(0);

    store.getState().send({ type: 'spin' });
    store.getState().send({ type: 'awarded', index: 5 });
    expect(open.holds).toBe(1);
    dispose();
    expect([open.holds, open.pauses]).toEqual([0, 0]);
  });
});
