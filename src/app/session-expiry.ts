import { toast } from 'sonner';
import { i18next } from '../i18n/i18n';
import { appStore } from '../store/app-store';

/**
 * Any 401 or an expired token (docs/product.md §4 and §8): tell the user once, clear the local login
 * data and go home. A visitor with no session has nothing to expire, so nothing is shown.
 */
export function createSessionExpiryHandler(goHome: () => void): () => void {
  return () => {
    if (!appStore.getState().islogin) return;
    appStore.getState().clearSession();
    toast.error(i18next.t('error.sessionExpired'), { id: 'session-expired' });
    goHome();
  };
}
