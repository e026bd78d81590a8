import { createStore } from 'zustand';
import { initialShowcase, showcaseReducer, type ShowcaseEvent, type ShowcaseState } from './showcase-machine';

export interface ShowcaseStore extends ShowcaseState {
  send(event: ShowcaseEvent): void;
}

/** One store per showcase: the DOM tabs and progress read and write it, the canvas scene follows it. */
export function createShowcaseStore(initial: Partial<ShowcaseState> = {}) {
  return createStore<ShowcaseStore>()((set) => ({
    ...initialShowcase,
    ...initial,
    send: (event) => set((state) => showcaseReducer(state, event)),
  }));
}
export type ShowcaseStoreApi = ReturnType<typeof createShowcaseStore>;
