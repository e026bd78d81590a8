import { expect, test, type Locator, type Page, type Route } from './fixtures';
import { CAPTCHA_CHECK_TIMEOUT, createMember, uniqueMember } from './auth-helpers';
import { axeViolations } from './axe';
import { en, signedIn, useLanguage, zhCn } from './helpers';
import { auth } from './member-money';
import { fillRegisterAccount, fillRegisterPersonal } from './responsible-play-helpers';
import type { ActItem } from '../../domain/contracts/replies/promotions';

/** The seeded promotion that pays at once on applying: its result dialog. */
const instantPromotion = 35;

/**
 * The dialog is open with what it loads (no "Loading…" left in it); axe runs over the whole page, so
 * what the dialog hides behind it is checked too (nothing focusable may stay in a hidden page).
 */
async function check(page: Page, dialog: Locator, what: string): Promise<void> {
  await expect(dialog, what).toBeVisible();
  await expect(dialog.getByTestId('loading-state'), what).toHaveCount(0);
  expect.soft(await axeViolations(page), `${what}: axe violations`).toEqual([]);
}

async function close(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const [lang, t] of [['zh_cn', zhCn], ['en', en]] as const) {
  test.describe(`axe over dialogs, ${lang}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test(`a visitor's dialogs have no violations (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await page.getByRole('button', { name: t.header.register }).click();
      const register = page.getByRole('dialog', { name: t.auth.registerTitle });
      await check(page, register, 'register, step 1');
      await close(page, register);

      await page.getByRole('button', { name: t.header.forgot }).click();
      const forgot = page.getByRole('dialog', { name: t.auth.forgotTitle });
      await check(page, forgot, 'forgot password, step 1');
      await forgot.getByLabel(t.auth.phone).fill('9171234567');
      await forgot.getByLabel(t.auth.smsCode).fill('123456');
      await forgot.getByRole('button', { name: t.auth.next }).click();
      await expect(forgot.getByLabel(t.auth.newPassword)).toBeVisible();
      await check(page, forgot, 'forgot password, step 2');
      await close(page, forgot);

      await page.getByRole('button', { name: t.header.phoneLogin }).click();
      const phone = page.getByRole('dialog', { name: t.header.phoneLogin });
      await check(page, phone, 'phone login');
      await close(page, phone);

      const form = page.getByRole('form', { name: t.header.login });
      await form.getByLabel(t.header.name).fill('demo01');
      await form.getByLabel(t.header.password).fill('demo123');
      await form.getByRole('button', { name: t.header.login, exact: true }).click();
      const captcha = page.getByRole('dialog', { name: t.captcha.title });
      await expect(page.getByTestId('captcha-puzzle')).toHaveAttribute('data-phase', 'ready', { timeout: CAPTCHA_CHECK_TIMEOUT });
      await check(page, captcha, 'captcha');
      // The non-visual path at work (its check held back, so it stays at work while axe looks), then
      // refused (the per-hour limit): its retry and its way back.
      const checks = /\/api\/auth\/check(\?|$)/;
      const held: Route[] = [];
      await page.route(checks, (route) => void held.push(route));
      await captcha.getByRole('button', { name: t.captcha.cantSee }).click();
      await expect(captcha.getByRole('status')).toHaveText(t.captcha.plain.progress);
      await check(page, captcha, 'captcha, non-visual path at work');
      const plainKeys = /\/api\/auth\/captcha\/plain(\?|$)/;
      await page.route(plainKeys, (route) => route.fulfill({ status: 429, json: { message: 'Too many checks, please wait 42 minutes' } }));
      await captcha.getByRole('button', { name: t.captcha.plain.back }).click();
      await captcha.getByRole('button', { name: t.captcha.cantSee }).click();
      await expect(captcha.getByRole('button', { name: t.captcha.plain.retry })).toBeVisible();
      await check(page, captcha, 'captcha, non-visual path refused');
      await page.unroute(plainKeys);
      await page.unroute(checks);
      // The held check belongs to a path the player left: its answer changes nothing.
      for (const route of held) await route.fulfill({ status: 400, json: { message: 'Verification failed' } });
      await close(page, captcha);

      // A visitor at a member's address is sent home with the login dialog.
      await page.goto('/#/Member/Vip');
      const login = page.getByRole('dialog', { name: t.header.login });
      await expect(login).toContainText(t.error.pleaseLogin);
      await check(page, login, 'login');
      await close(page, login);

      await page.goto('/#/Promotion');
      const card = page.getByTestId('activity-card').first();
      const title = (await card.getByRole('heading').textContent())!.trim();
      await card.getByRole('button', { name: t.promotions.detailsOf.replace('{{title}}', title) }).click();
      const details = page.getByRole('dialog', { name: title });
      await expect(details.getByTestId('activity-content')).toBeVisible();
      await check(page, details, 'promotion details');
    });

    test(`registration's later steps and the deposit-limit prompt have no violations (${lang})`, async ({ page }) => {
      // Three sliders solved with their proof-of-work: slow on a busy machine.
      test.setTimeout(120_000);
      await page.goto('/');
      await page.getByRole('button', { name: t.header.register }).click();
      const dialog = page.getByRole('dialog', { name: t.auth.registerTitle });
      const { name, digits } = uniqueMember();
      await fillRegisterAccount(dialog, t, name);
      await expect(dialog.getByLabel(t.auth.qkPwd)).toBeVisible();
      await check(page, dialog, 'register, step 2');
      await fillRegisterPersonal(page, dialog, t, digits);
      await expect(dialog.getByText(t.auth.registerDone.replace('{{name}}', name))).toBeVisible();
      await check(page, dialog, 'register, step 3');
      await dialog.getByRole('button', { name: t.auth.startPlaying }).click();
      await check(page, page.getByRole('alertdialog', { name: t.responsible.promptTitle }), 'deposit-limit prompt');
    });

    test(`a member's dialogs have no violations (${lang})`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const member = await createMember(request);
      expect((await request.post('/api/dev/mail', { data: { name: member.name, title: 'Hello', message: '<p>Hello</p>' } })).ok()).toBe(true);
      expect((await request.post('/api/member/reality_check', { headers: auth(member), data: { minutes: 30 } })).ok()).toBe(true);
      await page.clock.install();
      await signedIn(page, member.token);

      await page.goto('/#/Member/BankCard');
      await expect(page.getByRole('heading', { level: 1, name: t.member.BankCard })).toBeVisible();
      // The check is due 30 minutes after the page has read the interval and set its timer: the clock
      // moves 5 minutes at a time until it shows, however late the timer was set.
      const reality = page.getByRole('alertdialog', { name: t.responsible.realityDialogTitle });
      await expect(async () => {
        await page.clock.fastForward('05:00');
        await expect(reality).toBeVisible({ timeout: 200 });
      }).toPass({ intervals: [100] });
      await expect(reality.getByTestId('reality-net')).toHaveText('0.00');
      await check(page, reality, 'reality check');
      await reality.getByRole('button', { name: t.responsible.continue }).click();
      await expect(reality).toHaveCount(0);

      await page.getByTestId('add-card').click();
      const card = page.getByRole('dialog', { name: t.bankCards.addTitle });
      await check(page, card, 'add a bank card');
      await card.getByRole('button', { name: t.bankCards.saveNew }).click();
      await expect(card.getByRole('alert').first()).toBeVisible();
      await check(page, card, 'add a bank card, with errors');
      await close(page, card);

      await page.goto('/#/Member/SiteMail');
      await page.getByRole('button', { name: t.mail.deleteAll }).click();
      const deleteAll = page.getByRole('alertdialog', { name: t.mail.deleteAllTitle });
      await check(page, deleteAll, 'delete all mail');
      await deleteAll.getByRole('button', { name: t.common.cancel }).click();

      await page.getByRole('banner').getByRole('button', { name: t.header.logout }).click();
      const logout = page.getByRole('alertdialog', { name: t.auth.logoutTitle });
      await check(page, logout, 'logout confirmation');
      await logout.getByRole('button', { name: t.common.cancel }).click();

      await page.goto('/#/Member/ResponsiblePlay');
      const timeOut = page.getByTestId('stop-time_out');
      await timeOut.getByLabel(t.responsible.timeOutDays).fill('7');
      await timeOut.getByRole('button', { name: t.responsible.timeOutButton }).click();
      const confirmTimeOut = page.getByRole('dialog', { name: t.responsible.confirmTimeOutTitle });
      await check(page, confirmTimeOut, 'time-out confirmation');
      await close(page, confirmTimeOut);
      const exclusion = page.getByTestId('stop-self_exclusion');
      await exclusion.getByLabel(t.responsible.excludeMonths).fill('6');
      await exclusion.getByRole('button', { name: t.responsible.excludeButton }).click();
      const confirmExclusion = page.getByRole('dialog', { name: t.responsible.confirmExcludeTitle });
      await check(page, confirmExclusion, 'self-exclusion confirmation');
      await close(page, confirmExclusion);

      const acts = (await (await request.get(`/api/act/list?lang=${lang}`)).json()) as ActItem[];
      await page.goto(`/#/activity/${acts.find((a) => a.id === instantPromotion)!.activity_id}`);
      await page.getByRole('button', { name: t.promotions.applyNow }).click();
      const result = page.getByRole('dialog', { name: t.promotions.resultTitle });
      await expect(result.getByTestId('apply-result')).toBeVisible();
      await check(page, result, 'promotion application result');
      await close(page, result);

      await page.goto('/#/Yu-EBao');
      await page.getByRole('button', { name: t.yuebao.putIn }).first().click();
      await check(page, page.getByRole('dialog', { name: new RegExp(t.yuebao.putInTitle.replace('{{plan}}', '.+')) }), 'Yu-EBao put in');
    });

    test(`the prize wheel's dialogs have no violations (${lang})`, async ({ page, request }) => {
      // A WebGL stage on software GL: slow on a busy machine.
      test.setTimeout(120_000);
      await signedIn(page, (await createMember(request)).token);
      await page.goto('/#/zhuanpan');
      const stage = page.getByTestId('wheel-stage');
      await expect(stage.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByTestId('wheel-chances')).toHaveText('3');
      await page.getByRole('button', { name: t.fair.rotate }).click();
      const rotate = page.getByRole('alertdialog', { name: t.fair.rotateTitle });
      await check(page, rotate, 'rotate the server seed');
      await rotate.getByRole('button', { name: t.common.cancel }).click();
      await expect(rotate).toHaveCount(0);
      // Reduced motion (the suite's default): the result shows as soon as the server answered.
      await page.getByRole('button', { name: t.wheel.spin }).click();
      const result = page.getByRole('dialog', { name: t.wheel.resultTitle });
      await expect(result.getByTestId('wheel-result')).toBeVisible();
      await check(page, result, 'wheel result');
    });

    test(`the red-packet rain's result has no violations (${lang})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await signedIn(page, (await createMember(request)).token);
      await page.goto('/#/Red');
      const stage = page.getByTestId('rain-stage');
      await expect(stage).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
      await page.getByRole('button', { name: t.redRain.start }).click();
      await expect(stage).toHaveAttribute('data-state', 'raining', { timeout: 10_000 });
      await page.getByTestId('rain-collect').click();
      await check(page, page.getByRole('dialog', { name: t.redRain.resultTitle }), 'rain result');
    });
  });
}
