import { appStore } from './app-store';

/** Shows the centre balance a money call answered with, in the header and everywhere it is read. */
export function showBalance(money: string): void {
  const user = appStore.getState().userinfo;
  if (user && user.money !== money) appStore.getState().setUserInfo({ ...user, money });
}
