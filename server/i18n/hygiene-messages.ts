import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts only the server says about bad input and upload quotas (docs/product.md §10.6). */
export const hygieneMessages = {
  invalid_text: {
    zh_cn: '{field} 含有无法识别的字符，请删除后重试',
    zh_hk: '{field} 含有無法識別的字符，請刪除後重試',
    en: '{field} contains characters that cannot be read; please remove them and try again',
  },
  control_text: {
    zh_cn: '{field} 含有不可见的控制字符，请删除后重试',
    zh_hk: '{field} 含有不可見的控制字符，請刪除後重試',
    en: '{field} contains invisible control characters; please remove them and try again',
  },
  json_too_deep: {
    zh_cn: '请求内容嵌套过深',
    zh_hk: '請求內容嵌套過深',
    en: 'The request nests too deeply',
  },
  idempotency_key_spent: {
    zh_cn: '该请求编号已使用过，请重新操作',
    zh_hk: '該請求編號已使用過，請重新操作',
    en: 'This Idempotency-Key was already used; please start the action again',
  },
  feedback_image_quota: {
    zh_cn: '今天最多上传 {limit} 张反馈图片，请明天再试',
    zh_hk: '今天最多上傳 {limit} 張反饋圖片，請明天再試',
    en: 'You can attach at most {limit} pictures to feedback a day; please try again tomorrow',
  },
} satisfies Record<string, Record<Lang, string>>;
