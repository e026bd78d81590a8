import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts only the server says for the member area's profile pages (docs/product.md §2.7). */
export const profileMessages = {
  old_password_wrong: { zh_cn: '原密码错误', zh_hk: '原密碼錯誤', en: 'The current password is wrong' },
  password_changed: {
    zh_cn: '登录密码修改成功，其他设备上的登录已退出',
    zh_hk: '登錄密碼修改成功，其他設備上的登錄已退出',
    en: 'Login password changed; you have been logged out on your other devices',
  },
  old_qk_pwd_wrong: { zh_cn: '原取款密码错误', zh_hk: '原取款密碼錯誤', en: 'The current withdrawal password is wrong' },
  qk_pwd_changed: { zh_cn: '取款密码修改成功', zh_hk: '取款密碼修改成功', en: 'Withdrawal password changed' },
  qk_pwd_set: { zh_cn: '取款密码设置成功', zh_hk: '取款密碼設置成功', en: 'Withdrawal password set' },
} satisfies Record<string, Record<Lang, string>>;
