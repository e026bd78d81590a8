import { appStore } from '../store/app-store';

/**
 * Guards a member-only action: a visitor gets the login dialog ('Please login to operate') and the
 * action does not run now. `then`, when given, is what the visitor asked for (the game, the lobby):
 * it runs once they have logged in from that dialog, so they land where they meant to go.
 * Returns whether the caller may go on.
 */
export function requireMember(then?: () => void): boolean {
  const { islogin, token, askToLogin } = appStore.getState();
  if (islogin && token) return true;
  askToLogin(then);
  return false;
}
