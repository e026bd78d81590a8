import { PixiStage } from '../../pixi-stage';
import { STAGE_HEIGHT, STAGE_WIDTH } from '../../../../domain/red-packet-round/rain';
import { RedPacketScene } from './red-packet-scene';
import type { RedPacketStoreApi } from './red-packet-store';

/**
 * The red-packet rain's canvas (a lazy chunk: pixi stays out of the entry). Transparent, over the
 * festive backdrop the page paints in CSS, which costs no sprite pixels; no MSAA (sprites only).
 */
export default function RedPacketCanvas({ store, label }: { store: RedPacketStoreApi; label: string }) {
  return (
    <PixiStage width={STAGE_WIDTH} height={STAGE_HEIGHT} label={label} transparent antialias={false}>
      <RedPacketScene store={store} />
    </PixiStage>
  );
}
