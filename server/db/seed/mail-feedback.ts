import { eq } from 'drizzle-orm';
import { encodePng } from '../../captcha/png.ts';
import type { Db } from '../client.ts';
import { feedbackImages, memberFeedback, memberMessages, members, type Localized } from '../schema/index.ts';
import { demoMember } from './members.ts';

interface SeedMessage {
  title: Localized;
  body: Localized;
  daysAgo: number;
  read: boolean;
}

/**
 * The demo member's inbox, newest first: simple HTML (bold, a list, links) and one message with a
 * script, an event handler and a `javascript:` link, which the lobby must show without running.
 * Its "存款已到账" notices are not here: the seeded approvals send them (demo-history.ts).
 */
export const demoInbox: readonly SeedMessage[] = [
  {
    title: { zh_cn: '欢迎来到皇家大厅', zh_hk: '歡迎來到皇家大廳', en: 'Welcome to Royal Lobby' },
    body: {
      zh_cn: '<p>尊敬的会员，<b>欢迎加入！</b>您可以：</p><ul><li>完成每日签到领取奖励</li><li>绑定银行卡以便取款</li><li>查看 <a href="#/Promotion">优惠活动</a></li></ul>',
      zh_hk: '<p>尊敬的會員，<b>歡迎加入！</b>您可以：</p><ul><li>完成每日簽到領取獎勵</li><li>綁定銀行卡以便取款</li><li>查看 <a href="#/Promotion">優惠活動</a></li></ul>',
      en: '<p>Dear member, <b>welcome aboard!</b> You can:</p><ul><li>check in daily for rewards</li><li>bind a bank card to withdraw</li><li>see our <a href="#/Promotion">promotions</a></li></ul>',
    },
    daysAgo: 0.1,
    read: false,
  },
  {
    title: { zh_cn: 'VIP 等级提升', zh_hk: 'VIP 等級提升', en: 'Your VIP level went up' },
    body: {
      zh_cn: '<p>恭喜您升级为 <strong>VIP3</strong>，享受更高返水比例。</p>',
      zh_hk: '<p>恭喜您升級為 <strong>VIP3</strong>，享受更高返水比例。</p>',
      en: '<p>Congratulations, you are now <strong>VIP3</strong> with higher rebate rates.</p>',
    },
    daysAgo: 1,
    read: false,
  },
  {
    title: { zh_cn: '安全提示', zh_hk: '安全提示', en: 'Security notice' },
    body: {
      zh_cn: '<p>请勿向任何人透露密码。<script>alert("xss")</script><img src="/brand/logo.svg" alt="" width="88" onerror="alert(1)"> <a href="javascript:alert(2)">点击这里</a></p>',
      zh_hk: '<p>請勿向任何人透露密碼。<script>alert("xss")</script><img src="/brand/logo.svg" alt="" width="88" onerror="alert(1)"> <a href="javascript:alert(2)">點擊這裡</a></p>',
      en: '<p>Never tell anyone your password.<script>alert("xss")</script><img src="/brand/logo.svg" alt="" width="88" onerror="alert(1)"> <a href="javascript:alert(2)">Click here</a></p>',
    },
    daysAgo: 2,
    read: false,
  },
  {
    title: { zh_cn: '系统维护通知', zh_hk: '系統維護通知', en: 'Maintenance notice' },
    body: {
      zh_cn: '<p>部分游戏将于周三 03:00–05:00 维护，详情见 <a href="https://example.com/maintenance">公告</a>。</p>',
      zh_hk: '<p>部分遊戲將於週三 03:00–05:00 維護，詳情見 <a href="https://example.com/maintenance">公告</a>。</p>',
      en: '<p>Some games are down for maintenance on Wednesday 03:00–05:00, see the <a href="https://example.com/maintenance">notice</a>.</p>',
    },
    daysAgo: 9,
    read: true,
  },
];

const demoSent = [
  { title: '取款到账时间', message: '请问银行卡取款一般多久到账？谢谢。', daysAgo: 3 },
  { title: 'Bonus question', message: 'How do I claim the daily bonus award?', daysAgo: 5 },
] as const;

/** A small striped picture (a PNG made here) for the demo feedback with an image. */
function demoPicture(): Buffer {
  const width = 48;
  const height = 32;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const stripe = Math.floor((i % width) / 8) % 2 === 0;
    rgba.set(stripe ? [212, 175, 55, 255] : [20, 26, 48, 255], i * 4);
  }
  return encodePng(width, height, rgba);
}

/** Runs after the members seed: messages, sent mail and two feedback entries (one answered) for demo01. */
export async function seedMailFeedback(db: Db, now = new Date()): Promise<void> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.name, demoMember.name));
  if (!member) throw new Error('seed the demo member first');
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await db.insert(memberMessages).values(
    demoInbox.map((m) => ({ memberId: member.id, box: 'inbox' as const, title: m.title, body: m.body, readAt: m.read ? ago(m.daysAgo) : null, createdAt: ago(m.daysAgo) })),
  );
  await db.insert(memberMessages).values(
    demoSent.map((m) => {
      const text = (value: string): Localized => ({ zh_cn: value, zh_hk: value, en: value });
      return { memberId: member.id, box: 'sent' as const, title: text(m.title), body: text(m.message), readAt: ago(m.daysAgo), createdAt: ago(m.daysAgo) };
    }),
  );
  await db.insert(memberFeedback).values({
    memberId: member.id,
    content: '希望增加更多捕鱼游戏。',
    reply: '感谢您的建议，我们下个月会上线两款新的捕鱼游戏。',
    repliedAt: ago(3),
    createdAt: ago(4),
  });
  const [withPicture] = await db
    .insert(memberFeedback)
    .values({ memberId: member.id, content: 'The page of this game shows a broken picture, see the screenshot.', createdAt: ago(1) })
    .returning({ id: memberFeedback.id });
  await db.insert(feedbackImages).values({ feedbackId: withPicture!.id, mime: 'image/png', bytes: demoPicture() });
}
