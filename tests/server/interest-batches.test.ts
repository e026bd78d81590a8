// @vitest-environment node
// The interest job and members' Yu-EBao moves (docs/architecture.md §6, "No hot rows"): the job
// commits batch by batch, so a member waits for one batch at most, never for the whole run.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { YuebaoListReply } from '../../domain/contracts/replies/yuebao.ts';
import { jobRuns, ledgerTransactions, yuebaoHoldings } from '../../server/db/schema/index.ts';
import { inTransaction, transact } from '../../server/db/transact.ts';
import type { JobDefinition } from '../../server/jobs/job.ts';
import { runJob } from '../../server/jobs/run-job.ts';
import { yuebaoInterestJob } from '../../server/jobs/yuebao-interest.ts';
import { accrueInterest } from '../../server/services/money/yuebao-interest.ts';
import { bearer, call, newMember, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const db = t.database.db;
const DAY = 24 * 3600;

const post = <T>(url: string, token: Token, payload?: object) =>
  call<T>(t.app, { method: 'POST', url: `/api${url}?lang=en`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function holder(): Promise<{ id: number; token: Token; planId: number }> {
  const m = await newMember(t, { balanceCents: 10_000_00 });
  const plan = (await post<YuebaoListReply>('/yuebao/getMemberYuebaoList', m.token)).body.list[0]!;
  expect((await post('/yuebao/deposit', m.token, { plan_id: plan.id, money: '1000.00' })).status).toBe(200);
  return { ...m, planId: plan.id };
}

const interestOf = async (memberId: number) =>
  (await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'interest')))).length;

describe('a job that commits per batch', () => {
  it('gets the pool, not the claim transaction; a failed run records nothing and the next one runs', async () => {
    const seen: boolean[] = [];
    let fail = true;
    const probe: JobDefinition = {
      ...yuebaoInterestJob,
      name: 'probe-batches',
      run: async (handle) => {
        seen.push(inTransaction(handle));
        if (fail) throw new Error('failed part-way');
        return 3;
      },
    };
    expect(yuebaoInterestJob.commitsPerBatch).toBe(true);
    await expect(runJob(db, probe, t.app.clock(), 'timer')).rejects.toThrow('failed part-way');
    expect(await db.select().from(jobRuns).where(eq(jobRuns.job, probe.name))).toHaveLength(0);
    fail = false;
    expect(await runJob(db, probe, t.app.clock(), 'timer')).toMatchObject({ ran: true, rows: 3 });
    expect(await runJob(db, probe, t.app.clock(), 'timer')).toMatchObject({ ran: false });
    expect(seen).toEqual([false, false]);
    // The same job without the flag runs inside the claim's transaction, as every other job does.
    await runJob(db, { ...probe, name: 'probe-whole', commitsPerBatch: false }, t.app.clock(), 'timer');
    expect(seen).toEqual([false, false, true]);
  });
});

// Two connections at once (a member's move beside a waiting job): PostgreSQL only, PGlite has one.
if (t.database.kind === 'postgres') describe('the interest run beside a member', () => {
  it("lets a member whose batch has committed put in while the run still waits further on", async () => {
    const a = await holder();
    const b = await holder();
    const [first, second] = a.id < b.id ? [a, b] : [b, a];
    t.advance(2 * DAY);
    // `second`'s holding held by a transaction that stays open: the run stops on it after `first`'s batch.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holding = transact(db, async (tx) => {
      await tx.select().from(yuebaoHoldings).where(eq(yuebaoHoldings.memberId, second.id)).for('update');
      locked();
      await released;
    });
    await isLocked;
    // Batches of one holding, in member id order; every other member's holdings are behind by then too.
    const run = accrueInterest(db, t.app.clock(), undefined, 1);
    for (let i = 0; i < 600 && (await interestOf(first.id)) === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(await interestOf(first.id)).toBeGreaterThan(0);
    // The run is still waiting on `second`; `first` puts in at once.
    const put = await post('/yuebao/deposit', first.token, { plan_id: first.planId, money: '10.00' });
    expect(put.status).toBe(200);
    expect(await interestOf(second.id)).toBe(0);
    release();
    await holding;
    expect(await run).toBeGreaterThanOrEqual(2);
    expect(await interestOf(second.id)).toBeGreaterThan(0);
  });
});
