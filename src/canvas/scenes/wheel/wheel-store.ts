import { createStore } from 'zustand';
import { initialWheel, wheelReducer, type WheelEvent, type WheelState } from './wheel-machine';

export interface WheelStore extends WheelState {
  send(event: WheelEvent): void;
}

/** One store per wheel page: the page sends the server's answers, the canvas scene follows and reports the stop. */
export function createWheelStore(initial: Partial<WheelState> = {}) {
  return createStore<WheelStore>()((set) => ({
    ...initialWheel,
    ...initial,
    send: (event) => set((state) => wheelReducer(state, event)),
  }));
}
export type WheelStoreApi = ReturnType<typeof createWheelStore>;
