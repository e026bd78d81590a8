import { encodePng } from '../../server/captcha/png';
import { expect, test, type APIRequestContext, type Page } from '../e2e/fixtures';
import { networkSettled } from './network-settled';
import { createMember } from '../e2e/auth-helpers';
import { signedIn } from '../e2e/helpers';
import { footerLoaded } from './footer-loaded';
import { languages, texts } from './languages';

type Lang = (typeof languages)[number];

/** What the site and the member wrote, in the language of the shot. */
const words = {
  en: {
    welcome: ['Welcome to Royal Lobby', '<p>Dear member, <b>welcome aboard!</b> You can:</p><ul><li>check in daily for rewards</li><li>bind a bank card</li><li>see our <a href="#/Promotion">promotions</a></li></ul>'],
    notice: ['Maintenance notice', '<p>Some games are down on Wednesday 03:00–05:00.</p>'],
    sent: ['Withdrawal time', 'How long does a withdrawal to my bank card take?'],
    feedback: ['More fishing games, please.', 'The game page shows a broken picture, see the screenshot.'],
    reply: 'Thank you, two new fishing games arrive next month.',
  },
  zh_cn: {
    welcome: ['欢迎来到皇家大厅', '<p>尊敬的会员，<b>欢迎加入！</b>您可以：</p><ul><li>完成每日签到领取奖励</li><li>绑定银行卡</li><li>查看 <a href="#/Promotion">优惠活动</a></li></ul>'],
    notice: ['系统维护通知', '<p>部分游戏将于周三 03:00–05:00 维护。</p>'],
    sent: ['取款到账时间', '请问银行卡取款一般多久到账？'],
    feedback: ['希望增加更多捕鱼游戏。', '游戏页面的图片显示不出来，请看截图。'],
    reply: '感谢您的建议，下个月会上线两款新的捕鱼游戏。',
  },
  zh_hk: {
    welcome: ['歡迎來到皇家大廳', '<p>尊敬的會員，<b>歡迎加入！</b>您可以：</p><ul><li>完成每日簽到領取獎勵</li><li>綁定銀行卡</li><li>查看 <a href="#/Promotion">優惠活動</a></li></ul>'],
    notice: ['系統維護通知', '<p>部分遊戲將於週三 03:00–05:00 維護。</p>'],
    sent: ['取款到賬時間', '請問銀行卡取款一般多久到賬？'],
    feedback: ['希望增加更多捕魚遊戲。', '遊戲頁面的圖片顯示不出來，請看截圖。'],
    reply: '感謝您的建議，下個月會上線兩款新的捕魚遊戲。',
  },
} as const;

const picture = encodePng(48, 32, new Uint8Array(48 * 32 * 4).map((_, i) => (Math.floor((i / 4) % 48 / 8) % 2 === 0 ? [212, 175, 55, 255] : [20, 26, 48, 255])[i % 4]!));

/** A new member with two messages from the site, one sent message and two feedback entries (one answered, which also puts the answer in the inbox; one with a picture). */
async function memberWithMail(request: APIRequestContext, lang: Lang) {
  const member = await createMember(request);
  const w = words[lang];
  const headers = { authorization: `Bearer ${member.token.access_token}` };
  for (const [title, message] of [w.notice, w.welcome]) expect((await request.post('/api/dev/mail', { data: { name: member.name, title, message } })).ok()).toBe(true);
  expect((await request.post('/api/member/message/send', { headers, data: { title: w.sent[0], message: w.sent[1] } })).ok()).toBe(true);
  const first = await request.post('/api/member/feedback', { headers, data: { content: w.feedback[0] } });
  const { feedback } = (await first.json()) as { feedback: { id: number } };
  expect((await request.post(`/api/dev/feedback/${feedback.id}/reply`, { data: { reply: w.reply } })).ok()).toBe(true);
  expect((await request.post('/api/member/feedback', { headers, data: { content: w.feedback[1], image: picture.toString('base64') } })).ok()).toBe(true);
  return member;
}

/** What changes from run to run: the member's name and the times. */
const varying = (page: Page) => [page.getByTestId('member-name'), page.getByTestId('member-summary-name'), page.getByTestId('mail-time'), page.getByTestId('feedback-time')];

async function settle(page: Page, aboutUs: string) {
  await footerLoaded(page, aboutUs);
  await networkSettled(page);
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
}

for (const lang of languages) {
  const t = texts[lang];
  test.describe(`member mail screens in ${lang}`, () => {
    test.beforeEach(async ({ page, request }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await signedIn(page, (await memberWithMail(request, lang)).token);
    });

    test(`site mail ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/SiteMail');
      // The two from the site and the inbox copy of the answer to the first feedback.
      await expect(page.getByTestId('mail-unread')).toHaveText('3');
      await page.getByRole('button', { name: new RegExp(words[lang].welcome[0]) }).click();
      await expect(page.getByTestId('mail-body').locator('li')).toHaveCount(3);
      await expect(page.getByTestId('mail-unread')).toHaveText('2');
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`site-mail-inbox-${lang}.png`, { fullPage: true, mask: varying(page) });
      await page.getByRole('tab', { name: t.mail.sent }).click();
      await expect(page.getByTestId('sent-message')).toHaveCount(1);
      await expect(page).toHaveScreenshot(`site-mail-sent-${lang}.png`, { fullPage: true, mask: varying(page) });
      await page.getByRole('tab', { name: t.mail.write }).click();
      await expect(page.getByTestId('mail-write-form')).toBeVisible();
      await expect(page).toHaveScreenshot(`site-mail-write-${lang}.png`, { fullPage: true, mask: varying(page) });
    });

    test(`suggestion ${lang}`, async ({ page }) => {
      await page.goto('/#/Member/Suggestion');
      await expect(page.getByTestId('feedback-item')).toHaveCount(2);
      await expect(page.getByTestId('feedback-reply')).toHaveCount(1);
      await expect.poll(() => page.getByTestId('feedback-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
      await settle(page, t.footer.aboutUs);
      await expect(page).toHaveScreenshot(`suggestion-${lang}.png`, { fullPage: true, mask: varying(page) });
    });
  });
}
