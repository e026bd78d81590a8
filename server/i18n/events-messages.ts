import type { Lang } from '../../domain/contracts/lang.ts';

/**
 * Texts only the server says for the two events (docs/product.md §2.8) and their fair seeds. The event calls
 * answer errors with `{ message, code }`, `code` being the key here, so the lobby may show its own.
 */
export const eventsMessages = {
  event_closed: { zh_cn: '活动已关闭', zh_hk: '活動已關閉', en: 'This event is closed' },
  event_not_started: { zh_cn: '活动尚未开始', zh_hk: '活動尚未開始', en: 'This event has not started yet' },
  event_ended: { zh_cn: '活动已结束', zh_hk: '活動已結束', en: 'This event has ended' },
  no_chances: { zh_cn: '今天的次数已用完，请明天再来', zh_hk: '今天的次數已用完，請明天再來', en: 'No chances left today, come back tomorrow' },
  budget_spent: { zh_cn: '今天的奖金已派完，请明天再来', zh_hk: '今天的獎金已派完，請明天再來', en: 'Today\'s prizes have all been given out, come back tomorrow' },
  name_mismatch: { zh_cn: '只能为当前登录的账号参加活动', zh_hk: '只能為當前登錄的賬號參加活動', en: 'You can only play for the account you are logged in with' },
  wheel_won: { zh_cn: '恭喜您获得 {amount} 元，已存入中心钱包', zh_hk: '恭喜您獲得 {amount} 元，已存入中心錢包', en: 'Congratulations: {amount} added to your main wallet' },
  wheel_no_prize: { zh_cn: '谢谢参与，下次好运', zh_hk: '謝謝參與，下次好運', en: 'Thank you for playing, better luck next time' },
  redbag_won: {
    zh_cn: '打开 {count} 个红包，共获得 {amount} 元，已存入中心钱包',
    zh_hk: '打開 {count} 個紅包，共獲得 {amount} 元，已存入中心錢包',
    en: 'You opened {count} packets: {amount} added to your main wallet',
  },
  redbag_none: { zh_cn: '本轮没有打开红包', zh_hk: '本輪沒有打開紅包', en: 'No packets opened this round' },
  redbag_no_round: {
    zh_cn: '请先开始一轮红包雨：没有开始的一轮不能领取',
    zh_hk: '請先開始一輪紅包雨：沒有開始的一輪不能領取',
    en: 'Start a round of rain first: a round that was never started pays nothing',
  },
  redbag_too_early: {
    zh_cn: '红包雨还没落下，还没有可以打开的红包',
    zh_hk: '紅包雨還沒落下，還沒有可以打開的紅包',
    en: 'The rain has not come down yet: there is no packet to open so far',
  },
  redbag_round_claimed: { zh_cn: '这一轮已经领取过了', zh_hk: '這一輪已經領取過了', en: 'This round has already been collected' },
} satisfies Record<string, Record<Lang, string>>;
