import type { Localized } from '../db/schema/index.ts';

/**
 * The site-mail a member gets when the operator answers their feedback, in every language. `{feedback}`
 * is the start of the member's own words, `{reply}` the operator's (both escaped before they are put in).
 */
export const feedbackReplyTexts = {
  title: { zh_cn: '您的反馈已回复', zh_hk: '您的反饋已回覆', en: 'Your feedback has been answered' },
  body: {
    zh_cn: '<p>您的反馈“{feedback}”已收到客服回复：</p><p>{reply}</p>',
    zh_hk: '<p>您的反饋「{feedback}」已收到客服回覆：</p><p>{reply}</p>',
    en: '<p>Customer service answered your feedback “{feedback}”:</p><p>{reply}</p>',
  },
} satisfies Record<string, Localized>;
