import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts only the server says for the member area's daily-bonus pages (docs/product.md §2.7). */
export const dailyBonusMessages = {
  daily_bonus_checked: {
    zh_cn: '签到成功！本月已签到 {count} 天，连续签到 {streak} 天',
    zh_hk: '簽到成功！本月已簽到 {count} 天，連續簽到 {streak} 天',
    en: 'Checked in! Check-ins this month: {count}; days in a row: {streak}',
  },
  daily_bonus_already_checked: { zh_cn: '今天已经签到过了，请明天再来', zh_hk: '今天已經簽到過了，請明天再來', en: 'You have already checked in today, come back tomorrow' },
  daily_bonus_award_not_found: { zh_cn: '该签到奖励不存在', zh_hk: '該簽到獎勵不存在', en: 'This award does not exist' },
  daily_bonus_award_locked: {
    zh_cn: '该奖励需要本月签到 {days} 天，您已签到 {count} 天',
    zh_hk: '該獎勵需要本月簽到 {days} 天，您已簽到 {count} 天',
    en: 'This award needs {days} check-ins this month; you have {count}',
  },
  daily_bonus_award_claimed: { zh_cn: '本月已领取过该奖励', zh_hk: '本月已領取過該獎勵', en: 'You have already claimed this award this month' },
  daily_bonus_claimed: { zh_cn: '领取成功，{amount} 元已存入中心钱包', zh_hk: '領取成功，{amount} 元已存入中心錢包', en: 'Claimed: {amount} added to your main wallet' },
  daily_bonus_shift_claimed: {
    zh_cn: '该会员已领取过签到奖励，签到日期不能再移动',
    zh_hk: '該會員已領取過簽到獎勵，簽到日期不能再移動',
    en: 'This member has claimed awards: their check-in days can no longer be moved',
  },
} satisfies Record<string, Record<Lang, string>>;
