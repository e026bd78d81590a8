import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts the server says about sessions ending (services/accounts/tokens.ts). */
export const sessionMessages = {
  /** A login whose password or stop check was overtaken by a password change, a reset or a stop. */
  signed_out_meanwhile: {
    zh_cn: '您的密码或账户状态刚刚在其他设备上变更，请重新登录',
    zh_hk: '您的密碼或帳戶狀態剛剛在其他裝置上變更，請重新登入',
    en: 'Your password or account was just changed on another device. Please log in again',
  },
  /** A logout written, but not every server process confirmed it forgot the session (server/plugins/caches.ts). */
  logout_unconfirmed: {
    zh_cn: '已退出，但并非所有服务器都确认了退出；该登录会在几秒内在所有地方失效',
    zh_hk: '已登出，但並非所有伺服器都確認了登出；該登入會在幾秒內在所有地方失效',
    en: 'Logged out, but not every server confirmed it yet; the session stops working everywhere within a few seconds',
  },
  /** A password change, a reset or a stop saved, but the sign-out of the other sessions not confirmed everywhere. */
  sign_out_unconfirmed: {
    zh_cn: '已保存，但并非所有服务器都确认了其他设备的退出；这些登录会在几秒内失效',
    zh_hk: '已儲存，但並非所有伺服器都確認了其他裝置的登出；這些登入會在幾秒內失效',
    en: 'Saved, but not every server confirmed the sign-out of your other sessions yet; they stop working within a few seconds',
  },
} satisfies Record<string, Record<Lang, string>>;
