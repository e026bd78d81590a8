import type { Lang } from '../../src/contracts/lang.ts';

/** Texts the server says about sessions ending (services/accounts/tokens.ts). */
export const sessionMessages = {
  /** A login whose password or stop check was overtaken by a password change, a reset or a stop. */
  signed_out_meanwhile: {
    zh_cn: '您的密码或账户状态刚刚在其他设备上变更，请重新登录',
    zh_hk: '您的密碼或帳戶狀態剛剛在其他裝置上變更，請重新登入',
    en: 'Your password or account was just changed on another device. Please log in again',
  },
} satisfies Record<string, Record<Lang, string>>;
