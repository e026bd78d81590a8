// The red-packet rain scene alone, at a packet count the bench chooses (`?packets=300`): the product's
// densities are 16/26/36, sized to the frame budget; the figure at 300 is asked for as well.
import { createRoot } from 'react-dom/client';
import RedPacketCanvas from '../../src/canvas/scenes/red-packet/red-packet-canvas';
import { densityCounts } from '../../domain/red-packet-round/rain';
import { createRedPacketStore } from '../../src/canvas/scenes/red-packet/red-packet-store';

const packets = Number(new URLSearchParams(window.location.search).get('packets') ?? 300);
// The scene sizes its pool from the preset table; this page alone gives 'heavy' the bench's count.
(densityCounts as Record<string, number>).heavy = packets;
const store = createRedPacketStore({ density: 'heavy' });
store.getState().send({ type: 'configure', roundSeconds: 3600, maxOpen: 10 });
store.getState().send({ type: 'start', at: performance.now(), key: 'bench' });
// The page drives the round's clock, as the rain page does.
const tick = () => {
  store.getState().send({ type: 'tick', at: performance.now() });
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);
(window as unknown as { __rain: () => { stage: string; phase: string } }).__rain = () => ({ stage: store.getState().stage, phase: store.getState().phase });

createRoot(document.getElementById('root')!).render(<RedPacketCanvas store={store} label="Red packets falling" />);
