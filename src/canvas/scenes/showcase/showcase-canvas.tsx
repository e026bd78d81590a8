import { PixiStage } from '../../pixi-stage';
import { STAGE_HEIGHT, STAGE_WIDTH } from './showcase-layout';
import { ShowcaseScene } from './showcase-scene';
import type { ShowcaseStoreApi } from './showcase-store';

/** The home page's game-type showcase canvas; transparent, over the backdrop the page draws in CSS. */
export default function ShowcaseCanvas({ store, label }: { store: ShowcaseStoreApi; label: string }) {
  return (
    <PixiStage width={STAGE_WIDTH} height={STAGE_HEIGHT} label={label} transparent antialias={false}>
      <ShowcaseScene store={store} />
    </PixiStage>
  );
}
