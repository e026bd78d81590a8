import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts only the server says for the member area's mail-feedback pages (docs/product.md §2.7). */
export const mailFeedbackMessages = {
  mail_sent: { zh_cn: '消息已发送，客服会尽快回复您', zh_hk: '消息已發送，客服會盡快回覆您', en: 'Your message has been sent; customer service will answer soon' },
  mail_read: { zh_cn: '已标记为已读', zh_hk: '已標記為已讀', en: 'Marked as read' },
  mail_deleted: { zh_cn: '消息已删除', zh_hk: '消息已刪除', en: 'The message has been deleted' },
  mail_all_deleted: { zh_cn: '收件箱已清空，共删除 {count} 条消息', zh_hk: '收件箱已清空，共刪除 {count} 條消息', en: 'Inbox emptied: {count} messages deleted' },
  mail_not_found: { zh_cn: '该消息不存在', zh_hk: '該消息不存在', en: 'This message does not exist' },
  feedback_sent: { zh_cn: '感谢您的反馈，我们会尽快处理', zh_hk: '感謝您的反饋，我們會盡快處理', en: 'Thank you for your feedback; we will look at it soon' },
  feedback_not_found: { zh_cn: '该反馈不存在', zh_hk: '該反饋不存在', en: 'This feedback does not exist' },
  feedback_image_not_found: { zh_cn: '该反馈没有图片', zh_hk: '該反饋沒有圖片', en: 'This feedback has no image' },
  feedback_replied: { zh_cn: '已回复反馈 #{id}', zh_hk: '已回覆反饋 #{id}', en: 'Replied to feedback #{id}' },
  mail_delivered: { zh_cn: '消息 #{id} 已发送给 {name}', zh_hk: '消息 #{id} 已發送給 {name}', en: 'Message #{id} sent to {name}' },
  mail_member_not_found: { zh_cn: '会员不存在', zh_hk: '會員不存在', en: 'There is no such member' },
} satisfies Record<string, Record<Lang, string>>;
