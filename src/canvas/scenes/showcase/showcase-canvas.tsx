import { PixiStage } from '../../pixi-stage';
import type { BackdropFrame } from './showcase-backdrop';
import { STAGE_HEIGHT, STAGE_WIDTH } from './showcase-layout';
import { ShowcaseScene } from './showcase-scene';
import type { ShowcaseStoreApi } from './showcase-store';

/**
 * The home page's game-type showcase canvas: opaque, painting its own part of the panel's backdrop
 * (`frame` says where it sits in the panel), and drawing only while something moves.
 */
export default function ShowcaseCanvas({ store, label, frame }: { store: ShowcaseStoreApi; label: string; frame: BackdropFrame }) {
  return (
    <PixiStage width={STAGE_WIDTH} height={STAGE_HEIGHT} label={label} antialias={false} onDemand>
      <ShowcaseScene store={store} frame={frame} />
    </PixiStage>
  );
}
