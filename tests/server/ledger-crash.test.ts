// @vitest-environment node
// A crash (docs/architecture.md §6): the real server process on a PGlite data dir is SIGKILLed in the middle of a
// burst of transfers and restarted on the same dir; no answered transfer is lost or doubled and
// the books still balance. Members are funded in the database before the first start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accountsOffTheirEntries, fundMembers, type FundedMember } from '../harness/funded-members.ts';
import { freePort, waitUp } from '../harness/server-process.ts';
import { openDatabase } from '../../server/db/client.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';

const root = mkdtempSync(join(tmpdir(), 'ledger-crash-'));
const dataDir = join(root, 'db');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const START_CENTS = 1_000_000;
const BURST = 300;
const WORKERS = 20;
/** Answers to wait for before the kill: the rest of the burst is in flight or not yet sent. */
const KILL_AFTER = 80;

/** `npm start` without the build (scripts/start.mjs), PGlite on `dataDir`; stderr kept for failures. */
async function start(): Promise<{ child: ChildProcess; base: string; log: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_BUILD: '1', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitUp(`${base}/api/health`, child, 60).catch((error: Error) => {
    throw new Error(`${error.message}\n${log}`);
  });
  return { child, base, log: () => log };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

interface Transfer {
  key: string;
  member: FundedMember;
  direction: 'in' | 'out';
  cents: number;
}

const send = (base: string, t: Transfer) =>
  fetch(`${base}/api/game/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.member.token}`, 'idempotency-key': t.key },
    body: JSON.stringify({ api_code: t.member.apiCode, money: (t.cents / 100).toFixed(2), direction: t.direction }),
  });

describe('a server killed in the middle of a burst of transfers', () => {
  // About 13 s on a quiet machine; the timeout leaves room for a machine busy with other suites.
  it('restarts with every answered transfer in the ledger once and the books balanced', { timeout: 240_000 }, async () => {
    const setup = await openDatabase({ dataDir });
    const members = await fundMembers(setup, { count: 5, centreCents: START_CENTS, providerCents: START_CENTS, prefix: 'crash' });
    await setup.close();

    // Each member alternates in/out with amounts that differ, far below its balances.
    const burst: Transfer[] = Array.from({ length: BURST }, (_, n) => ({
      key: `crash-${n}`,
      member: members[n % members.length]!,
      direction: Math.floor(n / members.length) % 2 === 0 ? 'in' : 'out',
      cents: 100 + n,
    }));

    const first = await start();
    const answered: { transfer: Transfer; body: string }[] = [];
    let next = 0;
    let unanswered = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < burst.length) {
        const transfer = burst[next++]!;
        let status: number;
        let body: string;
        try {
          const res = await send(first.base, transfer);
          [status, body] = [res.status, await res.text()];
        } catch (error) {
          // Only the kill may cut a request short.
          if (!killed) throw error;
          unanswered += 1;
          continue;
        }
        expect(status, body).toBe(200);
        answered.push({ transfer, body });
        if (answered.length >= KILL_AFTER && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await exited(first.child);
    expect(killed).toBe(true);
    // The kill landed mid-burst: some requests were in flight and never got an answer.
    expect(unanswered).toBeGreaterThan(0);
    const attempted = next;

    const second = await start();
    for (const { transfer, body } of answered) {
      const res = await send(second.base, transfer);
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed'), transfer.key).toBe('true');
      expect(await res.text(), transfer.key).toBe(body);
    }
    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode, second.log()).toBe(0);

    const check = await openDatabase({ dataDir });
    try {
      expect(await ledgerTotals(check.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
      expect(await accountsOffTheirEntries(check)).toBe(0);
      const rows = await check.withConnection((sql) =>
        sql.rows<{ key: string; member_id: number; amounts: string[] }>(
          `SELECT t.idempotency_key AS key, t.member_id, array_agg(e.amount_cents::text ORDER BY e.id) AS amounts
           FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
           WHERE t.idempotency_key LIKE 'http:%:crash-%' GROUP BY t.id`,
        ),
      );
      const moved = new Map<string, { memberId: number; amounts: number[] }[]>();
      for (const r of rows) {
        const key = r.key.slice(r.key.lastIndexOf(':') + 1);
        moved.set(key, [...(moved.get(key) ?? []), { memberId: r.member_id, amounts: r.amounts.map(Number) }]);
      }
      // Every answered transfer moved its amount exactly once; nothing unsent moved at all.
      for (const { transfer } of answered) {
        expect(moved.get(transfer.key), transfer.key).toEqual([{ memberId: transfer.member.id, amounts: [-transfer.cents, transfer.cents] }]);
      }
      expect(moved.size).toBeGreaterThanOrEqual(answered.length);
      expect(moved.size).toBeLessThanOrEqual(attempted);
      // Transfers only move money between a member's own accounts: each member keeps its total.
      const totals = await check.withConnection((sql) =>
        sql.rows<{ member_id: number; total: string }>(`SELECT member_id, sum(balance_cents)::text AS total FROM ledger_accounts WHERE kind <> 'house' GROUP BY member_id`),
      );
      for (const m of members) expect(Number(totals.find((r) => r.member_id === m.id)?.total)).toBe(2 * START_CENTS);
    } finally {
      await check.close();
    }
  });
});
