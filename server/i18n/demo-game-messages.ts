import type { Lang } from '../../domain/contracts/lang.ts';

/**
 * Texts of the demo game window beyond its table: its reality check (the figures and buttons use the
 * lobby's own words, `responsible.*` of the locale files), and what a closed game tells a stopped member.
 */
export const demoGameMessages = {
  reality_check_due: {
    zh_cn: '请先查看游戏时间提醒：确认继续游戏后才能再次投注',
    zh_hk: '請先查看遊戲時間提醒：確認繼續遊戲後才能再次投注',
    en: 'Time for your reality check: see how long you have played and choose to continue before your next bet',
  },
  reality_check_continued: { zh_cn: '已确认，继续游戏', zh_hk: '已確認，繼續遊戲', en: 'Noted: play on' },
  demo_reality_lobby: { zh_cn: '返回大厅', zh_hk: '返回大廳', en: 'Go to the lobby' },
  demo_reality_paused: {
    zh_cn: '游戏已暂停，回答后才能继续投注。',
    zh_hk: '遊戲已暫停，回答後才能繼續投注。',
    en: 'Play is paused until you answer.',
  },
  demo_logged_out: {
    zh_cn: '您已退出登录，可以关闭此窗口。',
    zh_hk: '您已登出，可以關閉此視窗。',
    en: 'You have logged out. You can close this window.',
  },
  demo_bet_failed: {
    zh_cn: '投注未能发送，请检查网络后重试',
    zh_hk: '投注未能發送，請檢查網絡後重試',
    en: 'The bet could not be sent: check your connection and try again',
  },
  // A stopped member cannot open a game again: the closed game says what stays open and when the stop ends.
  demo_stopped_timed_out: {
    zh_cn: '您正处于冷静期，至 {until}（GMT+8）结束，因此游戏已关闭。在此之前您仍可登录大厅查看余额、把游戏钱包的钱转回中心钱包并提款。',
    zh_hk: '您正處於冷靜期，至 {until}（GMT+8）結束，因此遊戲已關閉。在此之前您仍可登入大廳查看餘額、把遊戲錢包的錢轉回中心錢包並提款。',
    en: 'You are on a time-out until {until} (GMT+8), so this game is closed. Until then you can still sign in to the lobby to see your balances, move money from game wallets back to the main wallet and withdraw.',
  },
  demo_stopped_self_excluded: {
    zh_cn: '您已自我禁入至 {until}（GMT+8），因此游戏已关闭。在此之前您仍可登录大厅查看余额、把游戏钱包的钱转回中心钱包并提款。',
    zh_hk: '您已自我禁入至 {until}（GMT+8），因此遊戲已關閉。在此之前您仍可登入大廳查看餘額、把遊戲錢包的錢轉回中心錢包並提款。',
    en: 'You have excluded yourself until {until} (GMT+8), so this game is closed. Until then you can still sign in to the lobby to see your balances, move money from game wallets back to the main wallet and withdraw.',
  },
  demo_stopped_title: { zh_cn: '游戏已关闭', zh_hk: '遊戲已關閉', en: 'This game is closed' },
} satisfies Record<string, Record<Lang, string>>;
