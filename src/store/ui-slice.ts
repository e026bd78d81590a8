import type { StateCreator } from 'zustand';
import { toLang, type Lang } from '../../domain/contracts/lang';
import { readStored } from '../lib/storage-keys';

/** The account dialogs of docs/product.md §2 that open over any page ('login': the pages without the header's form). */
export type AuthDialog = 'login' | 'register' | 'forgot' | 'phone';

export interface UiSlice {
  lang: Lang;
  /** Invite code from the address (docs/product.md §4), kept for registration. */
  inviteCode: string;
  /** Sound off for every canvas and dialog; persisted as `muted`. */
  muted: boolean;
  authDialog: AuthDialog | null;
  /**
   * What a visitor asked for before being asked to log in (a game, a lobby, a member page): done
   * once they are in, dropped when they close the account dialogs instead.
   */
  afterLogin: (() => void) | null;
  /** A pending slider-captcha request; the dialog host shows the captcha while it is set. */
  captchaRequest: ((key: string | null) => void) | null;
  setInviteCode(code: string): void;
  /** The interface language; persisted as `lang` (the texts follow it: components/header/language-menu.tsx). */
  setLang(lang: Lang): void;
  toggleMuted(): void;
  openAuthDialog(dialog: AuthDialog | null): void;
  /** Opens the login dialog; `then` runs once the visitor has logged in from it (or registered). */
  askToLogin(then?: () => void): void;
  /** Hands over what the visitor asked for before logging in, once. */
  takeAfterLogin(): (() => void) | null;
  /** Opens the slider captcha; resolves with the checked key, or null when the player closes it. */
  requestCaptchaKey(): Promise<string | null>;
}

export const createUiSlice: StateCreator<UiSlice> = (set, get) => ({
  lang: toLang(readStored('lang')),
  inviteCode: '',
  muted: readStored('muted') === '1',
  authDialog: null,
  afterLogin: null,
  captchaRequest: null,
  setInviteCode: (inviteCode) => set({ inviteCode }),
  setLang: (lang) => set({ lang }),
  toggleMuted: () => set((s) => ({ muted: !s.muted })),
  // Closing the dialogs gives up what was asked for; moving between them (register, phone login) keeps it.
  openAuthDialog: (authDialog) => set(authDialog ? { authDialog } : { authDialog, afterLogin: null }),
  askToLogin: (then) => set({ authDialog: 'login', afterLogin: then ?? null }),
  takeAfterLogin: () => {
    const then = get().afterLogin;
    set({ afterLogin: null });
    return then;
  },
  requestCaptchaKey: () =>
    new Promise((resolve) => {
      get().captchaRequest?.(null);
      set({
        captchaRequest: (key) => {
          set({ captchaRequest: null });
          resolve(key);
        },
      });
    }),
});
