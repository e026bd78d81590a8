import type { StateCreator } from 'zustand';
import { toLang, type Lang } from '../contracts/lang';
import { readStored } from '../lib/storage-keys';

export interface UiSlice {
  lang: Lang;
  /** Invite code from the address (spec point 4), kept for registration. */
  inviteCode: string;
  setInviteCode(code: string): void;
}

export const createUiSlice: StateCreator<UiSlice> = (set) => ({
  lang: toLang(readStored('lang')),
  inviteCode: '',
  setInviteCode: (inviteCode) => set({ inviteCode }),
});
