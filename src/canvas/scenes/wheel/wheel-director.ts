import { MeshSimple, Texture, type Container, type Sprite } from 'pixi.js';
import { createDisposables, type Disposables } from '../../disposables';
import type { FrameGate } from '../../frame-gate';
import { createPaintFirst } from '../../paint-first';
import { playSound, type SoundName } from '../../sound';
import { createWheelArt, type WheelArt } from './wheel-art';
import { FACE_BOX, pointerFlap } from './wheel-layout';
import type { WheelState } from './wheel-machine';
import { faceFan } from './wheel-mesh';
import type { WheelStore, WheelStoreApi } from './wheel-store';
import { bulbTimeline, spinTimeline, type Timeline } from './wheel-timeline';

/** Ticks closer than this share one sound: at full speed a dozen segments pass a second. */
const TICK_GAP_MS = 45;

/** The display objects the scene made (JSX) and the director drives; the face it makes itself. */
export interface WheelNodes {
  wheel: Container;
  hub: Sprite;
  pointer: Sprite;
  glows: Sprite[];
}

/** The turning face: the art's face texture on a round fan of triangles (its square's corners are empty). */
function faceMesh(wheel: Container, disposables: Disposables): MeshSimple {
  const face = new MeshSimple({ texture: Texture.EMPTY, ...faceFan(FACE_BOX) });
  wheel.addChildAt(face, 0);
  disposables.add(() => {
    face.removeFromParent();
    face.destroy();
  });
  return face;
}

/**
 * Paints the art for the current segments and hands its textures to the face and the sprites,
 * then frees the art it replaces; all in one go, so no frame ever draws a destroyed texture.
 */
function artPainter(nodes: WheelNodes, face: MeshSimple, resolution: number, gate: FrameGate, disposables: Disposables) {
  let art: WheelArt | null = null;
  disposables.add(() => {
    [face, nodes.hub, nodes.pointer, ...nodes.glows].forEach((s) => (s.texture = Texture.EMPTY));
    art?.destroy();
    art = null;
  });
  return (state: WheelStore) => {
    if (state.segments.length === 0) return;
    const next = createWheelArt(state.segments, resolution);
    face.texture = next.texture('face');
    nodes.hub.texture = next.texture('hub');
    nodes.pointer.texture = next.texture('pointer');
    nodes.glows.forEach((g) => (g.texture = next.texture('glow')));
    art?.destroy();
    art = next;
    gate.request();
    state.send({ type: 'drawn' });
  };
}

/** One sound of each kind at a time (a new one cuts the last, so ticks never pile up); all stop with the scene. */
function soundBoard(disposables: Disposables) {
  const stoppers = new Map<SoundName, () => void>();
  disposables.add(() => stoppers.forEach((stop) => stop()));
  let lastTick = 0;
  const sound = (name: SoundName) => {
    stoppers.get(name)?.();
    stoppers.set(name, playSound(name));
  };
  const tick = () => {
    const now = performance.now();
    if (now - lastTick < TICK_GAP_MS) return;
    lastTick = now;
    sound('click');
  };
  return { sound, tick };
}

/** The rim lights: still with reduced motion, slow while idle, chasing while the wheel is busy; a frame is drawn for each swap. */
function rimLights(glows: Sprite[], gate: FrameGate, disposables: Disposables) {
  let lights: Timeline | null = null;
  disposables.add(() => lights?.kill());
  return (state: WheelState) => {
    lights?.kill();
    lights = null;
    if (state.reducedMotion) {
      glows.forEach((g, i) => (g.visible = i % 2 === 0));
      gate.request();
    } else {
      lights = bulbTimeline(glows, state.phase === 'requesting' || state.phase === 'spinning', gate.request);
      lights.play();
    }
  };
}

/**
 * Starts the spin the store asks for, holding the stage's frames while it turns; the stop is
 * reported back to the store with the rotation shown.
 */
function spinner(nodes: WheelNodes, store: WheelStoreApi, gate: FrameGate, disposables: Disposables) {
  const { sound, tick } = soundBoard(disposables);
  let spin: Timeline | null = null;
  let release: () => void = () => undefined;
  disposables.add(() => {
    spin?.kill();
    release();
  });
  return (state: WheelState) => {
    spin?.kill();
    release();
    release = gate.hold();
    const count = state.segments.length;
    const prize = state.segments[state.prizeIndex ?? -1];
    spin = spinTimeline({
      node: nodes.wheel,
      to: state.target ?? state.rotation,
      count,
      reducedMotion: state.reducedMotion,
      onFrame: (rotation) => (nodes.pointer.rotation = pointerFlap(rotation, count)),
      onTick: tick,
      onDone: (rotation) => {
        spin = null;
        release();
        if (!state.reducedMotion) sound(prize?.amount ? 'coin' : 'fail');
        store.getState().send({ type: 'stopped', rotation });
      },
    });
    if (!state.reducedMotion) sound('spin');
    spin.play();
  };
}

/**
 * The frame of the Spin press paints the page alone (the button's new state), and the canvas
 * follows in the next: on software WebGL a canvas frame drawn with it made the press's paint wait
 * (docs/performance.md, "Input always wins").
 */
function pressFirst(gate: FrameGate, disposables: Disposables): () => void {
  const paintFirst = createPaintFirst(gate);
  disposables.add(paintFirst.dispose);
  return paintFirst.clickAlone;
}

/**
 * Makes the wheel follow its store: paints the art, lights the rim, runs each spin and shows the
 * rest rotation, drawing only when something changed (an on-demand stage: a still wheel costs a
 * frame per swap of its rim lights). Returns the disposer: tweens killed, sounds stopped, textures
 * destroyed, frames let go.
 */
export function directWheel(nodes: WheelNodes, store: WheelStoreApi, resolution: number, gate: FrameGate): () => void {
  const disposables = createDisposables();
  const paint = artPainter(nodes, faceMesh(nodes.wheel, disposables), resolution, gate, disposables);
  const light = rimLights(nodes.glows, gate, disposables);
  const spin = spinner(nodes, store, gate, disposables);
  const pressed = pressFirst(gate, disposables);
  const rest = (state: WheelState) => {
    nodes.wheel.rotation = state.rotation;
    nodes.pointer.rotation = pointerFlap(state.rotation, Math.max(1, state.segments.length));
    gate.request();
  };

  const initial = store.getState();
  paint(initial);
  rest(initial);
  light(initial);
  if (initial.phase === 'spinning') spin(initial);
  disposables.add(
    store.subscribe((state, previous) => {
      if (state.segments !== previous.segments) paint(state);
      if (state.phase === 'requesting' && previous.phase !== 'requesting') pressed();
      if (state.phase !== previous.phase || state.reducedMotion !== previous.reducedMotion) light(state);
      const started = state.phase === 'spinning' && previous.phase !== 'spinning';
      // Reduced motion switched on mid-spin: the spin restarts as a jump to its end.
      if (started || (state.phase === 'spinning' && state.reducedMotion && !previous.reducedMotion)) spin(state);
      // At rest the wheel shows the store's rotation (reduced motion lands there directly).
      if (state.phase !== 'spinning' && state.rotation !== nodes.wheel.rotation) rest(state);
    }),
  );
  return () => disposables.disposeAll();
}
