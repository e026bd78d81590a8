// @vitest-environment node
// The ledger keeps up (docs/architecture.md §6): a transfer's round trips to the database are few and stay
// few. Each statement the app sends is recorded (tests/harness/statement-log.ts); a warm transfer sends the
// Idempotency-Key claim, the movement and its reply, filled in and stored as the key's answer, in one
// call (keyed_ledger_post, migrations/0052_one_call_transfer.sql and 0054_one_trip_transfer.sql),
// nothing else, and the money still moves once. bench/ledger-queries.ts prints the same list.
import { afterAll, describe, expect, it } from 'vitest';
import type { TransferReply } from '../../domain/contracts/replies/money.ts';
import { statementsOf } from '../harness/statement-log.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';
import { bearer, call, ledgerMovesOf, newMember, startTestApp, walletCents } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());

/** Statements of `run`, less the reloads of the session and provider caches, which expire on the wall clock. */
const roundTripsOf = async (run: () => Promise<unknown>) =>
  (await statementsOf(run)).filter((q) => !/from "auth_tokens"|from "game_providers"/.test(q));

describe('the round trips of a transfer', () => {
  it('sends one statement per keyed transfer (claim, movement, the reply filled in and stored) and two for its replay', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const transfer = (key: string, direction: 'in' | 'out') =>
      call<TransferReply>(t.app, {
        method: 'POST',
        url: '/api/game/deposit',
        headers: { ...bearer(m.token), 'idempotency-key': key },
        payload: { api_code: 'rl_slot_starforge', money: '1.00', direction },
      });
    // The first one creates the provider account and fills the session and provider caches.
    expect((await transfer('warm', 'in')).status).toBe(200);

    let answer: Awaited<ReturnType<typeof transfer>> | undefined;
    const sent = await roundTripsOf(async () => (answer = await transfer('measured', 'out')));
    expect(answer?.status).toBe(200);
    expect(answer?.body).toMatchObject({ money: '100.00', wallet: { money: '0.00' }, total_balance: '100.00', balance_version: 3 });
    expect(sent, sent.join('\n')).toHaveLength(1);
    // The claim, ledger_post, and the reply with its balances and their version, stored as the key's answer.
    expect(sent[0]).toMatch(/FROM keyed_ledger_post\(/);

    const replay = await roundTripsOf(() => transfer('measured', 'out'));
    expect(replay, replay.join('\n')).toHaveLength(2);
    expect(await walletCents(t, m.id)).toBe(10_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(3);
    // Into a game (the stop read under the member's row lock in the same call): as few.
    const into = await roundTripsOf(() => transfer('measured-in', 'in'));
    expect(into, into.join('\n')).toHaveLength(1);
    expect(into[0]).toMatch(/FROM keyed_ledger_post\(/);
    expect(await walletCents(t, m.id)).toBe(9_900);
    expect(await ledgerTotals(t.database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
  });
});
