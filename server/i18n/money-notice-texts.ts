import type { Localized } from '../db/schema/index.ts';

/**
 * The site-mail notices the member gets when the operator (or the payment gateway) decides about
 * their money, in every language, like the seeded "存款已到账". `{amount}` is a 2-decimal figure,
 * `{reason}` the operator's words and `{name}` a bonus's name (both escaped before they are put in).
 */
export const moneyNoticeTexts = {
  depositTitle: { zh_cn: '存款已到账', zh_hk: '存款已到賬', en: 'Your deposit has arrived' },
  depositBank: {
    zh_cn: '<p>您的 {amount} 元银行转账存款已审核通过。</p>',
    zh_hk: '<p>您的 {amount} 元銀行轉賬存款已審核通過。</p>',
    en: '<p>Your bank transfer deposit of {amount} has been approved.</p>',
  },
  depositOnline: {
    zh_cn: '<p>您的 {amount} 元在线支付存款已到账。</p>',
    zh_hk: '<p>您的 {amount} 元線上支付存款已到賬。</p>',
    en: '<p>Your online payment deposit of {amount} has arrived.</p>',
  },
  // One line per bonus credited with the deposit; {name} is the bonus's (escaped) name.
  depositBonus: {
    zh_cn: '<p>同时已派发「{name}」{amount} 元至中心钱包。</p>',
    zh_hk: '<p>同時已派發「{name}」{amount} 元至中心錢包。</p>',
    en: '<p>With it, {name} of {amount} has been credited to your main wallet.</p>',
  },
  // The name of a VIP level's upgrade bonus; {level} is the level's own name (VIP1…).
  upgradeBonus: { zh_cn: '{level} 晋级彩金', zh_hk: '{level} 晉級彩金', en: '{level} upgrade bonus' },
  paidTitle: { zh_cn: '取款已出款', zh_hk: '取款已出款', en: 'Your withdrawal has been paid' },
  paid: {
    zh_cn: '<p>您的 {amount} 元取款已出款，请留意银行卡到账。</p>',
    zh_hk: '<p>您的 {amount} 元取款已出款，請留意銀行卡到賬。</p>',
    en: '<p>Your withdrawal of {amount} has been paid out; watch for it on your bank card.</p>',
  },
  refusedTitle: { zh_cn: '取款未通过', zh_hk: '取款未通過', en: 'Your withdrawal was refused' },
  refused: {
    zh_cn: '<p>您的 {amount} 元取款未通过审核，金额已退回中心钱包。</p>',
    zh_hk: '<p>您的 {amount} 元取款未通過審核，金額已退回中心錢包。</p>',
    en: '<p>Your withdrawal of {amount} was refused; the amount is back in your main wallet.</p>',
  },
  refusedReason: { zh_cn: '<p>原因：{reason}</p>', zh_hk: '<p>原因：{reason}</p>', en: '<p>Reason: {reason}</p>' },
} satisfies Record<string, Localized>;
