import type { StateCreator } from 'zustand';
import type { StandIn } from '../../domain/contracts/stand-ins-types';

export interface StandInsSlice {
  /** The server's stand-ins; while any is on, the header shows a "Demo" marker (docs/product.md §10.5). */
  standIns: readonly StandIn[];
  setStandIns(standIns: readonly StandIn[]): void;
}

export const createStandInsSlice: StateCreator<StandInsSlice> = (set) => ({
  standIns: [],
  setStandIns: (standIns) => set({ standIns }),
});
