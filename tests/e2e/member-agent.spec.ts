import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { OperatorRecharge } from '../../server/services/money/recharge-operator';
import type { AgentStatus } from '../../domain/contracts/replies/team';
import { apiCaptchaKey, createMember, inboxCode, uniqueMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const bearer = (token: { access_token: string }) => ({ authorization: `Bearer ${token.access_token}` });

/** The server's day (UTC+8) `n` days before today, as the report's date inputs take it. */
const serverDay = (n = 0) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/** Registers a member through the real API with `inviteCode`: they join the inviter's team. */
async function registerInvited(request: APIRequestContext, inviteCode: string) {
  const { name, digits } = uniqueMember();
  const phone = `+63${digits}`;
  const puzzle = { key: await apiCaptchaKey(request) };
  expect((await request.post('/api/auth/sms', { data: { phone, purpose: 'register', key: await apiCaptchaKey(request) } })).ok()).toBe(true);
  const sms_code = await inboxCode(request, phone);
  const res = await request.post('/api/auth/register?lang=en', {
    data: { name, password: 'secret12', password_confirmation: 'secret12', qk_pwd: '123456', realname: 'Team Player', phone, sms_code, key: puzzle.key, invite_code: inviteCode, register_site: 'e2e.example', lang: 'en', from_type: 'smart' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { name, token: (await res.json()) as { access_token: string } };
}

/** A bank-transfer deposit of the member, approved by the operator (the dev twin of `npm run ops`). */
async function approvedDeposit(request: APIRequestContext, member: { name: string; token: { access_token: string } }, money: string) {
  const headers = bearer(member.token);
  const [account] = (await (await request.get('/api/payment/normal/list', { headers })).json()) as { id: number }[];
  expect((await request.post('/api/recharge/normal', { headers, data: { payment_id: account!.id, money, payer_name: 'Team Player' } })).ok()).toBe(true);
  const { list } = (await (await request.get('/api/dev/recharges?status=pending')).json()) as { list: OperatorRecharge[] };
  const mine = list.find((r) => r.member === member.name)!;
  expect((await request.post(`/api/dev/recharges/${mine.id}/approve`)).ok()).toBe(true);
}

const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}`);

/** What a member does on coming back to the tab: the lobby reads server state again on focus. */
const returnToWindow = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

test('agent application: the team page asks a non-agent to apply, the application is pending, a second is refused, the approval shows without a reload', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Member/Team');
  const call = page.getByTestId('team-agent-call');
  await expect(call).toHaveAttribute('data-state', 'apply');
  await expect(call.getByRole('heading', { name: en.team.callTitle })).toBeVisible();
  await expect(call).toContainText('reason of 10 to 1000 characters');
  await expect(page.getByText(en.team.emptyHint, { exact: true })).toHaveCount(0);
  await expect(page.getByText(en.team.emptyHintApply)).toBeVisible();
  await call.getByRole('link', { name: en.team.callCta }).click();
  await expect(page).toHaveURL(/#\/Member\/AgentApply$/);
  await expect(page.getByRole('heading', { name: en.member.AgentApply })).toBeVisible();

  const reason = page.getByLabel(en.agent.reasonLabel);
  await reason.fill('too short');
  await expect(page.getByTestId('agent-reason-count')).toHaveText('9 / 1000');
  await page.getByRole('button', { name: en.agent.submit }).click();
  await expect(page.getByText(en.validation.agentReasonLength)).toBeVisible();

  const text = 'I host a weekly slots night for about thirty friends.';
  await reason.fill(text);
  await page.getByRole('button', { name: en.agent.submit }).click();
  await expect(page.getByText('Your agent application was sent; please wait for the operator to review it')).toBeVisible();
  const state = page.getByTestId('agent-state');
  await expect(state).toHaveAttribute('data-state', 'pending');
  await expect(page.getByTestId('application-reason')).toHaveText(text);
  await expect(page.getByTestId('agent-apply-form')).toHaveCount(0);

  // A second application while one waits is refused with a message, and nothing changes.
  const second = await request.post('/api/agent/apply?lang=en', { headers: bearer(member.token), data: { reason: 'Another reason that is long enough.' } });
  expect(second.status()).toBe(409);
  expect(await second.json()).toEqual({ message: 'You already have an agent application waiting for review' });

  // The team page says it is under review (the same status, read after the application).
  await page.getByRole('link', { name: en.member.Team, exact: true }).click();
  await expect(call).toHaveAttribute('data-state', 'pending');
  await expect(call.getByRole('heading', { name: en.team.callPendingTitle })).toBeVisible();
  await call.getByRole('link', { name: en.team.callPendingLink }).click();
  await expect(state).toHaveAttribute('data-state', 'pending');

  const status = (await (await request.get('/api/member/agent', { headers: bearer(member.token) })).json()) as AgentStatus;
  expect(status).toMatchObject({ is_agent: false, application: { status: 'pending', reason: text } });
  expect((await request.post(`/api/dev/agents/applications/${status.application!.id}/approve`)).ok()).toBe(true);

  // No reload: coming back to the window reads the status again. A read the page started before the
  // approval may still be under way (a busy machine), and a return then shares it: come back again.
  await expect(async () => {
    await returnToWindow(page);
    await expect(state).toHaveAttribute('data-state', 'agent', { timeout: 2_000 });
  }).toPass();
  await expect(page.getByText(en.agent.isAgent)).toBeVisible();
  await page.getByRole('link', { name: en.agent.teamCta }).click();
  await expect(page).toHaveURL(/#\/Member\/Team$/);
  await expect(page.getByRole('tab', { name: en.team.tabMembers })).toBeVisible();
  await expect(call).toHaveCount(0);
  await expect(page.getByText(en.team.emptyHint, { exact: true })).toBeVisible();
});

test('team report for a range: a new member whose invitee deposits and bets sees the figures of the chosen days', async ({ page, request }) => {
  const parent = await createMember(request);
  const me = (await (await request.post('/api/auth/me', { headers: bearer(parent.token) })).json()) as { invite_code: string };
  const child = await registerInvited(request, me.invite_code);
  await approvedDeposit(request, child, '300.00');
  for (const bet of [
    { stake: '100.00', payout: '0.00', days_ago: 0 },
    { stake: '50.00', payout: '150.00', days_ago: 3 },
    { stake: '20.00', payout: '0.00', days_ago: 10 },
  ]) {
    expect((await request.post('/api/dev/team/bets', { data: { name: child.name, ...bet } })).ok()).toBe(true);
  }

  await signedIn(page, parent.token);
  await page.goto('/#/Member/Team');
  const row = page.getByTestId('team-member');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(child.name);
  await expect(row).toContainText('300.00');
  await expect(row).toContainText('170.00');
  await page.getByLabel(en.team.search).fill('nobody');
  await expect(page.getByText('No member matches “nobody”')).toBeVisible();
  await page.getByLabel(en.team.search).fill(child.name.slice(2, 8));
  await expect(row).toHaveCount(1);

  await page.getByRole('tab', { name: en.team.tabReport }).click();
  // The last 7 days by default: today's and the 3-days-ago bet, the deposit, the new member.
  await expect(figure(page, 'valid-bet')).toHaveText('150.00');
  await expect(figure(page, 'bet-count')).toHaveText('2');
  await expect(figure(page, 'payout')).toHaveText('150.00');
  await expect(figure(page, 'profit')).toHaveText('0.00');
  await expect(figure(page, 'deposits')).toHaveText('300.00');
  await expect(figure(page, 'new-members')).toHaveText('1');
  await expect(figure(page, 'commission')).toContainText('0.00');
  await expect(figure(page, 'commission')).toContainText(en.team.commissionAgentsOnly);
  await expect(page.getByTestId('team-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('team-day')).toHaveCount(7);
  await expect(page.locator(`[data-testid="team-day"][data-date="${serverDay(3)}"]`)).toContainText('50.00');

  await page.getByRole('button', { name: en.team.presetToday, exact: true }).click();
  await expect(figure(page, 'valid-bet')).toHaveText('100.00');
  await expect(figure(page, 'profit')).toHaveText('-100.00');
  await expect(page.getByTestId('team-day')).toHaveCount(1);

  // A chosen range: only the bet of 10 days ago, before the member joined the team today.
  await page.getByTestId('range-start').fill(serverDay(12));
  await page.getByTestId('range-end').fill(serverDay(8));
  await page.getByRole('button', { name: en.team.apply, exact: true }).click();
  await expect(figure(page, 'valid-bet')).toHaveText('20.00');
  await expect(figure(page, 'new-members')).toHaveText('0');
  await expect(figure(page, 'deposits')).toHaveText('0.00');
  await expect(page.getByTestId('team-day')).toHaveCount(5);

  // A reversed range is refused by the shared rule before anything is sent.
  await page.getByTestId('range-start').fill(serverDay(1));
  await page.getByTestId('range-end').fill(serverDay(2));
  await page.getByRole('button', { name: en.team.apply, exact: true }).click();
  await expect(page.getByTestId('range-error')).toHaveText(en.validation.teamRangeOrder);
  // The previous range's figures go: they would read as the refused range's.
  await expect(figure(page, 'valid-bet')).toHaveCount(0);
});
