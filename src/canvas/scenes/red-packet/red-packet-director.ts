import type { Application, Container, FederatedPointerEvent, Sprite, Ticker } from 'pixi.js';
import { createDisposables } from '../../disposables';
import { playSound, type SoundName } from '../../sound';
import type { RedPacketArt } from './red-packet-art';
import type { Sparkle } from './red-packet-budget';
import { createBursts } from './red-packet-bursts';
import { drawRain, twinkle } from './red-packet-draw';
import { createRain, hitPacket, nearestCentre, packetVariants, scatterRain, SLOT_IDLE, stepRain, type Rain } from '../../../../domain/red-packet-round/rain';
import { rainMotion, type RainPhase } from './red-packet-machine';
import type { RedPacketStoreApi } from './red-packet-store';

/** The pooled sprites of the rain, made once by the scene's JSX and recycled for the whole mount. */
export interface RainSprites {
  /** Takes the taps: one hit test on the stage instead of an interactive sprite per packet. */
  stage: Container;
  packets: Sprite[];
  coins: Sprite[];
  glows: Sprite[];
  sparkles: Sprite[];
}

/** The still picture before a round is always the same; each round's rain is its own (the server's seed when it dealt one). */
const IDLE_SEED = 20_240_210;
const ROUND_SEED = 88_888;

/**
 * Runs the rain on a stage: one ticker callback moves every packet (allocating nothing per
 * frame), the store's phase decides how the rain behaves, taps and Space/Enter open packets with a
 * burst and a coin sound. Returns the disposer: ticker callback removed, bursts killed, sounds
 * stopped, listeners gone (safe to call twice, as StrictMode's double mount does).
 */
export function directRain(app: Application, store: RedPacketStoreApi, art: RedPacketArt, sprites: RainSprites, places: readonly Sparkle[]): () => void {
  const disposables = createDisposables();
  const { packets, stage } = sprites;
  const reduced = store.getState().reducedMotion;
  const faces = packetVariants.map((name) => art.frame(name));
  const bursts = createBursts(art.frame('packet-open'), sprites.coins, sprites.glows, reduced);
  disposables.add(bursts.killAll);
  const sounds = new Set<() => void>();
  const sound = (name: SoundName) => sounds.add(playSound(name));
  disposables.add(() => sounds.forEach((stop) => stop()));
  let rain: Rain = createRain(packets.length, IDLE_SEED, reduced, 'shared');
  let motion = rainMotion('ready', reduced);
  let round = 0;
  let time = 0;

  const open = (i: number) => {
    const before = store.getState().opened;
    store.getState().send({ type: 'open' });
    // The machine says no once the round is over or its cap is reached: nothing opens then.
    if (store.getState().opened === before) return;
    bursts.open(rain, i, packets[i]!);
    sound('coin');
  };
  const onTap = (event: FederatedPointerEvent) => {
    const i = store.getState().phase === 'raining' ? hitPacket(rain, event.global.x, event.global.y) : -1;
    if (i >= 0) open(i);
  };
  stage.on('pointerdown', onTap);
  disposables.add(() => stage.off('pointerdown', onTap));

  const enter = (phase: RainPhase) => {
    stage.cursor = phase === 'raining' ? 'pointer' : 'default';
    motion = rainMotion(phase, reduced);
    if (motion.entry === 'scatter' || motion.entry === 'fresh') {
      bursts.killAll();
      if (motion.entry === 'fresh') round += 1;
      const seed = store.getState().round?.seed ?? ROUND_SEED + round * 7919;
      rain = motion.entry === 'fresh' ? createRain(packets.length, seed, reduced) : createRain(packets.length, IDLE_SEED, reduced, 'shared');
      if (motion.entry === 'scatter') scatterRain(rain);
    } else if (motion.entry === 'clear') rain.state.fill(SLOT_IDLE);
    if (phase === 'result') sound('success');
  };
  enter(store.getState().phase);
  disposables.add(
    store.subscribe((state, previous) => {
      if (state.phase !== previous.phase) enter(state.phase);
      if (state.openRequests === previous.openRequests || state.phase !== 'raining') return;
      const i = nearestCentre(rain);
      if (i >= 0) open(i);
    }),
  );

  const tick = (ticker: Ticker) => {
    // A long gap (a stall, a tab back from hiding) moves the rain at most a tenth of a second.
    const dt = Math.min(ticker.deltaMS, 100) / 1000;
    if (motion.speed > 0) stepRain(rain, dt, motion.speed, motion.spawning);
    drawRain(rain, packets, faces);
    if (reduced) return;
    time += dt;
    twinkle(sprites.sparkles, places, time);
  };
  app.ticker.add(tick);
  disposables.add(() => app.ticker?.remove(tick));
  return () => disposables.disposeAll();
}
