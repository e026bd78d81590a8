import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts only the server says about time-outs, self-exclusion and reality checks (docs/product.md §10.1). `{until}` is GMT+8. */
export const responsibleStopsMessages = {
  // A stopped member keeps a withdraw-only lobby (README "Time-out and self-exclusion"): the refusal names what stays open.
  stop_timed_out: {
    zh_cn: '您正处于冷静期，至 {until}（GMT+8）结束；在此之前只能查看余额、从游戏钱包转回中心钱包、管理银行卡和提款',
    zh_hk: '您正處於冷靜期，至 {until}（GMT+8）結束；在此之前只能查看餘額、從遊戲錢包轉回中心錢包、管理銀行卡和提款',
    en: 'You are on a time-out until {until} (GMT+8): until then you can only see your balances, move money from game wallets back to the main wallet, manage bank cards and withdraw',
  },
  stop_self_excluded: {
    zh_cn: '您已自我禁入至 {until}（GMT+8）；在此之前只能查看余额、从游戏钱包转回中心钱包、管理银行卡和提款',
    zh_hk: '您已自我禁入至 {until}（GMT+8）；在此之前只能查看餘額、從遊戲錢包轉回中心錢包、管理銀行卡和提款',
    en: 'You have excluded yourself until {until} (GMT+8): until then you can only see your balances, move money from game wallets back to the main wallet, manage bank cards and withdraw',
  },
  // A self-exclusion covers the person (README "Time-out and self-exclusion"): what identifies them
  // refuses a new account, a card or a name on another account, and says until when.
  excluded_person_register: {
    zh_cn: '您已自我禁入至 {until}（GMT+8）；在此之前不能为您开设新账户',
    zh_hk: '您已自我禁入至 {until}（GMT+8）；在此之前不能為您開設新賬戶',
    en: 'You have excluded yourself until {until} (GMT+8): no new account can be opened for you until then',
  },
  excluded_person_card: {
    zh_cn: '此银行卡属于自我禁入至 {until}（GMT+8）的玩家；在此之前不能绑定到其他账户',
    zh_hk: '此銀行卡屬於自我禁入至 {until}（GMT+8）的玩家；在此之前不能綁定到其他賬戶',
    en: 'This bank card belongs to a player who has excluded themselves until {until} (GMT+8): it cannot be bound to another account until then',
  },
  excluded_person_realname: {
    zh_cn: '您已自我禁入至 {until}（GMT+8）；在此之前不能在其他账户上使用您的姓名',
    zh_hk: '您已自我禁入至 {until}（GMT+8）；在此之前不能在其他賬戶上使用您的姓名',
    en: 'You have excluded yourself until {until} (GMT+8): your name cannot be set on another account until then',
  },
  stop_password_wrong: { zh_cn: '登录密码错误', zh_hk: '登入密碼錯誤', en: 'The login password is wrong' },
  time_out_shorter: {
    zh_cn: '您的冷静期已到 {until}（GMT+8），不能缩短，只能延长',
    zh_hk: '您的冷靜期已到 {until}（GMT+8），不能縮短，只能延長',
    en: 'Your time-out already runs until {until} (GMT+8); it cannot be shortened, only made longer',
  },
  self_exclude_shorter: {
    zh_cn: '您的自我禁入已到 {until}（GMT+8），不能缩短，只能延长',
    zh_hk: '您的自我禁入已到 {until}（GMT+8），不能縮短，只能延長',
    en: 'Your self-exclusion already runs until {until} (GMT+8); it cannot be shortened, only made longer',
  },
  time_out_done: {
    zh_cn: '冷静期已开始，至 {until}（GMT+8）结束；您已在所有设备上退出登录。重新登录后仍可查看余额、从游戏钱包转回、管理银行卡和提款',
    zh_hk: '冷靜期已開始，至 {until}（GMT+8）結束；您已在所有裝置上登出。重新登入後仍可查看餘額、從遊戲錢包轉回、管理銀行卡和提款',
    en: 'Your time-out has started and runs until {until} (GMT+8); you have been logged out on every device. Sign in again to see your balances, move money back from game wallets, manage bank cards and withdraw',
  },
  self_exclude_done: {
    zh_cn: '自我禁入已开始，至 {until}（GMT+8）结束；您已在所有设备上退出登录。重新登录后仍可查看余额、从游戏钱包转回、管理银行卡和提款',
    zh_hk: '自我禁入已開始，至 {until}（GMT+8）結束；您已在所有裝置上登出。重新登入後仍可查看餘額、從遊戲錢包轉回、管理銀行卡和提款',
    en: 'Your self-exclusion has started and runs until {until} (GMT+8); you have been logged out on every device. Sign in again to see your balances, move money back from game wallets, manage bank cards and withdraw',
  },
  reality_check_set: {
    zh_cn: '已设置：每 {minutes} 分钟提醒一次本次登录的游戏时间和输赢',
    zh_hk: '已設置：每 {minutes} 分鐘提醒一次本次登入的遊戲時間和輸贏',
    en: 'Saved: every {minutes} minutes you will see how long you have played this session and its result',
  },
  reality_check_off: { zh_cn: '已关闭游戏时间提醒', zh_hk: '已關閉遊戲時間提醒', en: 'Reality checks are off' },
  stop_lifted: {
    zh_cn: '已解除 {name} 的{kind}（原定至 {until}）',
    zh_hk: '已解除 {name} 的{kind}（原定至 {until}）',
    en: 'Lifted the {kind} of {name} (it ran until {until})',
  },
  stop_none: {
    zh_cn: '{name} 当前没有冷静期或自我禁入',
    zh_hk: '{name} 目前沒有冷靜期或自我禁入',
    en: '{name} has no time-out or self-exclusion running',
  },
  stop_kind_time_out: { zh_cn: '冷静期', zh_hk: '冷靜期', en: 'time-out' },
  stop_kind_self_exclusion: { zh_cn: '自我禁入', zh_hk: '自我禁入', en: 'self-exclusion' },
} satisfies Record<string, Record<Lang, string>>;
