import { createStore, useStore } from 'zustand';
import { createConfigSlice, type ConfigSlice } from './config-slice';
import { persistKeys } from './persist';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createStandInsSlice, type StandInsSlice } from './stand-ins-slice';
import { followOtherTabs } from './session-sync';
import { createUiSlice, type UiSlice } from './ui-slice';

export type AppState = SessionSlice & ConfigSlice & UiSlice & StandInsSlice;

/** Builds a store hydrated from localStorage that writes back the spec's keys and follows other tabs' logins. */
export function createAppStore() {
  const store = createStore<AppState>()((...a) => ({
    ...createSessionSlice(...a),
    ...createConfigSlice(...a),
    ...createUiSlice(...a),
    ...createStandInsSlice(...a),
  }));
  persistKeys(store);
  if (typeof window !== 'undefined') followOtherTabs(store);
  return store;
}

/** The one store both the DOM and the canvases read. */
export const appStore = createAppStore();

/** React hook onto the app store with a selector. */
export function useAppStore<T>(selector: (s: AppState) => T): T {
  return useStore(appStore, selector);
}
