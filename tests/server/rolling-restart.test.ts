// @vitest-environment node
// PostgreSQL only (vite.config.ts `postgresOnly`): `npm run start:cluster -- 2` replaces both of its
// processes one at a time (SIGHUP to its primary) while 40 members move money between their own
// wallets, each action retried with its Idempotency-Key as the lobby retries (src/api/action-key.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';
import { accountsOffTheirEntries, fundMembers, type FundedMember } from '../harness/funded-members.ts';
import { startCluster, type RunningCluster } from './cluster-process';
import { databaseUrlOf, pgAdmin } from './pg-admin.ts';

const adminUrl = process.env.DATABASE_URL!;
const name = `t_${randomBytes(6).toString('hex')}`;
const prefix = `roll${randomBytes(3).toString('hex')}_`;
const WRITERS = 40;
/** A client's pause before trying an unanswered action again (the lobby's is a press of the button). */
const RETRY_PAUSE_MS = 100;
let lobbyDist: string;
let database: Database;
let cluster: RunningCluster;
let writers: FundedMember[];

beforeAll(async () => {
  lobbyDist = mkdtempSync(join(tmpdir(), 'lobby-no-dist-'));
  await pgAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const url = databaseUrlOf(adminUrl, name);
  database = await openDatabase({ url });
  writers = await fundMembers(database, { count: WRITERS, centreCents: 100_000, providerCents: 100_000, prefix });
  cluster = await startCluster(2, { LOBBY_DIST: lobbyDist, DATABASE_URL: url, PG_POOL_SIZE: '4' });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
  await pgAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  rmSync(lobbyDist, { recursive: true, force: true });
});

/** What the lobby does with an answer (src/api/action-key.ts `endsAction`): true when the action is over. */
const endsAction = (status: number) => status === 200 || (status >= 400 && status < 500 && ![401, 408, 409, 429].includes(status));

interface Action {
  member: FundedMember;
  key: string;
  /** Each try's status; 0 for no answer (a connection cut or refused). */
  tries: number[];
}

/** Moves 1.00 between the member's centre wallet and game wallet, one action after another, until `done`. */
async function write(member: FundedMember, base: string, done: () => boolean, actions: Action[]): Promise<void> {
  for (let n = 0; !done(); n += 1) {
    const action: Action = { member, key: `roll-${n}`, tries: [] };
    actions.push(action);
    const body = JSON.stringify({ api_code: member.apiCode, money: '1.00', direction: n % 2 === 0 ? 'in' : 'out' });
    for (;;) {
      let status = 0;
      try {
        const res = await fetch(`${base}/api/game/deposit?lang=en`, {
          method: 'POST',
          headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', 'idempotency-key': action.key },
          body,
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        // No answer: the same key goes again, as the lobby's next try sends it.
      }
      action.tries.push(status);
      if (endsAction(status) || action.tries.length >= 50) break;
      await sleep(RETRY_PAUSE_MS);
    }
  }
}

describe('a rolling restart of a 2-process cluster under a 40-writer money burst', () => {
  it('answers every action (the unanswered tries retried with the same key), records each answered write once and keeps the books balanced', { timeout: 300_000 }, async () => {
    const base = `http://127.0.0.1:${cluster.port}`;
    const listening = () => [...cluster.log().matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening/g)].map((m) => m[1]);
    await expect.poll(() => new Set(listening()).size, { timeout: 60_000 }).toBe(2);
    const before = new Set(listening());

    const actions: Action[] = [];
    let rolled = false;
    const burst = Promise.all(writers.map((member) => write(member, base, () => rolled, actions)));
    // The burst is under way before the restart begins.
    await expect.poll(() => actions.filter((a) => a.tries.includes(200)).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(WRITERS);
    const began = performance.now();
    cluster.child.kill('SIGHUP');
    await expect.poll(() => /rolling restart done/.test(cluster.log()), { timeout: 180_000, interval: 200 }).toBe(true);
    const rollMs = performance.now() - began;
    // A little more traffic on the two new processes alone.
    const atEnd = actions.length;
    await expect.poll(() => actions.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(atEnd + WRITERS);
    rolled = true;
    await burst;

    // Both processes were replaced, each old one leaving with exit code 0.
    const after = new Set(listening());
    expect(after.size).toBe(4);
    expect([...cluster.log().matchAll(/start:cluster: worker \d \(pid (\d+)\) retired \(code 0\)/g)].map((m) => m[1]).sort()).toEqual([...before].sort());

    const sent = actions.reduce((n, a) => n + a.tries.length, 0);
    const failedTries = actions.flatMap((a) => a.tries.filter((s) => s !== 200));
    const retried = actions.filter((a) => a.tries.length > 1);
    const unanswered = actions.filter((a) => a.tries.at(-1) !== 200);
    const counts = new Map<string, number>();
    for (const s of failedTries) counts.set(s === 0 ? 'no answer' : String(s), (counts.get(s === 0 ? 'no answer' : String(s)) ?? 0) + 1);
    const byStatus = [...counts].map(([status, n]) => `${n} ${status}`);
    console.log(
      `rolling restart of 2 processes in ${(rollMs / 1000).toFixed(1)} s under ${WRITERS} writers: ${sent} requests sent for ${actions.length} actions, ` +
        `${failedTries.length} failed (${byStatus.join(', ') || 'none'}), ${retried.length} actions retried with the same key, ${unanswered.length} left unanswered`,
    );
    console.log(cluster.log().split('\n').filter((line) => line.startsWith('start:cluster:')).join('\n'));
    // Only tries the lobby would retry failed, and each action's retries got it its answer.
    expect(unanswered.map((a) => `${a.member.id}:${a.key} ${a.tries.join(',')}`)).toEqual([]);
    // A restart may leave a try unanswered (a kept connection closing as it was sent), or answered
    // 409 or 503; never a 500, which would be a request broken by the close.
    expect(failedTries.filter((s) => ![0, 409, 503].includes(s))).toEqual([]);

    // Every answered write is in the ledger, once.
    const recorded = await database.withConnection((sql) =>
      sql.rows<{ key: string }>(
        "SELECT idempotency_key AS key FROM ledger_transactions WHERE kind = 'transfer' AND idempotency_key LIKE 'http:%' AND member_id = ANY($1::int[])",
        [writers.map((w) => w.id)],
      ),
    );
    const keys = recorded.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(actions.map((a) => `http:${a.member.id}:/api/game/deposit:${a.key}`).sort());
    // The books balance.
    expect(await ledgerTotals(database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
    expect(await accountsOffTheirEntries(database)).toBe(0);
    const [held] = await database.withConnection((sql) =>
      sql.rows<{ cents: string }>("SELECT sum(balance_cents)::text AS cents FROM ledger_accounts WHERE member_id = ANY($1::int[])", [writers.map((w) => w.id)]),
    );
    expect(Number(held!.cents)).toBe(WRITERS * 200_000);
  });
});
