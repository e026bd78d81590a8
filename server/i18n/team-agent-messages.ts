import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts only the server says for the member area's team-agent pages (docs/product.md §2.7). */
export const teamAgentMessages = {
  agent_applied: {
    zh_cn: '代理申请已提交，请等待管理员审核',
    zh_hk: '代理申請已提交，請等待管理員審核',
    en: 'Your agent application was sent; please wait for the operator to review it',
  },
  agent_already: { zh_cn: '您已经是代理，无需再次申请', zh_hk: '您已經是代理，無需再次申請', en: 'You are already an agent' },
  agent_pending: {
    zh_cn: '您已有一份代理申请正在审核中，请勿重复提交',
    zh_hk: '您已有一份代理申請正在審核中，請勿重複提交',
    en: 'You already have an agent application waiting for review',
  },
  agent_application_not_found: { zh_cn: '代理申请不存在', zh_hk: '代理申請不存在', en: 'This agent application does not exist' },
  agent_application_decided: {
    zh_cn: '代理申请 #{id} 已处理（{status}）',
    zh_hk: '代理申請 #{id} 已處理（{status}）',
    en: 'Agent application #{id} was already decided ({status})',
  },
  agent_approved: { zh_cn: '代理申请 #{id} 已通过：{name} 成为代理', zh_hk: '代理申請 #{id} 已通過：{name} 成為代理', en: 'Application #{id} approved: {name} is now an agent' },
  agent_rejected: { zh_cn: '代理申请 #{id} 已拒绝', zh_hk: '代理申請 #{id} 已拒絕', en: 'Application #{id} rejected' },
  agent_revoked: { zh_cn: '已取消 {name} 的代理资格', zh_hk: '已取消 {name} 的代理資格', en: '{name} is no longer an agent' },
  agent_not_agent: { zh_cn: '{name} 不是代理', zh_hk: '{name} 不是代理', en: '{name} is not an agent' },
  agent_member_not_found: { zh_cn: '会员不存在', zh_hk: '會員不存在', en: 'This member does not exist' },
  team_range_future: {
    zh_cn: '查询日期不能晚于今天（{today}）',
    zh_hk: '查詢日期不能晚於今天（{today}）',
    en: 'The range cannot end after today ({today})',
  },
} satisfies Record<string, Record<Lang, string>>;
