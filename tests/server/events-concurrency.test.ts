// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { eventDraws, eventPlays, fairMembers, redbagRoundDays, redbagRounds, type EventName } from '../../server/db/schema/index.ts';
import { loadEvent } from '../../server/services/events/event-settings.ts';
import { balanceOf, house, ledgerTotals } from '../../server/services/money/ledger.ts';
import { eventCalls, patchEvent, spentToday, type Coded } from './events-helpers.ts';
import { newMember, startTestApp, walletCents, type Reply, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const api = eventCalls(t);
const db = t.database.db;

const MEMBERS = 100;
/** Each member sends this many spins and this many rain rounds (a start, then its claim) at once: 1,000 draws in all. */
const EACH = 5;
const CHANCES = 2;
// Small budgets, so that both the members' chances and the days' budgets refuse some of the 1,000.
const BUDGET: Record<EventName, number> = { wheel: 100_000, redbag: 200_000 };

interface Sent {
  member: number;
  event: EventName;
  res: Reply<Coded & { money: string; total?: string; prize?: { money: string } }>;
}

const cents = (money: string) => Math.round(Number(money) * 100);

describe('1,000 concurrent draws', () => {
  it('never pass a member\'s chances or a day\'s budget, and every cent credited is in the ledger and the draws', async () => {
    const restore = [
      await patchEvent(t, 'wheel', { dailyChances: CHANCES, dailyBudgetCents: BUDGET.wheel }),
      await patchEvent(t, 'redbag', { dailyChances: CHANCES, dailyBudgetCents: BUDGET.redbag }),
    ];
    const houseBefore = await balanceOf(db, house('events'));
    const players: { id: number; token: Token }[] = [];
    for (let i = 0; i < MEMBERS; i++) players.push(await newMember(t));
    // All the rounds asked for at once; the day's rounds refuse the rest.
    const starts = await Promise.all(players.flatMap((p) => Array.from({ length: EACH }, () => api.start(p.token).then((res) => ({ member: p, res })))));
    expect(new Set(starts.filter((s) => s.res.status !== 200).map((s) => `${s.res.status} ${s.res.body.code}`))).toEqual(new Set(['409 no_chances']));
    // Past the rounds' rain: each claim is capped by max_open only.
    t.advance(30);
    const calls: Promise<Sent>[] = [];
    for (let n = 0; n < EACH; n++) {
      for (const p of players) calls.push(api.award(p.token, {}, `w${n}`).then((res) => ({ member: p.id, event: 'wheel' as const, res })));
    }
    starts.forEach(({ member, res }, n) => {
      if (res.status === 200) calls.push(api.open(member.token, { round_id: res.body.round_id, times: 10 }, `r${n}`).then((r) => ({ member: member.id, event: 'redbag' as const, res: r })));
    });
    const sent = await Promise.all(calls);
    await Promise.all(restore.map((r) => r()));

    // Only the two refusals. Which of them a member's third spin meets depends on the prizes drawn
    // (random) before it: a day's budget spent by the first 200 spins refuses every later one first.
    const refused = sent.filter((s) => s.res.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(['409 no_chances', '409 budget_spent']).toContain(`${r.res.status} ${r.res.body.code}`);
    for (const p of players) expect(starts.filter((s) => s.member.id === p.id && s.res.status === 200)).toHaveLength(CHANCES);

    for (const event of ['wheel', 'redbag'] as const) {
      const paid = sent.filter((s) => s.event === event && s.res.status === 200);
      const credited = paid.reduce((sum, s) => sum + cents(event === 'wheel' ? s.res.body.prize!.money : s.res.body.total!), 0);
      const [drawn] = await db.select({ total: sql<string>`coalesce(sum(${eventDraws.amountCents}), 0)` }).from(eventDraws).where(eq(eventDraws.event, event));
      expect(credited).toBe(Number(drawn!.total));
      expect(await spentToday(t, event)).toBe(credited);
      expect(credited).toBeLessThanOrEqual(BUDGET[event]);
      const [plays] = await db.select({ n: sql<number>`count(*)::int` }).from(eventPlays).where(eq(eventPlays.event, event));
      expect(plays!.n).toBe(paid.length);
    }
    expect(houseBefore - (await balanceOf(db, house('events')))).toBe((await spentToday(t, 'wheel')) + (await spentToday(t, 'redbag')));

    for (const p of players) {
      const mine = sent.filter((s) => s.member === p.id && s.res.status === 200);
      for (const event of ['wheel', 'redbag'] as const) expect(mine.filter((s) => s.event === event).length).toBeLessThanOrEqual(CHANCES);
      const won = mine.reduce((sum, s) => sum + cents(s.event === 'wheel' ? s.res.body.prize!.money : s.res.body.total!), 0);
      expect(await walletCents(t, p.id)).toBe(won);
      // Nonces: one per draw, none used twice or skipped.
      const nonces = (await db.select({ nonce: eventDraws.nonce }).from(eventDraws).where(eq(eventDraws.memberId, p.id))).map((r) => r.nonce).sort((a, b) => a - b);
      const [fair] = await db.select({ next: fairMembers.nextNonce }).from(fairMembers).where(eq(fairMembers.memberId, p.id));
      expect(nonces).toEqual(Array.from({ length: fair?.next ?? 0 }, (_, i) => i));
    }
    expect(await ledgerTotals(db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
    expect((await loadEvent(db, 'wheel')).setting.dailyChances).not.toBe(CHANCES);
    // About 10 s on a quiet machine (some 14,000 queries through PGlite); the timeout leaves room for a busy one.
  }, 300_000);
});

describe('200 concurrent round starts', () => {
  it('never pass the day\'s rounds of a member: exactly that many rounds dealt and counted, the rest refused', async () => {
    const restore = await patchEvent(t, 'redbag', { dailyChances: 3 });
    try {
      const [one, two] = [await newMember(t), await newMember(t)];
      const starts = await Promise.all(Array.from({ length: 200 }, (_, i) => api.start(i % 2 ? one.token : two.token)));
      expect(starts.filter((r) => r.status === 200)).toHaveLength(6);
      expect(new Set(starts.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.code}`))).toEqual(new Set(['409 no_chances']));
      for (const m of [one, two]) {
        expect(await db.select().from(redbagRounds).where(eq(redbagRounds.memberId, m.id))).toHaveLength(3);
        expect((await db.select({ started: redbagRoundDays.started }).from(redbagRoundDays).where(eq(redbagRoundDays.memberId, m.id)))[0]?.started).toBe(3);
      }
      expect(new Set(starts.filter((r) => r.status === 200).map((r) => r.body.chances))).toEqual(new Set([0, 1, 2]));
    } finally {
      await restore();
    }
  }, 120_000);
});
