import { PixiStage } from '../../pixi-stage';
import { STAGE_HEIGHT, STAGE_WIDTH } from './wheel-layout';
import { WheelScene } from './wheel-scene';
import type { WheelStoreApi } from './wheel-store';

/** The prize wheel's canvas; transparent, over the glow the page draws in CSS; drawn only when the wheel changes. */
export default function WheelCanvas({ store, label }: { store: WheelStoreApi; label: string }) {
  return (
    <PixiStage width={STAGE_WIDTH} height={STAGE_HEIGHT} label={label} transparent antialias={false} onDemand>
      <WheelScene store={store} />
    </PixiStage>
  );
}
