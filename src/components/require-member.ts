import { toast } from 'sonner';
import { i18next } from '../i18n/i18n';
import { appStore } from '../store/app-store';

/**
 * Guards a member-only action (spec points 2 and 6): a visitor gets 'Please login to operate'
 * and the action does not run. Returns whether the caller may go on.
 */
export function requireMember(): boolean {
  if (appStore.getState().islogin && appStore.getState().token) return true;
  toast.warning(i18next.t('error.pleaseLogin'), { id: 'please-login' });
  return false;
}
