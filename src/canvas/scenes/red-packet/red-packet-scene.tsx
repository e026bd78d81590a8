import { useApplication } from '@pixi/react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Rectangle, type Container, type Sprite } from 'pixi.js';
import { useStore } from 'zustand';
import type { RedPacketArt } from './red-packet-art';
import { directRain } from './red-packet-director';
import { COIN_POOL, GLOW_POOL, sparkleCount, sparklePlaces } from './red-packet-budget';
import { packetCount, STAGE_HEIGHT, STAGE_WIDTH } from '../../../../domain/red-packet-round/rain';
import type { RedPacketStoreApi } from './red-packet-store';
import { useRedPacketArt } from './use-red-packet-art';

const hitArea = new Rectangle(0, 0, STAGE_WIDTH, STAGE_HEIGHT);

/** The red-packet rain: pooled sprites from one sprite sheet, driven by the store's round. */
export function RedPacketScene({ store }: { store: RedPacketStoreApi }) {
  const { app, isInitialised } = useApplication();
  // @pixi/react renders the children again while the app still initialises when the stage's owner
  // re-renders then: nothing may start before the app has its renderer and ticker.
  // A stage being torn down still reports initialised while its renderer is already gone.
  const live = isInitialised && Boolean(app.renderer);
  const art = useRedPacketArt(store, live ? app.renderer.resolution : null);
  const density = useStore(store, (s) => s.density);
  const reduced = useStore(store, (s) => s.reducedMotion);
  if (!art || !live) return null;
  const count = packetCount(density, reduced);
  // A new pool for a new size or motion setting; the rain restarts in the current phase.
  return <RainWorld key={`${count}-${reduced}`} store={store} art={art} count={count} reduced={reduced} />;
}

interface RainWorldProps {
  store: RedPacketStoreApi;
  art: RedPacketArt;
  count: number;
  reduced: boolean;
}

type Pool = 'packet' | 'coin' | 'glow' | 'sparkle';
const pick = (nodes: Map<string, Sprite>, pool: Pool, n: number) =>
  Array.from({ length: n }, (_, i) => nodes.get(`${pool}-${i}`)).filter((s): s is Sprite => s !== undefined);

// Memoised: a re-render would hand the pooled sprites their JSX props again over what the ticker set.
const RainWorld = memo(function RainWorld({ store, art, count, reduced }: RainWorldProps) {
  const { app } = useApplication();
  const stageRef = useRef<Container>(null);
  const nodes = useRef(new Map<string, Sprite>());
  const places = useMemo(() => sparklePlaces(sparkleCount(reduced), 7), [reduced]);

  useEffect(() => {
    const stage = stageRef.current;
    // A stage left while it was starting can have its app destroyed (ticker gone) before this runs.
    if (!stage || !app.ticker) return undefined;
    const all = nodes.current;
    const sprites = { stage, packets: pick(all, 'packet', count), coins: pick(all, 'coin', COIN_POOL), glows: pick(all, 'glow', GLOW_POOL), sparkles: pick(all, 'sparkle', places.length) };
    return directRain(app, store, art, sprites, places);
  }, [app, store, art, count, places]);

  const sparkle = art.frame('sparkle');
  const glow = art.frame('glow');
  const track = (key: string) => (node: Sprite | null) => void (node ? nodes.current.set(key, node) : nodes.current.delete(key));
  return (
    <pixiContainer ref={stageRef} eventMode="static" hitArea={hitArea} label="red-packet-rain">
      {places.map((p, k) => (
        <pixiSprite key={`sparkle-${k}`} ref={track(`sparkle-${k}`)} texture={sparkle} anchor={0.5} x={p.x} y={p.y} scale={p.scale} alpha={0.75} eventMode="none" />
      ))}
      {Array.from({ length: GLOW_POOL }, (_, k) => (
        <pixiSprite key={`glow-${k}`} ref={track(`glow-${k}`)} texture={glow} anchor={0.5} visible={false} eventMode="none" />
      ))}
      {Array.from({ length: count }, (_, i) => (
        <pixiSprite key={`packet-${i}`} ref={track(`packet-${i}`)} texture={art.frame('packet-red')} anchor={0.5} visible={false} eventMode="none" />
      ))}
      {Array.from({ length: COIN_POOL }, (_, k) => (
        <pixiSprite key={`coin-${k}`} ref={track(`coin-${k}`)} texture={art.frame(k % 4 === 3 ? 'ingot' : 'coin')} anchor={0.5} visible={false} eventMode="none" />
      ))}
    </pixiContainer>
  );
});
