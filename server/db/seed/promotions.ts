import type { Db } from '../client.ts';
import { eq } from 'drizzle-orm';
import { activities, acts, firstDepositOffers } from '../schema/index.ts';
import type { Page } from './content-texts.ts';
import { ACT_APPLY_ID } from '../../../domain/contracts/promotions-types.ts';

/** The welcome gift members apply for on /Promotion (docs/product.md §9: apply path 35). */
const welcomeGift = { actId: ACT_APPLY_ID, bonusCents: 1_800 } as const;

const welcomePage: Page = {
  title: { zh_cn: '新会员见面礼 18 元', zh_hk: '新會員見面禮 18 元', en: 'Welcome gift of 18 for new members' },
  content: {
    zh_cn: `<h3>注册即可申请，18 元即时到账</h3><ul><li>登录后在优惠页面点击“立即申请”</li><li>审核自动完成，礼金即时存入中心钱包</li><li>礼金完成一倍有效投注后即可提款</li></ul><p><strong>每位会员仅限申请一次。</strong>同一手机号、银行卡或设备视为同一会员。</p>`,
    zh_hk: `<h3>註冊即可申請，18 元即時到賬</h3><ul><li>登入後在優惠頁面點擊「立即申請」</li><li>審核自動完成，禮金即時存入中心錢包</li><li>禮金完成一倍有效投注後即可提款</li></ul><p><strong>每位會員僅限申請一次。</strong>同一手機號碼、銀行卡或裝置視為同一會員。</p>`,
    en: `<h3>Apply once you have registered: 18 straight to your wallet</h3><ul><li>Log in and press "Apply now" on the promotions page</li><li>Approval is automatic and the gift is credited at once</li><li>Bet the gift through once before you withdraw it</li></ul><p><strong>One application per member.</strong> The same phone number, bank card or device counts as one member.</p>`,
  },
};

/** The welcome activity (listed first) and its act 35. */
export async function seedPromotions(db: Db): Promise<void> {
  const [activity] = await db
    .insert(activities)
    .values({
      title: welcomePage.title,
      content: welcomePage.content,
      imageUrl: '/media/activities/act-welcome.svg',
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: null,
      sort: 0,
      kind: 'apply',
    })
    .returning({ id: activities.id });
  if (!activity) throw new Error('welcome activity not inserted');
  await db.insert(acts).values({ id: welcomeGift.actId, activityId: activity.id, bonusCents: welcomeGift.bonusCents, approval: 'auto' });
}

/** The first-deposit rule the seeded page states: 100 % of a first approved deposit of 100.00 or more, at most 8,888.00. */
export const firstDepositRule = { percent: 100, capCents: 888_800, minDepositCents: 10_000 } as const;

/**
 * The rule of the 'automatic' first-deposit activity. Seeded after the demo history: the demo
 * members' deposits stand for the time before the offer, so their balances stay as seeded.
 */
export async function seedFirstDepositOffer(db: Db): Promise<void> {
  const [activity] = await db.select({ id: activities.id }).from(activities).where(eq(activities.kind, 'automatic')).limit(1);
  if (!activity) throw new Error('seed the first-deposit activity first');
  await db.insert(firstDepositOffers).values({ activityId: activity.id, ...firstDepositRule });
}
