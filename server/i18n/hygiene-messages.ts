import type { Lang } from '../../src/contracts/lang.ts';

/** Texts only the server says about bad input and upload quotas (issue 23). */
export const hygieneMessages = {
  invalid_text: {
    zh_cn: '{field} 含有无法识别的字符，请删除后重试',
    zh_hk: '{field} 含有無法識別的字符，請刪除後重試',
    en: '{field} contains characters that cannot be read; please remove them and try again',
  },
  feedback_image_quota: {
    zh_cn: '今天最多上传 {limit} 张反馈图片，请明天再试',
    zh_hk: '今天最多上傳 {limit} 張反饋圖片，請明天再試',
    en: 'You can attach at most {limit} pictures to feedback a day; please try again tomorrow',
  },
  voucher_quota: {
    zh_cn: '您已有 {limit} 笔带凭证的存款等待审核，请等待审核后再提交',
    zh_hk: '您已有 {limit} 筆帶憑證的存款等待審核，請等待審核後再提交',
    en: 'You already have {limit} deposits with a voucher waiting for review; please wait until they are reviewed',
  },
} satisfies Record<string, Record<Lang, string>>;
