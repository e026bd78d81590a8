import type { Localized } from '../schema/index.ts';

/** The agent guide of `GET /agent/guide`, in every interface language (HTML, sanitised by the lobby). */
export const agentGuideHtml: Localized = {
  zh_cn: `<h2>成为代理，与好友一起赢</h2>
<p>代理可以邀请好友加入，并按团队的有效投注获得佣金。</p>
<ol>
<li><strong>提交申请</strong>：在「代理申请」页写下申请理由（10 至 1000 个字），管理员审核后即成为代理。同一时间只能有一份待审核的申请。</li>
<li><strong>邀请好友</strong>：好友使用您的邀请码（或带 <code>?i=邀请码</code> 的链接）注册后，就是您团队的直属会员。</li>
<li><strong>查看团队</strong>：在「我的团队」页可以搜索团队成员，查看他们的存款与有效投注，以及任意日期范围（最长 92 天）的团队报表。</li>
<li><strong>获得佣金</strong>：佣金 = 所选期间团队有效投注 × 达到的最高档位比例（见下表），以北京时间（GMT+8）计日。</li>
</ol>
<p>请负责任地游戏：玩家必须年满 18 岁。</p>`,
  zh_hk: `<h2>成為代理，與好友一起贏</h2>
<p>代理可以邀請好友加入，並按團隊的有效投注獲得佣金。</p>
<ol>
<li><strong>提交申請</strong>：在「代理申請」頁寫下申請理由（10 至 1000 個字），管理員審核後即成為代理。同一時間只能有一份待審核的申請。</li>
<li><strong>邀請好友</strong>：好友使用您的邀請碼（或帶 <code>?i=邀請碼</code> 的連結）註冊後，就是您團隊的直屬會員。</li>
<li><strong>查看團隊</strong>：在「我的團隊」頁可以搜尋團隊成員，查看他們的存款與有效投注，以及任意日期範圍（最長 92 天）的團隊報表。</li>
<li><strong>獲得佣金</strong>：佣金 = 所選期間團隊有效投注 × 達到的最高檔位比例（見下表），以北京時間（GMT+8）計日。</li>
</ol>
<p>請負責任地遊戲：玩家必須年滿 18 歲。</p>`,
  en: `<h2>Become an agent and win together with your friends</h2>
<p>Agents invite friends to play and earn commission on their team's valid betting.</p>
<ol>
<li><strong>Apply</strong>: on the Agent application page, tell us why you want to be an agent (10 to 1000 characters). Once the operator approves, you are an agent. One application can wait for review at a time.</li>
<li><strong>Invite friends</strong>: friends who register with your invite code (or a link with <code>?i=YOURCODE</code>) join your team as your direct members.</li>
<li><strong>Follow your team</strong>: the My team page lists your members with their deposits and valid betting, and reports the team's figures for any range of up to 92 days.</li>
<li><strong>Earn commission</strong>: commission = the team's valid betting in the range × the rate of the highest tier it reaches (table below). Days run on Beijing time (GMT+8).</li>
</ol>
<p>Play responsibly: players must be 18 or older.</p>`,
};

/** The commission table: from this much team valid betting in a range (cents), this rate (basis points). */
export const commissionTierRows = [
  { minValidBetCents: 100_000, rateBp: 20 },
  { minValidBetCents: 500_000, rateBp: 30 },
  { minValidBetCents: 2_000_000, rateBp: 50 },
  { minValidBetCents: 10_000_000, rateBp: 80 },
  { minValidBetCents: 50_000_000, rateBp: 100 },
] as const;
