import { appStore } from '../../../store/app-store';

/**
 * Guards an event's play: a member goes on; a visitor, on a page without the header's login form,
 * gets the login dialog in place (and stays on the event, which then shows their chances).
 */
export function requireEventMember(): boolean {
  const { islogin, token, openAuthDialog } = appStore.getState();
  if (islogin && token) return true;
  openAuthDialog('login');
  return false;
}
