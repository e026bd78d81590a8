import type { Application, Container, FederatedPointerEvent, Sprite, Ticker } from 'pixi.js';
import { createDisposables } from '../../disposables';
import { playSound, type SoundName } from '../../sound';
import type { RedPacketArt } from './red-packet-art';
import { createRain, hitPacket, IDLE_SPEED, lowestVisible, packetVariants, scatterRain, SLOT_IDLE, SLOT_OPENING, stepRain, type Rain, type Sparkle } from './red-packet-layout';
import type { RainPhase } from './red-packet-machine';
import type { RedPacketStoreApi } from './red-packet-store';
import { burstTimeline, type Timeline } from './red-packet-timeline';

/** The pooled sprites of the rain, made once by the scene's JSX and recycled for the whole mount. */
export interface RainSprites {
  /** Takes the taps: one hit test on the stage instead of an interactive sprite per packet. */
  stage: Container;
  packets: Sprite[];
  coins: Sprite[];
  glows: Sprite[];
  sparkles: Sprite[];
}

const IDLE_SEED = 20_240_210;
const ROUND_SEED = 88_888;
const COINS_PER_BURST = 5;

/**
 * Runs the rain on a stage: one ticker callback moves every packet (allocating nothing per
 * frame), the store's phase decides how the rain behaves, taps and Space/Enter open packets with a
 * burst and a coin sound. Returns the disposer: ticker callback removed, bursts killed, sounds
 * stopped (safe to call twice, as StrictMode's double mount does).
 */
export function directRain(app: Application, store: RedPacketStoreApi, art: RedPacketArt, sprites: RainSprites, places: readonly Sparkle[]): () => void {
  const disposables = createDisposables();
  const { packets, coins, glows, sparkles, stage } = sprites;
  const count = packets.length;
  const reduced = store.getState().reducedMotion;
  const faces = packetVariants.map((name) => art.frame(name));
  const opened = art.frame('packet-open');
  const freeCoins = [...coins];
  const freeGlows = [...glows];
  const bursts = new Set<Timeline>();
  let rain: Rain = createRain(count, IDLE_SEED, reduced);
  let round = 0;
  let speed = 0;
  let spawning = false;
  let sparkleTime = 0;

  const sounds = new Set<() => void>();
  const sound = (name: SoundName) => sounds.add(playSound(name));
  disposables.add(() => sounds.forEach((stop) => stop()));
  const killBursts = () => [...bursts].forEach((burst) => burst.kill());
  disposables.add(killBursts);

  const open = (i: number) => {
    const before = store.getState().opened;
    store.getState().send({ type: 'open' });
    if (store.getState().opened === before) return;
    const owner = rain;
    owner.state[i] = SLOT_OPENING;
    const taken = freeCoins.splice(0, reduced ? 2 : COINS_PER_BURST);
    const glow = freeGlows.pop() ?? null;
    for (const s of [...taken, glow]) if (s) s.visible = true;
    const burst = burstTimeline({ packet: packets[i]!, scale: owner.scale[i]!, x: owner.x[i]!, y: owner.y[i]!, opened, glow, coins: taken }, reduced, () => {
      for (const coin of taken) coin.visible = false;
      freeCoins.push(...taken);
      if (glow) {
        glow.visible = false;
        freeGlows.push(glow);
      }
      if (owner.state[i] === SLOT_OPENING) owner.state[i] = SLOT_IDLE;
      bursts.delete(burst);
    });
    bursts.add(burst);
    burst.play();
    sound('coin');
  };

  const onTap = (event: FederatedPointerEvent) => {
    if (store.getState().phase !== 'raining') return;
    const i = hitPacket(rain, event.global.x, event.global.y);
    if (i >= 0) open(i);
  };
  stage.on('pointerdown', onTap);
  disposables.add(() => stage.off('pointerdown', onTap));

  const enter = (phase: RainPhase) => {
    stage.cursor = phase === 'raining' ? 'pointer' : 'default';
    if (phase === 'ready') {
      killBursts();
      rain = createRain(count, IDLE_SEED, reduced);
      scatterRain(rain);
      [speed, spawning] = [reduced ? 0 : IDLE_SPEED, true];
    } else if (phase === 'countdown') {
      // The idle drift clears off the stage before the round's rain comes in from the top.
      if (reduced) rain.state.fill(SLOT_IDLE);
      [speed, spawning] = [reduced ? 0 : 2.5, false];
    } else if (phase === 'raining') {
      killBursts();
      round += 1;
      rain = createRain(count, ROUND_SEED + round * 7919, reduced);
      [speed, spawning] = [1, true];
    } else {
      // Round over: what is still falling falls away.
      [speed, spawning] = [1, false];
      if (phase === 'result') sound('success');
    }
  };
  enter(store.getState().phase);
  disposables.add(
    store.subscribe((state, previous) => {
      if (state.phase !== previous.phase) enter(state.phase);
      if (state.openRequests !== previous.openRequests && state.phase === 'raining') {
        const i = lowestVisible(rain);
        if (i >= 0) open(i);
      }
    }),
  );

  const tick = (ticker: Ticker) => {
    // A long gap (a stall, a tab back from hiding) moves the rain at most a tenth of a second.
    const dt = Math.min(ticker.deltaMS, 100) / 1000;
    if (speed > 0) stepRain(rain, dt, speed, spawning);
    for (let i = 0; i < count; i += 1) {
      const sprite = packets[i]!;
      const state = rain.state[i];
      sprite.visible = state !== SLOT_IDLE;
      if (state !== SLOT_IDLE && state !== SLOT_OPENING) {
        sprite.texture = faces[rain.variant[i]!]!;
        sprite.position.set(rain.x[i]!, rain.y[i]!);
        sprite.rotation = rain.rotation[i]!;
        sprite.scale.set(rain.scale[i]!);
        sprite.alpha = 1;
      }
    }
    if (reduced) return;
    sparkleTime += dt;
    for (let k = 0; k < sparkles.length; k += 1) {
      const place = places[k]!;
      const wave = 0.5 + 0.5 * Math.sin(sparkleTime * 2.2 + place.phase);
      sparkles[k]!.alpha = 0.15 + 0.85 * wave;
      sparkles[k]!.scale.set(place.scale * (0.55 + 0.45 * wave));
    }
  };
  app.ticker.add(tick);
  disposables.add(() => app.ticker?.remove(tick));
  return () => disposables.disposeAll();
}
