import { fetchMe } from '../api/auth';
import { fetchSystemConfig } from '../api/config';
import { fetchStandIns } from '../api/stand-ins';
import { configureHttp } from '../api/http';
import { i18next } from '../i18n/i18n';
import { readInviteCode } from '../lib/invite-code';
import { appStore } from '../store/app-store';
import { mobileRedirectTarget } from './mobile-redirect';
import { createSessionExpiryHandler } from './session-expiry';

/** Wires the http client, keeps the invite code, loads the system config and refreshes the session. */
export function boot(goHome: () => void): void {
  configureHttp({
    getToken: () => appStore.getState().token,
    getLang: () => appStore.getState().lang,
    onSessionExpired: createSessionExpiryHandler(goHome),
    fallbackMessage: (kind) => i18next.t(`error.${kind}`),
  });

  const invite = readInviteCode(window.location);
  if (invite) appStore.getState().setInviteCode(invite);

  fetchSystemConfig(window.location.host)
    .then((config) => {
      appStore.getState().setConfig(config);
      const target = mobileRedirectTarget(window.innerWidth, config.site_mobile);
      if (target) window.location.replace(target);
    })
    // docs/product.md §8: a config-load failure is only logged.
    .catch((error: unknown) => console.error('system config failed to load', error));

  // Another server speaking the API may not know this call: then there is no marker to show.
  fetchStandIns()
    .then((standIns) => appStore.getState().setStandIns(standIns))
    .catch(() => undefined);

  if (appStore.getState().islogin) {
    fetchMe()
      .then((user) => appStore.getState().setUserInfo(user))
      .catch(() => undefined);
  }
}
