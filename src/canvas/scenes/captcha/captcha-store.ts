import { createStore } from 'zustand';
import { captchaReducer, initialCaptcha, type CaptchaEvent, type CaptchaState } from './captcha-machine';

export interface CaptchaStore extends CaptchaState {
  send(event: CaptchaEvent): void;
}

/** One store per captcha dialog: the DOM slider writes it, the canvas scene follows it. */
export function createCaptchaStore() {
  return createStore<CaptchaStore>()((set) => ({
    ...initialCaptcha,
    send: (event) => set((state) => captchaReducer(state, event)),
  }));
}
export type CaptchaStoreApi = ReturnType<typeof createCaptchaStore>;
