// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerTotals } from '../../server/services/ledger.ts';
import { seededRandom } from '../../server/lib/seeded-random.ts';
import { bearer, ledgerMovesOf, newMember, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());

const providers = ['rl_slot_starforge', 'rl_slot_lucky8', 'rl_live_aurora'];

interface Outcome {
  member: number;
  key: string;
  status: number;
  body: string;
}

describe('conservation of money under concurrent load', () => {
  it('keeps every sum at zero, no balance below zero and each key moving money once over 1,000 concurrent calls', { timeout: 120_000 }, async () => {
    const members: { id: number; token: Token }[] = [];
    for (let i = 0; i < 20; i += 1) members.push(await newMember(t, { balanceCents: 20_000 }));
    const random = seededRandom(20261124);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const sent: { member: number; token: Token; key: string; url: string; payload?: object }[] = [];
    for (let i = 0; i < 1000; i += 1) {
      // One call in five repeats an earlier call of the same member with its key and body.
      const earlier = sent.length > 0 && random() < 0.2 ? pick(sent) : null;
      if (earlier) {
        sent.push(earlier);
        continue;
      }
      const m = pick(members);
      const roll = random();
      const key = `c-${i}`;
      if (roll < 0.1) sent.push({ member: m.id, token: m.token, key, url: '/api/game/recovery_last' });
      else {
        const money = `${1 + Math.floor(random() * 80)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
        sent.push({ member: m.id, token: m.token, key, url: '/api/game/deposit', payload: { api_code: pick(providers), money, direction: roll < 0.6 ? 'in' : 'out' } });
      }
    }
    const outcomes: Outcome[] = await Promise.all(
      sent.map(async (s) => {
        const res = await t.app.inject({ method: 'POST', url: s.url, headers: { ...bearer(s.token), 'idempotency-key': s.key }, ...(s.payload ? { payload: s.payload } : {}) });
        return { member: s.member, key: s.key, status: res.statusCode, body: res.body };
      }),
    );

    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    expect(await ledgerTotals(t.database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
    // Entries and balances agree account by account.
    const drift = await t.database.withConnection((db) =>
      db.rows('SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id HAVING a.balance_cents <> coalesce(sum(e.amount_cents), 0)'),
    );
    expect(drift).toEqual([]);

    const byKey = new Map<string, Outcome[]>();
    for (const o of outcomes) byKey.set(`${o.member}:${o.key}`, [...(byKey.get(`${o.member}:${o.key}`) ?? []), o]);
    for (const [key, same] of byKey) {
      // A successful first answer is replayed to every repeat; a refusal (insufficient balance)
      // frees the key, so a repeat may be refused again or, after other moves, succeed.
      const ok = same.filter((o) => o.status === 200);
      if (ok.length > 0) for (const o of ok) expect(o.body, key).toBe(ok[0]!.body);
    }
    for (const m of members) {
      const movedKeys = new Set(outcomes.filter((o) => o.member === m.id && o.status === 200 && JSON.parse(o.body).recovered !== '0.00').map((o) => o.key));
      expect(await ledgerMovesOf(t, m.id), `member ${m.id}`).toBe(1 + movedKeys.size);
    }
  });
});
