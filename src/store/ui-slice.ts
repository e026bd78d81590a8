import type { StateCreator } from 'zustand';
import { toLang, type Lang } from '../contracts/lang';
import { readStored } from '../lib/storage-keys';

export interface UiSlice {
  lang: Lang;
  /** Invite code from the address (spec point 4), kept for registration. */
  inviteCode: string;
  /** Sound off for every canvas and dialog; persisted as `muted`. */
  muted: boolean;
  setInviteCode(code: string): void;
  toggleMuted(): void;
}

export const createUiSlice: StateCreator<UiSlice> = (set) => ({
  lang: toLang(readStored('lang')),
  inviteCode: '',
  muted: readStored('muted') === '1',
  setInviteCode: (inviteCode) => set({ inviteCode }),
  toggleMuted: () => set((s) => ({ muted: !s.muted })),
});
