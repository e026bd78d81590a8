import { fetchMe } from '../../api/auth';
import { appStore } from '../../store/app-store';

/**
 * Runs `refresh` on every sign that the member's money moved (see lib/money-moves), never two at
 * once: signs that come while one runs (a focus right after a popup closed) are answered by one
 * more run after it, so the last figure shown is read after the last sign. Returns the stop.
 */
export function keepBalanceFresh(refresh: () => Promise<unknown>, follow: (listener: () => void) => () => void): () => void {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    refresh()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (!again) return;
        again = false;
        run();
      });
  };
  return follow(run);
}

/** Re-reads the member's info (balance), kept only when the same login is still on when it arrives. */
export async function refreshMemberInfo(): Promise<void> {
  const { islogin, token } = appStore.getState();
  if (!islogin || !token) return;
  const user = await fetchMe();
  if (appStore.getState().token === token) appStore.getState().setUserInfo(user);
}
