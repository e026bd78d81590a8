import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { DailyBonusStatus } from '../../domain/contracts/replies/daily-bonus';
import { createMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const texts = en.dailyBonus;
const balance = (page: Page) => page.getByTestId('member-balance');
const checkButton = (page: Page) => page.getByTestId('check-in');

/**
 * How far to move the member's clock so that three check-ins in a row stay inside this calendar
 * month: forward (their check-ins go back a day) from the 3rd on; on the 1st and 2nd there are no
 * earlier days of the month, so back (their check-ins go to the next days) instead.
 */
async function clockStep(request: APIRequestContext, token: { access_token: string }): Promise<1 | -1> {
  const res = await request.get('/api/dailybonus/award/list', { headers: { authorization: `Bearer ${token.access_token}` } });
  const { today } = (await res.json()) as DailyBonusStatus;
  return Number(today.slice(8)) >= 3 ? 1 : -1;
}

/** Moves ONE member's check-in clock by a day (dev endpoint; the shared server's clock stays). */
async function nextDay(request: APIRequestContext, name: string, step: 1 | -1) {
  const res = await request.post('/api/dev/daily-bonus/shift', { data: { name, days: step } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a new member checks in once a day: a second check the same day is refused, after the clock moves a day it is allowed', async ({ page, context, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Member/DailyBonus');
  await expect(checkButton(page)).toHaveText(texts.checkIn);
  // A second tab, opened before the check-in, still offers the button.
  const other = await context.newPage();
  await useLanguage(other, 'en');
  await signedIn(other, member.token);
  await other.goto('/#/Member/DailyBonus');
  await expect(checkButton(other)).toBeEnabled();

  await checkButton(page).click();
  await expect(page.getByText('Checked in! Check-ins this month: 1; days in a row: 1')).toBeVisible();
  await expect(checkButton(page)).toHaveText(texts.checkedToday);
  await expect(checkButton(page)).toBeDisabled();
  await expect(page.getByTestId('bonus-count')).toHaveText('1 day');
  await expect(page.getByTestId('bonus-calendar').locator('[aria-current="date"]')).toHaveAttribute('data-checked', 'true');

  await checkButton(other).click();
  await expect(other.getByText('You have already checked in today, come back tomorrow')).toBeVisible();
  await expect(checkButton(other)).toBeDisabled();
  await expect(other.getByTestId('bonus-count')).toHaveText('1 day');
  await other.close();

  await nextDay(request, member.name, await clockStep(request, member.token));
  await page.reload();
  await expect(checkButton(page)).toHaveText(texts.checkIn);
  await expect(page.getByTestId('bonus-count')).toHaveText('1 day');
  await checkButton(page).click();
  await expect(checkButton(page)).toHaveText(texts.checkedToday);
  await expect(page.getByTestId('bonus-count')).toHaveText('2 days');
  await expect(page.getByTestId('bonus-calendar').locator('[data-checked]')).toHaveCount(2);
});

test('reaching the 3-day award and claiming it grows the header balance exactly once', async ({ page, request }) => {
  const member = await createMember(request);
  const step = await clockStep(request, member.token);
  await signedIn(page, member.token);
  await page.goto('/#/Member/DailyBonus');
  await expect(balance(page)).toHaveText('0.00');
  const starter = page.locator('[data-testid="award-tier"][data-days="3"]');
  await expect(starter).toHaveAttribute('data-state', 'locked');

  for (let day = 1; day <= 3; day += 1) {
    if (day > 1) {
      await nextDay(request, member.name, step);
      await page.reload();
    }
    await checkButton(page).click();
    await expect(page.getByTestId('bonus-count')).toHaveText(day === 1 ? '1 day' : `${day} days`);
  }
  await expect(starter).toHaveAttribute('data-state', 'claimable');
  await expect(starter.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');

  const claim = starter.getByRole('button', { name: 'Claim Starter gift (5.00)' });
  await claim.dblclick();
  await expect(page.getByText('Claimed: 5.00 added to your main wallet')).toBeVisible();
  await expect(balance(page)).toHaveText('5.00');
  await expect(starter).toHaveAttribute('data-state', 'claimed');
  await expect(starter.getByText(texts.claimed)).toBeVisible();

  await page.reload();
  await expect(starter).toHaveAttribute('data-state', 'claimed');
  await expect(balance(page)).toHaveText('5.00');
  const again = await request.post('/api/dailybonus/64/award?lang=en', {
    headers: { authorization: `Bearer ${member.token.access_token}`, 'idempotency-key': 'e2e-second-claim' },
    data: { award_id: Number(await starter.getAttribute('data-award-id')) },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('You have already claimed this award this month');

  await page.goto('/#/Member/DailyBonusLog');
  await expect(page.getByTestId('check-in-row')).toHaveCount(3);
  await page.getByRole('tab', { name: texts.tabAwards }).click();
  await expect(page.getByTestId('award-row')).toHaveCount(1);
  await expect(page.getByTestId('award-row')).toContainText('Starter gift');
  await expect(page.getByTestId('award-row')).toContainText('+5.00');
  await expect(balance(page)).toHaveText('5.00');
});
