// @vitest-environment node
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AgentApplyReply, AgentGuide, AgentStatus, TeamChildList, TeamPerformance, TeamReport } from '../../domain/contracts/replies/team.ts';
import { agentApplications, bets, members, paymentAccounts, recharges } from '../../server/db/schema/index.ts';
import { agentCommands } from '../../server/ops/agent-commands.ts';
import { settleBet } from '../../server/services/money/demo-bets.ts';
import { approveRecharge } from '../../server/services/money/deposit-review.ts';
import { house, move, providerWalletOf } from '../../server/services/money/ledger.ts';
import { fromCents } from '../../server/services/money/money.ts';
import { dayStart, serverDay } from '../../domain/time/operator-time.ts';
import { bearer, call, countRows, loginDemo, newMember, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const db = t.database.db;
const demo = await loginDemo(t.app);
const today = serverDay(new Date());
/** A server day `n` days before today. */
const daysAgo = (n: number) => serverDay(new Date(dayStart(today).getTime() - n * 86_400_000 + 3_600_000));

const status = (token: Token) => call<AgentStatus>(t.app, { method: 'GET', url: '/api/member/agent', headers: bearer(token) });
const apply = (token: Token, payload: unknown) => call<AgentApplyReply & { message: string }>(t.app, { method: 'POST', url: '/api/agent/apply?lang=en', headers: bearer(token), payload: payload as object });
const children = (token: Token, payload: unknown) => call<TeamChildList & { message: string }>(t.app, { method: 'POST', url: '/api/team/childlist?lang=en', headers: bearer(token), payload: payload as object });
const report = (token: Token, start: string, end: string) =>
  call<TeamReport & { message: string }>(t.app, { method: 'POST', url: '/api/team/report?lang=en', headers: bearer(token), payload: { start_date: start, end_date: end } });
const perf = (token: Token, start: string, end: string) =>
  call<TeamPerformance & { message: string }>(t.app, { method: 'GET', url: `/api/team/performanceDetail?lang=en&start_date=${start}&end_date=${end}`, headers: bearer(token) });
const ops = (name: string, args: string[]) => agentCommands.find((c) => c.name === name)!.run({ db, now: () => new Date(), lang: 'en' }, args);
const reason = 'I have many friends who like slots and live games.';

/** A new member whose inviter is `inviterId`, joined at `at`. */
async function childOf(inviterId: number, name?: string, at = new Date()) {
  const m = await newMember(t, name ? { name } : {});
  await db.update(members).set({ inviterId, createdAt: at }).where(eq(members.id, m.id));
  return m;
}

/** A settled bet of `memberId` at `at`, its stake given to the provider wallet first. */
async function betAt(memberId: number, stakeCents: number, payoutCents: number, at: Date) {
  await move(db, { kind: 'opening', memberId, from: house('opening'), to: providerWalletOf(memberId, 'rl_slot_starforge'), amountCents: stakeCents });
  await settleBet(db, { memberId, apiName: 'rl_slot_starforge', gameCode: null, sessionId: null, stakeCents, payoutCents, betKey: `t:${memberId}:${at.getTime()}:${stakeCents}:${Math.random()}` }, at);
}

async function depositAt(memberId: number, amountCents: number, at: Date) {
  const [account] = await db.select().from(paymentAccounts).limit(1);
  const [row] = await db.insert(recharges).values({ memberId, way: 'normal', paymentAccountId: account!.id, amountCents, payerName: 'X' }).returning();
  await approveRecharge(db, row!.id, at);
}

describe('agent status and applications', () => {
  it('answers a visitor 401 on every member call, and anyone the guide', async () => {
    const range = { start_date: today, end_date: today };
    for (const [method, url, payload] of [
      ['GET', '/api/member/agent', undefined],
      ['POST', '/api/agent/apply', { reason }],
      ['POST', '/api/team/childlist', { page: 1 }],
      ['GET', `/api/team/performanceDetail?start_date=${today}&end_date=${today}`, undefined],
      ['POST', '/api/team/report', range],
    ] as const) {
      expect((await call(t.app, { method, url, payload })).status, url).toBe(401);
    }
    const guide = await call<AgentGuide>(t.app, { method: 'GET', url: '/api/agent/guide?lang=zh_hk' });
    expect(guide.status).toBe(200);
    expect(guide.body.content).toContain('代理');
    expect(guide.body.tiers[0]).toEqual({ min_valid_bet: '1000.00', rate_bp: 20 });
    expect(guide.body.tiers.map((tier) => tier.rate_bp)).toEqual([20, 30, 50, 80, 100]);
    expect((await call<AgentGuide>(t.app, { method: 'GET', url: '/api/agent/guide?lang=en' })).body.content).toContain('18 or older');
  });

  it('shows the demo member as an agent, who cannot apply again', async () => {
    const res = await status(demo);
    expect(res.body).toMatchObject({ is_agent: true, application: { status: 'approved' } });
    const again = await apply(demo, { reason });
    expect(again).toEqual({ status: 409, body: { message: 'You are already an agent' } });
  });

  it('refuses every bad reason and writes nothing', async () => {
    const m = await newMember(t);
    const before = await countRows(t.database, 'agent_applications');
    for (const [payload, message] of [
      [{}, 'Please tell us why you want to be an agent'],
      [{ reason: '' }, 'Please tell us why you want to be an agent'],
      [{ reason: 12345678901 }, 'Please tell us why you want to be an agent'],
      [{ reason: '123456789' }, 'The reason must be 10 to 1000 characters'],
      [{ reason: '   short     ' }, 'The reason must be 10 to 1000 characters'],
      [{ reason: 'x'.repeat(1001) }, 'The reason must be 10 to 1000 characters'],
    ] as const) {
      const res = await apply(m.token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.message).toBe(message);
    }
    // NUL never reaches the schema: text the database cannot store is refused first, for any field.
    const nul = await apply(m.token, { reason: 'good reason\u0000here' });
    expect(nul).toMatchObject({ status: 400, body: { message: 'reason contains characters that cannot be read; please remove them and try again' } });
    // Nor do terminal controls (the schema's own rule says the same in the lobby's form).
    const bell = await apply(m.token, { reason: 'good reason\u0007here' });
    expect(bell).toMatchObject({ status: 400, body: { message: 'reason contains invisible control characters; please remove them and try again' } });
    expect(await countRows(t.database, 'agent_applications')).toBe(before);
    expect((await status(m.token)).body).toEqual({ is_agent: false, application: null });
  });

  it('keeps one pending application; a rejected member may apply again; an approved one is an agent', async () => {
    const m = await newMember(t);
    const first = await apply(m.token, { reason: `  ${reason}\nThanks!  ` });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Your agent application was sent; please wait for the operator to review it');
    expect(first.body.application).toMatchObject({ status: 'pending', reason: `${reason}\nThanks!`, decided_at: null, note: null });
    const second = await apply(m.token, { reason });
    expect(second).toEqual({ status: 409, body: { message: 'You already have an agent application waiting for review' } });
    expect((await db.select().from(agentApplications).where(eq(agentApplications.memberId, m.id))).length).toBe(1);

    const rejected = await call(t.app, { method: 'POST', url: `/api/dev/agents/applications/${first.body.application.id}/reject?lang=en`, payload: { note: 'Tell us more about your audience' } });
    expect(rejected.body).toMatchObject({ status: 'rejected' });
    expect((await status(m.token)).body).toMatchObject({ is_agent: false, application: { status: 'rejected', note: 'Tell us more about your audience' } });
    expect((await call(t.app, { method: 'POST', url: `/api/dev/agents/applications/${first.body.application.id}/approve` })).status).toBe(409);

    const retry = await apply(m.token, { reason: 'I stream slots to 2,000 viewers every week.' });
    expect(retry.status).toBe(200);
    expect(await ops('agent-applications', [])).toContain(`#${retry.body.application.id}`);
    expect(await ops('approve-agent', [String(retry.body.application.id)])).toMatch(/^Application #\d+ approved: u\d+ is now an agent$/);
    expect((await status(m.token)).body).toMatchObject({ is_agent: true, application: { status: 'approved' } });
    expect((await apply(m.token, { reason })).status).toBe(409);
    await expect(ops('approve-agent', [String(retry.body.application.id)])).rejects.toMatchObject({ key: 'agent_application_decided' });
    await expect(ops('approve-agent', ['99999'])).rejects.toMatchObject({ key: 'agent_application_not_found' });
    await expect(ops('approve-agent', ['x'])).rejects.toThrow(/positive whole number/);
    await expect(ops('agent-applications', ['bogus'])).rejects.toThrow(/status must be one of/);
  });

  it('lets the operator revoke an agent, who may then apply again', async () => {
    const m = await newMember(t);
    const sent = await apply(m.token, { reason });
    const approved = await call(t.app, { method: 'POST', url: `/api/dev/agents/applications/${sent.body.application.id}/approve` });
    expect(approved.body).toMatchObject({ status: 'approved' });
    const [row] = await db.select({ name: members.name }).from(members).where(eq(members.id, m.id));
    expect(await ops('revoke-agent', [row!.name])).toBe(`${row!.name} is no longer an agent`);
    await expect(ops('revoke-agent', [row!.name])).rejects.toMatchObject({ key: 'agent_not_agent' });
    await expect(ops('revoke-agent', ['nobody-here'])).rejects.toMatchObject({ key: 'agent_member_not_found' });
    expect((await status(m.token)).body.is_agent).toBe(false);
    expect((await apply(m.token, { reason })).status).toBe(200);
  });

  it('answers two applications sent at once with one pending and one refusal', async () => {
    const m = await newMember(t);
    const replies = await Promise.all([apply(m.token, { reason }), apply(m.token, { reason })]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('team children', () => {
  it('lists the demo team, newest first, searchable by part of a name', async () => {
    const res = await children(demo, { page: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 8, page: 1, limit: 10 });
    expect(res.body.list.map((c) => c.name)).toEqual(['davidho77', 'yumei1314', 'jasonwu09', 'sakura520', 'tommylau66', 'kwokwai07', 'annachen21', 'mingli88']);
    const ming = res.body.list.find((c) => c.name === 'mingli88')!;
    expect(ming.deposits).toBe('2000.00');
    const [staked] = await db.select({ s: sql<string>`sum(${bets.stakeCents})` }).from(bets).innerJoin(members, eq(members.id, bets.memberId)).where(eq(members.name, 'mingli88'));
    expect(ming.valid_bet).toBe(fromCents(Number(staked!.s)));
    expect(ming.last_login_at).not.toBeNull();
    expect((await children(demo, { keyword: 'CHEN' })).body.list.map((c) => c.name)).toEqual(['annachen21']);
    expect((await children(demo, { keyword: 'nobody' })).body).toMatchObject({ total: 0, list: [] });
    expect((await children(demo, undefined)).body.total).toBe(8);
  });

  it('pages, and never shows another member\'s children', async () => {
    const parent = await newMember(t);
    for (let i = 0; i < 12; i += 1) await childOf(parent.id, `kid${parent.id}x${String(i).padStart(2, '0')}`, new Date(Date.now() - (12 - i) * 60_000));
    const other = await newMember(t);
    await childOf(other.id, `stranger${other.id}`);
    const p1 = await children(parent.token, { page: 1 });
    expect(p1.body).toMatchObject({ total: 12 });
    expect(p1.body.list).toHaveLength(10);
    expect(p1.body.list[0]!.name).toBe(`kid${parent.id}x11`);
    const p2 = await children(parent.token, { page: '2' });
    expect(p2.body.list.map((c) => c.name)).toEqual([`kid${parent.id}x01`, `kid${parent.id}x00`]);
    expect((await children(parent.token, { page: 3 })).body.list).toEqual([]);
    expect((await children(parent.token, { keyword: 'x0' })).body.total).toBe(10);
    expect((await children(parent.token, { keyword: 'stranger' })).body.total).toBe(0);
    expect((await children(parent.token, { keyword: 'mingli' })).body.total).toBe(0);
    expect((await children(other.token, {})).body.list.map((c) => c.name)).toEqual([`stranger${other.id}`]);
    // A grandchild is not a direct child.
    const [kid] = await db.select({ id: members.id }).from(members).where(eq(members.name, `kid${parent.id}x00`));
    await childOf(kid!.id, `grand${parent.id}`);
    expect((await children(parent.token, { keyword: 'grand' })).body.total).toBe(0);
  });

  it('refuses bad pages and keywords', async () => {
    for (const [payload, message] of [
      [{ page: 0 }, 'Please check this field'],
      [{ page: 'x' }, 'Please check this field'],
      [{ page: 1.5 }, 'Please check this field'],
      [{ keyword: 'abcdefghijklm' }, 'Search by at most 12 characters of a name'],
      [{ keyword: '%' }, 'Search by letters and digits of a name'],
      [{ keyword: 5 }, 'Please check this field'],
    ] as const) {
      const res = await children(demo, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('team report', () => {
  it('sums exactly the bets, deposits and new members of the direct children in the range, per server day', async () => {
    const parent = await newMember(t);
    const day2 = daysAgo(2);
    const day1 = daysAgo(1);
    const c1 = await childOf(parent.id, undefined, new Date(dayStart(day2).getTime() + 3_600_000));
    const c2 = await childOf(parent.id, undefined, new Date(dayStart(day1).getTime() + 3_600_000));
    // The last second of day 2 and the first of day 1 (server time) fall on their own days.
    await betAt(c1.id, 12_345, 0, new Date(dayStart(day1).getTime() - 1000));
    await betAt(c1.id, 5_000, 10_000, new Date(dayStart(day1).getTime()));
    await betAt(c2.id, 100_000, 25_000, new Date(dayStart(day1).getTime() + 7_200_000));
    await betAt(c2.id, 777, 0, new Date(dayStart(day2).getTime() - 1000)); // the day before the range
    await depositAt(c2.id, 30_000, new Date(dayStart(day1).getTime() + 60_000));
    // Neither the member's own bets nor a grandchild's count.
    await betAt(parent.id, 9_900, 0, new Date(dayStart(day1).getTime() + 60_000));
    const grand = await childOf(c1.id);
    await betAt(grand.id, 8_800, 0, new Date(dayStart(day1).getTime() + 60_000));

    const detail = await perf(parent.token, day2, today);
    expect(detail.status).toBe(200);
    expect(detail.body.list.map((d) => d.date)).toEqual([day2, day1, today]);
    expect(detail.body.list[0]).toEqual({ date: day2, bet_count: 1, bet_amount: '123.45', valid_bet: '123.45', payout: '0.00', profit: '-123.45', new_members: 1, deposits: '0.00', withdrawals: '0.00' });
    expect(detail.body.list[1]).toEqual({ date: day1, bet_count: 2, bet_amount: '1050.00', valid_bet: '1050.00', payout: '350.00', profit: '-700.00', new_members: 1, deposits: '300.00', withdrawals: '0.00' });
    expect(detail.body.list[2]).toMatchObject({ bet_count: 0, bet_amount: '0.00', new_members: 0 });

    const totals = await report(parent.token, day2, today);
    expect(totals.body).toEqual({
      start_date: day2,
      end_date: today,
      bet_count: 3,
      bet_amount: '1173.45',
      valid_bet: '1173.45',
      payout: '350.00',
      profit: '-823.45',
      new_members: 2,
      deposits: '300.00',
      withdrawals: '0.00',
      team_size: 2,
      active_members: 2,
      is_agent: false,
      commission_rate_bp: 0,
      commission: '0.00',
    });
    expect((await report(parent.token, day1, day1)).body).toMatchObject({ bet_amount: '1050.00', new_members: 1, active_members: 2 });
    expect((await report(parent.token, day2, day2)).body).toMatchObject({ bet_amount: '123.45', new_members: 1, active_members: 1 });

    // Once an agent: 1173.45 reaches the 1000.00 tier (0.20 %): 2.3469 → 2.34, rounded down.
    const sent = await apply(parent.token, { reason });
    await ops('approve-agent', [String(sent.body.application.id)]);
    expect((await report(parent.token, day2, today)).body).toMatchObject({ is_agent: true, commission_rate_bp: 20, commission: '2.34' });
    expect((await report(parent.token, day1, day1)).body).toMatchObject({ commission_rate_bp: 20, commission: '2.10' });
    expect((await report(parent.token, today, today)).body).toMatchObject({ commission_rate_bp: 0, commission: '0.00' });
  });

  it('reports the seeded demo team as the bets table holds it', async () => {
    const start = daysAgo(29);
    const res = await report(demo, start, today);
    const team = db.select({ id: members.id }).from(members).where(eq(members.inviterId, (await db.select({ id: members.id }).from(members).where(eq(members.name, 'demo01')))[0]!.id));
    const [sums] = await db
      .select({ n: sql<number>`count(*)::int`, stake: sql<string>`sum(${bets.stakeCents})`, payout: sql<string>`sum(${bets.payoutCents})` })
      .from(bets)
      .where(sql`${inArray(bets.memberId, team)} and ${bets.createdAt} >= ${dayStart(start)}`);
    expect(sums!.n).toBeGreaterThan(30);
    expect(res.body).toMatchObject({
      bet_count: sums!.n,
      valid_bet: fromCents(Number(sums!.stake)),
      payout: fromCents(Number(sums!.payout)),
      team_size: 8,
      active_members: 8,
      is_agent: true,
    });
    expect(res.body.commission_rate_bp).toBeGreaterThan(0);
    const days = await perf(demo, start, today);
    expect(days.body.list).toHaveLength(30);
    expect(days.body.list.reduce((n, d) => n + d.bet_count, 0)).toBe(sums!.n);
    expect(days.body.list.at(-1)).toMatchObject({ date: today, bet_count: 0 });
  });

  it('refuses bad ranges on both calls', async () => {
    const tomorrow = serverDay(new Date(dayStart(today).getTime() + 86_400_000 + 3_600_000));
    const cases: [string, string, string][] = [
      ['2026-1-01', today, 'Enter a date like 2026-01-31'],
      ['2026-02-30', '2026-03-01', 'Enter a date like 2026-01-31'],
      ['', today, 'Enter a date like 2026-01-31'],
      [today, daysAgo(1), 'The start date must not be after the end date'],
      [daysAgo(92), today, 'The range may be at most 92 days'],
      [today, tomorrow, `The range cannot end after today (${today})`],
    ];
    for (const [start, end, message] of cases) {
      for (const res of [await report(demo, start, end), await perf(demo, start, end)]) {
        expect(res.status, `${start}..${end}`).toBe(422);
        expect(res.body.message).toBe(message);
      }
    }
    expect((await report(demo, daysAgo(91), today)).status).toBe(200);
    expect((await perf(demo, daysAgo(91), today)).body.list).toHaveLength(92);
    expect((await call(t.app, { method: 'POST', url: '/api/team/report?lang=en', headers: bearer(demo), payload: {} })).status).toBe(422);
    expect((await call(t.app, { method: 'GET', url: '/api/team/performanceDetail', headers: bearer(demo) })).status).toBe(422);
  });
});
