// @vitest-environment node
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { YuebaoListReply } from '../../domain/contracts/replies/yuebao.ts';
import { authAttempts, captchas, gameProviders, gameTickets, jobRuns, ledgerTransactions, members, paymentAccounts, playSessions, recharges, vipLevels } from '../../server/db/schema/index.ts';
import { guardCounters } from '../../server/db/schema/guards.ts';
import { idempotencyKeys } from '../../server/db/schema/idempotency.ts';
import type { JobDefinition } from '../../server/jobs/job.ts';
import { jobs } from '../../server/jobs/registry.ts';
import { runJob } from '../../server/jobs/run-job.ts';
import { startJobs } from '../../server/jobs/start-jobs.ts';
import { startTimerJobs } from '../../server/jobs/timer-runner.ts';
import { sweepExpiredJob } from '../../server/jobs/sweep-expired.ts';
import { vipUpgradesJob } from '../../server/jobs/vip-upgrades.ts';
import { yuebaoInterestJob } from '../../server/jobs/yuebao-interest.ts';
import { jobCommands } from '../../server/ops/job-commands.ts';
import { runOps, type OpsIo } from '../../server/ops/run-ops.ts';
import { approveRecharge } from '../../server/services/money/deposit-review.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';
import { accrueInterest } from '../../server/services/money/yuebao-interest.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { upgradeBonusKey } from '../../server/services/member/vip-ladder.ts';
import { withoutFirstDepositBonus } from './first-deposit-helpers.ts';
import { databaseUrlOf } from './pg-admin.ts';
import { bearer, call, countRows, newMember, startTestApp, walletCents, type Token } from './test-app.ts';

const t = await startTestApp();
// The first deposit's bonus would also land in the wallet the upgrade bonus is counted in.
await withoutFirstDepositBonus(t);
afterAll(() => t.close());
const db = t.database.db;

const DAY = 24 * 3600;
const run = (job: JobDefinition) => runJob(db, job, t.app.clock(), 'timer');
const post = <T>(url: string, token: Token | null, payload?: object) =>
  call<T>(t.app, { method: 'POST', url: `/api${url}?lang=en`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const flexiblePlan = async (token: Token) => (await post<YuebaoListReply>('/yuebao/getMemberYuebaoList', token)).body.list[0]!;
const interestMovesOf = async (memberId: number) =>
  (await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'interest')))).length;

/** A member holding `money` in the flexible plan from the server's today (it earns from tomorrow). */
async function holder(money: string): Promise<{ id: number; token: Token; planId: number }> {
  const m = await newMember(t, { balanceCents: 10_000_00 });
  const plan = await flexiblePlan(m.token);
  const put = await post('/yuebao/deposit', m.token, { plan_id: plan.id, money });
  expect(put.status).toBe(200);
  return { ...m, planId: plan.id };
}

describe('yuebao-interest', () => {
  it('posts each holding once per day, a second run of the day posts nothing, and the list only reads', async () => {
    const a = await holder('1000.00');
    const b = await holder('2000.00');
    t.advance(3 * DAY);
    const ledgerRows = await countRows(t.database, 'ledger_transactions');
    const holdings = await countRows(t.database, 'yuebao_holdings');
    // A visitor's and a member's list with interest due: nothing written.
    expect((await post('/yuebao/getMemberYuebaoList', null)).status).toBe(200);
    const before = await post<YuebaoListReply>('/yuebao/getMemberYuebaoList', a.token);
    expect(before.body.total_interest).toBe('0.00');
    expect(await countRows(t.database, 'ledger_transactions')).toBe(ledgerRows);
    expect(await countRows(t.database, 'yuebao_holdings')).toBe(holdings);

    const first = await run(yuebaoInterestJob);
    expect(first).toMatchObject({ ran: true });
    // Days 1 and 2 of each holding (day 0 held nothing at its lowest; day 3 is today).
    expect([await interestMovesOf(a.id), await interestMovesOf(b.id)]).toEqual([2, 2]);
    // 0.008 % a day of 1000.00 = 0.08, of 2000.00 = 0.16.
    expect((await post<YuebaoListReply>('/yuebao/getMemberYuebaoList', a.token)).body.total_interest).toBe('0.16');
    expect((await post<YuebaoListReply>('/yuebao/getMemberYuebaoList', b.token)).body.total_interest).toBe('0.32');

    // The same moment, not an hour later: an hour on would cross into the next operator day whenever
    // the test runs between 23:00 and midnight GMT+8.
    expect(await run(yuebaoInterestJob)).toEqual({ period: first.period, ran: false });
    expect([await interestMovesOf(a.id), await interestMovesOf(b.id)]).toEqual([2, 2]);

    t.advance(DAY);
    expect(await run(yuebaoInterestJob)).toMatchObject({ ran: true });
    expect([await interestMovesOf(a.id), await interestMovesOf(b.id)]).toEqual([3, 3]);
  });

  it('goes through every holding batch by batch, each day once, the daily case and a holding days behind alike', async () => {
    const members: Awaited<ReturnType<typeof holder>>[] = [];
    for (let i = 0; i < 5; i += 1) members.push(await holder('1000.00'));
    const movesOfAll = async () => Promise.all(members.map((m) => interestMovesOf(m.id)));
    // Two days due each (the put-in day earns nothing): posted day by day, two holdings a batch.
    t.advance(2 * DAY);
    expect(await accrueInterest(db, t.app.clock(), undefined, 2)).toBeGreaterThanOrEqual(5);
    expect(await movesOfAll()).toEqual([1, 1, 1, 1, 1]);
    // Yesterday alone due: one statement a batch, two holdings a batch.
    t.advance(DAY);
    expect(await accrueInterest(db, t.app.clock(), undefined, 2)).toBeGreaterThanOrEqual(5);
    expect(await movesOfAll()).toEqual([2, 2, 2, 2, 2]);
    expect(await accrueInterest(db, t.app.clock(), undefined, 2)).toBe(0);
    // 0.008 % a day: 0.08 on day 1, then 0.08 on 1000.08 (0.080006, floored).
    const list = await post<YuebaoListReply>('/yuebao/getMemberYuebaoList', await issueToken(db, members[4]!.id, t.app.clock()));
    expect(list.body.total_interest).toBe('0.16');
    const totals = await ledgerTotals(db);
    expect([totals.accounts, totals.entries, totals.negativeMemberAccounts]).toEqual([0, 0, 0]);
  });

  it('runs once under a burst of 20 concurrent runs of the same day', async () => {
    const m = await holder('500.00');
    t.advance(2 * DAY);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => run(yuebaoInterestJob)));
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.period)).size).toBe(1);
    expect(await interestMovesOf(m.id)).toBe(1);
    const claims = await db.select().from(jobRuns).where(and(eq(jobRuns.job, 'yuebao-interest'), eq(jobRuns.period, outcomes[0]!.period)));
    expect(claims).toHaveLength(1);
    expect(claims[0]!.finishedAt).not.toBeNull();
  });
});

describe('sweep-expired', () => {
  it('deletes the rows past their time and keeps the live ones', async () => {
    t.advance(2 * 3600);
    const now = t.app.clock();
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    const m = await newMember(t);
    const [provider] = await db.select({ apiName: gameProviders.apiName }).from(gameProviders).limit(1);
    const game = { memberId: m.id, apiName: provider!.apiName, lang: 'en' };
    await db.insert(captchas).values([
      { key: 'sweep-old', gapX: 1, pieceY: 1, createdAt: ago(7200), expiresAt: ago(3900) },
      { key: 'sweep-live', gapX: 1, pieceY: 1, createdAt: ago(60), expiresAt: ago(-240) },
    ]);
    await db.insert(guardCounters).values([
      { scope: 'sweep', subject: 'old', tries: 3, windowStart: ago(2 * DAY), lastAt: ago(DAY + 60) },
      { scope: 'sweep', subject: 'live', tries: 3, windowStart: ago(DAY), lastAt: ago(60) },
    ]);
    await db.insert(authAttempts).values([
      { scope: 'sweep', subject: 'old', windowStart: ago(3 * 3600), hits: 1 },
      { scope: 'sweep', subject: 'live', windowStart: ago(1800), hits: 1 },
    ]);
    await db.insert(idempotencyKeys).values([
      { memberId: m.id, key: 'sweep-old', request: 'POST /x', createdAt: ago(DAY + 60) },
      { memberId: m.id, key: 'sweep-live', request: 'POST /x', createdAt: ago(60) },
    ]);
    await db.insert(gameTickets).values([
      { ...game, ticketHash: 'sweep-old', createdAt: ago(120), expiresAt: ago(60) },
      { ...game, ticketHash: 'sweep-live', createdAt: ago(10), expiresAt: ago(-50) },
    ]);
    await db.insert(playSessions).values([
      { ...game, tokenHash: 'sweep-old', createdAt: ago(3 * 3600), expiresAt: ago(3600) },
      { ...game, tokenHash: 'sweep-live', createdAt: ago(60), expiresAt: ago(-3600) },
    ]);
    const left = async () => ({
      captchas: (await db.select({ k: captchas.key }).from(captchas).where(like(captchas.key, 'sweep-%'))).map((r) => r.k),
      guards: (await db.select({ s: guardCounters.subject }).from(guardCounters).where(eq(guardCounters.scope, 'sweep'))).map((r) => r.s),
      attempts: (await db.select({ s: authAttempts.subject }).from(authAttempts).where(eq(authAttempts.scope, 'sweep'))).map((r) => r.s),
      keys: (await db.select({ k: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.memberId, m.id))).map((r) => r.k),
      tickets: (await db.select({ h: gameTickets.ticketHash }).from(gameTickets).where(eq(gameTickets.memberId, m.id))).map((r) => r.h),
      sessions: (await db.select({ h: playSessions.tokenHash }).from(playSessions).where(eq(playSessions.memberId, m.id))).map((r) => r.h),
    });
    expect(Object.values(await left()).every((rows) => rows.length === 2)).toBe(true);

    const swept = await run(sweepExpiredJob);
    expect(swept.ran).toBe(true);
    expect(swept.ran ? swept.rows : 0).toBeGreaterThanOrEqual(6);
    const live = ['sweep-live'];
    expect(await left()).toEqual({ captchas: live, guards: ['live'], attempts: ['live'], keys: live, tickets: live, sessions: live });
  });
});

describe('idempotency keys without a sweep on the request path', () => {
  it('replays a key within its 24 hours and refuses it as spent after them, before and after the sweep (the ledger key is kept for good)', async () => {
    const m = await holder('100.00');
    const put = async (token: Token) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/yuebao/deposit?lang=en',
        headers: { ...bearer(token), 'idempotency-key': 'jobs-key-1' },
        payload: { plan_id: m.planId, money: '10.00' },
      });
      const body = res.json() as { holding?: string; message?: string };
      return { status: res.statusCode, replayed: res.headers['idempotent-replayed'] ?? null, holding: body.holding, message: body.message };
    };
    expect(await put(m.token)).toMatchObject({ status: 200, replayed: null, holding: '110.00' });
    t.advance(3600);
    expect(await put(await issueToken(db, m.id, t.app.clock()))).toMatchObject({ status: 200, replayed: 'true', holding: '110.00' });
    t.advance(24 * 3600);
    const spent = { status: 422, replayed: null, message: 'This Idempotency-Key was already used; please start the action again' };
    expect(await put(await issueToken(db, m.id, t.app.clock()))).toMatchObject(spent);
    await run(sweepExpiredJob);
    expect(await put(await issueToken(db, m.id, t.app.clock()))).toMatchObject(spent);
  });
});

describe('vip-upgrades', () => {
  const levelOf = async (memberId: number) => (await db.select({ level: members.level }).from(members).where(eq(members.id, memberId)))[0]!.level;
  const upgradeKeysOf = async (memberId: number) =>
    (await db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'bonus'))))
      .map((b) => b.key)
      .sort();
  const normalAccount = async () => (await db.select({ id: paymentAccounts.id }).from(paymentAccounts).where(eq(paymentAccounts.way, 'normal')).limit(1))[0]!.id;

  it('raises a member with the approval that passes a threshold, with the bonus of each level passed, and the job finds nothing left', async () => {
    const m = await newMember(t);
    const account = await normalAccount();
    const deposit = async (cents: number, approve: boolean) => {
      const [row] = await db.insert(recharges).values({ memberId: m.id, way: 'normal', paymentAccountId: account, amountCents: cents }).returning({ id: recharges.id });
      if (approve) await approveRecharge(db, row!.id, t.app.clock());
    };
    // 999.99 approved and a pending 10,000.00: still below Silver (1,000.00).
    await deposit(999_99, true);
    await deposit(10_000_00, false);
    expect(await levelOf(m.id)).toBe(1);

    // 5,000.00 approved in all: Gold at once, passing Silver (bonus 18.00) and Gold (58.00).
    await deposit(4_000_01, true);
    expect(await levelOf(m.id)).toBe(3);
    expect(await walletCents(t, m.id)).toBe(5_000_00 + 76_00);
    const token = await issueToken(db, m.id, t.app.clock());
    const vips = await call<{ member: { level: number } }>(t.app, { method: 'GET', url: '/api/member/vips', headers: bearer(token) });
    expect(vips.body.member.level).toBe(3);

    t.advance(300);
    expect(await run(vipUpgradesJob)).toMatchObject({ ran: true, rows: 0 });
    expect(await levelOf(m.id)).toBe(3);
    expect(await walletCents(t, m.id)).toBe(5_000_00 + 76_00);
    expect(await upgradeKeysOf(m.id)).toEqual([upgradeBonusKey(m.id, 2), upgradeBonusKey(m.id, 3)]);
  });

  it('raises, within its period, a member whose deposits reach a level the operator lowered, once', async () => {
    const m = await newMember(t);
    const [row] = await db.insert(recharges).values({ memberId: m.id, way: 'normal', paymentAccountId: await normalAccount(), amountCents: 999_99 }).returning({ id: recharges.id });
    await approveRecharge(db, row!.id, t.app.clock());
    expect(await levelOf(m.id)).toBe(1);
    const silver = eq(vipLevels.level, 2);
    const [{ minDepositCents }] = (await db.select({ minDepositCents: vipLevels.minDepositCents }).from(vipLevels).where(silver)) as [{ minDepositCents: number }];
    await db.update(vipLevels).set({ minDepositCents: 999_99 }).where(silver);
    try {
      t.advance(300);
      expect(await run(vipUpgradesJob)).toMatchObject({ ran: true, rows: 1 });
      expect(await levelOf(m.id)).toBe(2);
      expect(await walletCents(t, m.id)).toBe(999_99 + 18_00);
      t.advance(300);
      expect(await run(vipUpgradesJob)).toMatchObject({ ran: true, rows: 0 });
      expect(await upgradeKeysOf(m.id)).toEqual([upgradeBonusKey(m.id, 2)]);
    } finally {
      await db.update(vipLevels).set({ minDepositCents }).where(silver);
    }
  });
});

describe('the runners', () => {
  it('the timer runs a job again once its period turns, and stops', async () => {
    const runsOf = async (period: string) => (await db.select().from(jobRuns).where(and(eq(jobRuns.job, 'yuebao-interest'), eq(jobRuns.period, period)))).length;
    t.advance(DAY);
    const today = yuebaoInterestJob.periodOf(t.app.clock());
    const handle = startTimerJobs(db, t.app.clock, t.app.log, 20);
    try {
      await expect.poll(() => runsOf(today), { timeout: 10_000, interval: 20 }).toBe(1);
      t.advance(DAY);
      const tomorrow = yuebaoInterestJob.periodOf(t.app.clock());
      await expect.poll(() => runsOf(tomorrow), { timeout: 10_000, interval: 20 }).toBe(1);
    } finally {
      await handle.stop();
    }
    t.advance(DAY);
    const after = yuebaoInterestJob.periodOf(t.app.clock());
    // Absence has no condition to wait for: five ticks' time, in which a running timer would have run it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await runsOf(after)).toBe(0);
  });


  it("run every job at start, on graphile-worker on PostgreSQL and on the timer on PGlite, and ops lists the runs", async () => {
    t.advance(DAY);
    const periods = new Map(jobs.map((job) => [job.name, job.periodOf(t.app.clock())]));
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const [row] = await t.database.withConnection((sql) => sql.rows<{ name: string }>('SELECT current_database() AS name'));
      databaseUrl = databaseUrlOf(process.env.DATABASE_URL, row!.name);
    }
    const runner = t.database.kind === 'postgres' ? 'graphile-worker' : 'timer';
    const handle = await startJobs({ database: t.database, databaseUrl, clock: t.app.clock, log: t.app.log });
    try {
      await expect
        .poll(async () => (await db.select({ job: jobRuns.job, period: jobRuns.period, runner: jobRuns.runner }).from(jobRuns).where(eq(jobRuns.runner, runner))).filter((r) => periods.get(r.job) === r.period && r.runner === runner).length, { timeout: 20_000, interval: 100 })
        .toBe(jobs.length);
    } finally {
      await handle.stop();
    }

    const out: string[] = [];
    const err: string[] = [];
    const io: OpsIo = { commands: jobCommands, open: async () => ({ db, close: async () => undefined }), out: (s) => out.push(s), err: (s) => err.push(s) };
    expect(await runOps(['jobs'], io)).toBe(0);
    const lines = out.pop()!.split('\n');
    expect(lines[0]).toMatch(/^JOB\s+PERIOD \(UTC\+8\)\s+RUNNER\s+STARTED \(UTC\)\s+FINISHED \(UTC\)\s+ROWS$/);
    for (const job of jobs) {
      expect(lines.some((line) => new RegExp(`^${job.name}\\s+${periods.get(job.name)}\\s+${runner}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+\\d+$`).test(line))).toBe(true);
    }
    // ops runs on the real clock: the first run of its day works, the second finds the day taken.
    expect(await runOps(['jobs', 'run', 'yuebao-interest'], io)).toBe(0);
    const done = /^yuebao-interest (\d{4}-\d\d-\d\d): done, \d+ rows$/.exec(out.pop()!);
    expect(done).not.toBeNull();
    expect(await runOps(['jobs', 'run', 'yuebao-interest'], io)).toBe(0);
    expect(out.pop()).toBe(`yuebao-interest ${done![1]}: already run in this period, nothing done`);
    expect(await runOps(['jobs', 'run', 'nothing'], io)).toBe(2);
    expect(err.pop()).toMatch(/^unknown job "nothing": one of yuebao-interest, sweep-expired, vip-upgrades\n/);
  });
});
