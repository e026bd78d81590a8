import { useApplication } from '@pixi/react';
import { useEffect, useRef } from 'react';
import type { Container, Sprite } from 'pixi.js';
import { useFrameGate } from '../../pixi-stage';
import { directWheel } from './wheel-director';
import { BULB_COUNT, BULB_RADIUS, CENTRE, POINTER_TIP_Y } from './wheel-layout';
import { POINTER_BOX } from './wheel-pieces';
import type { WheelStoreApi } from './wheel-store';

/** Where the halos of the rim lights sit on the turning face (every bulb has one). */
const bulbs = Array.from({ length: BULB_COUNT }, (_, i) => {
  const a = (i / BULB_COUNT) * Math.PI * 2;
  return { x: Math.sin(a) * BULB_RADIUS, y: -Math.cos(a) * BULB_RADIUS };
});

/**
 * The prize wheel: one cached face texture turned by GSAP (halos of the rim lights turn with it),
 * a still hub and a pointer that flaps on the pegs. The director makes the face and the textures,
 * and asks the on-demand stage for frames.
 */
export function WheelScene({ store }: { store: WheelStoreApi }) {
  const { app } = useApplication();
  const gate = useFrameGate();
  const resolution = app.renderer?.resolution ?? 1;
  const wheelRef = useRef<Container>(null);
  const hubRef = useRef<Sprite>(null);
  const pointerRef = useRef<Sprite>(null);
  const glowRefs = useRef<(Sprite | null)[]>([]);

  useEffect(() => {
    const [wheel, hub, pointer] = [wheelRef.current, hubRef.current, pointerRef.current];
    if (!wheel || !hub || !pointer) return undefined;
    const glows = glowRefs.current.filter((g): g is Sprite => g !== null);
    return directWheel({ wheel, hub, pointer, glows }, store, resolution, gate);
  }, [store, resolution, gate]);

  return (
    <pixiContainer>
      {/* The face (a mesh the director makes) goes first in here, under the halos. */}
      <pixiContainer ref={wheelRef} x={CENTRE.x} y={CENTRE.y}>
        {bulbs.map((b, i) => (
          <pixiSprite key={i} ref={(node: Sprite | null) => void (glowRefs.current[i] = node)} anchor={0.5} x={b.x} y={b.y} visible={false} />
        ))}
      </pixiContainer>
      <pixiSprite ref={hubRef} anchor={0.5} x={CENTRE.x} y={CENTRE.y} />
      <pixiSprite
        ref={pointerRef}
        anchor={{ x: 0.5, y: POINTER_BOX.pinY / POINTER_BOX.height }}
        x={CENTRE.x}
        y={POINTER_TIP_Y - (POINTER_BOX.tipY - POINTER_BOX.pinY)}
      />
    </pixiContainer>
  );
}
