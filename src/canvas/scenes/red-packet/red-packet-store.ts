import { createStore } from 'zustand';
import { DEFAULT_DENSITY, type Density } from '../../../../domain/red-packet-round/rain';
import { initialRain, rainReducer, type RainEvent, type RainState } from './red-packet-machine';

/** Whether the canvas has its artwork: the page shows a loading state (or a failure) until then. */
export type StagePhase = 'loading' | 'ready' | 'error';

export interface RedPacketStore extends RainState {
  stage: StagePhase;
  density: Density;
  /** prefers-reduced-motion: fewer, slower packets and a quieter burst. */
  reducedMotion: boolean;
  /** Counts Space / Enter presses on the stage; the scene opens the packet nearest the centre for each. */
  openRequests: number;
  send(event: RainEvent): void;
  setDensity(density: Density): void;
  setReducedMotion(reduced: boolean): void;
  requestOpen(): void;
  setStage(stage: StagePhase): void;
}

/** One store per rain page: the DOM (buttons, counter, keys) and the canvas scene share it. */
export function createRedPacketStore(initial: Partial<Pick<RedPacketStore, 'density' | 'reducedMotion'>> = {}) {
  return createStore<RedPacketStore>()((set) => ({
    ...initialRain,
    stage: 'loading',
    density: DEFAULT_DENSITY,
    reducedMotion: false,
    openRequests: 0,
    ...initial,
    send: (event) => set((state) => rainReducer(state, event)),
    setDensity: (density) => set((state) => (state.density === density ? state : { density })),
    setReducedMotion: (reducedMotion) => set((state) => (state.reducedMotion === reducedMotion ? state : { reducedMotion })),
    setStage: (stage) => set((state) => (state.stage === stage ? state : { stage })),
    requestOpen: () => set((state) => (state.phase === 'raining' ? { openRequests: state.openRequests + 1 } : state)),
  }));
}
export type RedPacketStoreApi = ReturnType<typeof createRedPacketStore>;
