// @vitest-environment node
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { toCents } from '../../server/services/money/money.ts';
import { actApplications, bankCards, bankTypes, dailyCheckIns, gameTickets, members, rebates, redbagRounds, yuebaoPlans } from '../../server/db/schema/index.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { footprint } from './events-helpers.ts';
import { memberCalls, paymentIds, rechargeCount } from './deposit-helpers.ts';
import { withoutFirstDepositBonus } from './first-deposit-helpers.ts';
import { gmt8, login, memberWithPassword, PASSWORD, stopsOf, type Refusal } from './responsible-helpers.ts';
import { call, ledgerMovesOf, smsCode, solvedCaptchaKey, startTestApp, walletCents, type Token } from './test-app.ts';

/**
 * A member under a time-out or self-exclusion signs in to a withdraw-only lobby (README "Time-out and
 * self-exclusion"): balances, recalling game wallets, bank cards and withdrawals work; everything that
 * moves money in or starts play answers 403 `stopped_withdraw_only` and stores nothing.
 */
const t = await startTestApp();
await withoutFirstDepositBonus(t);
afterAll(() => t.close());
const { get, post } = memberCalls(t.app);
const GAME = 'rl_slot_starforge';

type Kind = 'time_out' | 'self_exclude';
const STOP_CODE = { time_out: 'timed_out', self_exclude: 'self_excluded' } as const;

/** A saving plan of this file's own, so the holding can be put in before the stop and taken out after. */
const [plan] = await t.database.db
  .insert(yuebaoPlans)
  .values({ name: { zh_cn: '测试方案', zh_hk: '測試方案', en: 'Test plan' }, dailyRatePpm: 1000, termDays: 0, minCents: 100, maxCents: toCents('1000'), poolCents: toCents('100000'), memberCapCents: toCents('5000'), sort: 100 })
  .returning({ id: yuebaoPlans.id });

/**
 * A member with 700.00, of which 150.00 is moved into a game wallet and 50.00 into Yu-EBao, a
 * withdrawal password and a bank card, who then starts `kind`; no session is left open.
 */
async function stoppedMember(kind: Kind) {
  const m = await memberWithPassword(t, 70_000);
  await t.database.db.update(members).set({ qkPwdHash: await hashSecret('123456'), realname: 'Test Player' }).where(eq(members.id, m.id));
  const [type] = await t.database.db.select().from(bankTypes).limit(1);
  const [card] = await t.database.db.insert(bankCards).values({ memberId: m.id, bankTypeId: type!.id, cardNo: '6222020200112233445', ownerName: 'Test Player', branch: 'Main' }).returning();
  expect((await post('/game/deposit', m.token, { api_code: GAME, money: '150.00', direction: 'in' })).status).toBe(200);
  expect((await post('/yuebao/deposit', m.token, { plan_id: plan!.id, money: '50.00' })).status).toBe(200);
  const started = kind === 'time_out' ? await post(`/member/time_out`, m.token, { days: 3, password: PASSWORD }) : await post(`/member/self_exclude`, m.token, { months: 6, password: PASSWORD });
  expect(started.status).toBe(200);
  const stops = await stopsOf(t, m.id);
  const until = (kind === 'time_out' ? stops.timeOut : stops.excluded)!.toISOString();
  return { ...m, cardId: card!.id, until };
}

const phoneLogin = async (phone: string, lang = 'en') =>
  call<Token & Refusal>(t.app, { method: 'POST', url: '/api/auth/phone_login', payload: { phone, sms_code: await smsCode(t, phone), lang, key: await solvedCaptchaKey(t.app) } });

describe.each<Kind>(['time_out', 'self_exclude'])('a member under %s', (kind) => {
  it('signs in by password and by SMS, sees their balances and stop, recalls game wallets, takes Yu-EBao out and withdraws', async () => {
    const m = await stoppedMember(kind);
    const byPassword = await login(t, m.name);
    expect(byPassword.status).toBe(200);
    const byPhone = await phoneLogin(m.phone);
    expect(byPhone.status).toBe(200);
    const s: Token = { access_token: byPhone.body.access_token };
    expect((await call(t.app, { method: 'POST', url: '/api/auth/me', headers: { authorization: `Bearer ${byPassword.body.access_token}` } })).status).toBe(200);

    const limits = await get<Record<string, string | null>>('/member/limits', s);
    expect(limits.body[kind === 'time_out' ? 'time_out_until' : 'excluded_until']).toBe(m.until);
    const wallets = await post<{ list: { api_code: string; money: string }[] }>('/game/api_moneys', s);
    expect(wallets.body.list.find((w) => w.api_code === GAME)?.money).toBe('150.00');
    expect((await get('/member/bank', s)).status).toBe(200);

    const recalled = await post<{ money: string; recovered: string }>('/game/recovery_last', s);
    expect(recalled).toMatchObject({ status: 200, body: { recovered: '150.00', money: '650.00' } });
    const fromSavings = await post<{ money: string }>('/yuebao/withdraw', s, { plan_id: plan!.id, money: '50.00' });
    expect(fromSavings).toMatchObject({ status: 200, body: { money: '700.00' } });
    const drawn = await post<{ money: string }>('/drawing', s, { money: '700.00', bank_id: m.cardId, qk_pwd: '123456' });
    expect(drawn).toMatchObject({ status: 200, body: { money: '0.00' } });
    expect(await walletCents(t, m.id)).toBe(0);
  });

  it('gets 403 stopped_withdraw_only, naming the end in GMT+8 in their language, on everything that moves money in or starts play, storing nothing', async () => {
    const m = await stoppedMember(kind);
    const s: Token = { access_token: (await login(t, m.name)).body.access_token };
    await t.database.db.insert(rebates).values({ memberId: m.id, apiName: GAME, amountCents: 1234, createdAt: t.app.clock() });
    const ids = await paymentIds(t.app, s);
    const before = { recharges: await rechargeCount(t, m.id), moves: await ledgerMovesOf(t, m.id), events: await footprint(t, m.id) };

    const refusals = [
      await post<Refusal>('/recharge/normal?lang=en', s, { payment_id: ids.icbc, money: '100', payer_name: 'Test Player' }),
      await post<Refusal>('/recharge/online?lang=en', s, { payment_id: ids.netBank, money: '100' }),
      await post<Refusal>('/game/deposit?lang=en', s, { api_code: GAME, money: '1.00', direction: 'in' }),
      await get<Refusal>(`/game/login?api_code=${GAME}&lang=en`, s),
      await post<Refusal>('/wheel/award?lang=en', s, {}),
      await post<Refusal>('/redbag/start?lang=en', s),
      await post<Refusal>('/fsnow/fetch?lang=en', s),
      await post<Refusal>('/dailybonus/check?lang=en', s),
      await post<Refusal>('/dailybonus/64/award?lang=en', s, { award_id: 1 }),
      await post<Refusal>('/act/apply/35?lang=en', s),
      await post<Refusal>('/yuebao/deposit?lang=en', s, { plan_id: plan!.id, money: '10.00' }),
    ];
    const refused = { code: 'stopped_withdraw_only', stop: STOP_CODE[kind], until: m.until, message: expect.stringContaining(`${gmt8(m.until)} (GMT+8)`) as unknown as string };
    for (const r of refusals) expect(r).toEqual({ status: 403, body: refused });
    expect(refusals[0]!.body.message).toMatch(/only see your balances, move money from game wallets back to the main wallet, manage bank cards and withdraw$/);

    const zh = await post<Refusal>('/recharge/normal?lang=zh_cn', s, { payment_id: ids.icbc, money: '100', payer_name: 'Test Player' });
    expect(zh.body.message).toContain(`${gmt8(m.until)}（GMT+8）`);
    expect(zh.body.message).toContain('只能查看余额、从游戏钱包转回中心钱包、管理银行卡和提款');
    const hk = await post<Refusal>('/fsnow/fetch?lang=zh_hk', s);
    expect(hk.body.message).toContain('只能查看餘額、從遊戲錢包轉回中心錢包、管理銀行卡和提款');

    expect(await rechargeCount(t, m.id)).toBe(before.recharges);
    expect(await ledgerMovesOf(t, m.id)).toBe(before.moves);
    expect(await footprint(t, m.id)).toEqual(before.events);
    const rows = async (table: typeof gameTickets | typeof redbagRounds | typeof dailyCheckIns | typeof actApplications) =>
      (await t.database.db.select({ n: count() }).from(table).where(eq(table.memberId, m.id)))[0]!.n;
    expect([await rows(gameTickets), await rows(redbagRounds), await rows(dailyCheckIns), await rows(actApplications)]).toEqual([0, 0, 0, 0]);
    const [rebate] = await t.database.db.select({ collectedAt: rebates.collectedAt }).from(rebates).where(eq(rebates.memberId, m.id));
    expect(rebate!.collectedAt).toBeNull();
    expect(await walletCents(t, m.id)).toBe(50_000);
  });
});
