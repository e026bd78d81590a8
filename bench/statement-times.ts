// Where a ledger bench's database time goes (docs/performance.md, "Where a transfer's time goes"):
// pg_stat_statements (the cluster loaded with BENCH_PG_STATEMENTS=1, bench/durable-postgres.ts) and
// pg_stat_wal, reset after the warm-up and read after the load, each divided by the transfers
// answered; the server process's CPU from /proc beside it.
import { readdirSync, readFileSync } from 'node:fs';
import { withPgClient } from '../tests/server/pg-admin.ts';

/** Zeroes the statement and WAL counters (creating the extension the first time). */
export function resetStatements(url: string): Promise<void> {
  return withPgClient(url, async (c) => {
    await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await c.query('SELECT pg_stat_statements_reset()');
    await c.query("SELECT pg_stat_reset_shared('wal')");
  });
}

/**
 * Lines: the database's time per transfer by statement (top 8; top 20 when the statements inside
 * functions are counted too, BENCH_PG_STATEMENTS=nested: their time is also in their caller's, and
 * in the total), WAL flushes per transfer.
 */
export function statementTimes(url: string, transfers: number): Promise<string> {
  return withPgClient(url, async (c) => {
    const { rows } = await c.query<{ calls: string; ms: number; query: string }>(
      `SELECT calls::text, total_exec_time AS ms, regexp_replace(query, '\\s+', ' ', 'g') AS query FROM pg_stat_statements
       WHERE query !~* 'pg_stat_|pg_catalog|SHOW ' ORDER BY total_exec_time DESC LIMIT ${process.env.BENCH_PG_STATEMENTS === 'nested' ? 20 : 8}`,
    );
    const [all] = (await c.query<{ ms: number; calls: string }>(`SELECT sum(total_exec_time) AS ms, sum(calls)::text AS calls FROM pg_stat_statements`)).rows;
    const [wal] = (await c.query<{ syncs: string; sync_ms: number }>('SELECT wal_sync::text AS syncs, wal_sync_time AS sync_ms FROM pg_stat_wal')).rows;
    const per = (n: number) => (n / transfers).toFixed(3);
    return [
      `database time per transfer: ${per(Number(all?.ms ?? 0))} ms in ${per(Number(all?.calls ?? 0))} statements (executor time, lock waits included; ${transfers} transfers)`,
      `WAL flushes per transfer: ${per(Number(wal?.syncs ?? 0))} (group commit folds concurrent commits into one)`,
      ...rows.map((r) => `  ${per(Number(r.calls)).padStart(6)} calls ${per(r.ms).padStart(7)} ms  ${r.query.slice(0, 110)}`),
    ].join('\n');
  });
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

/** CPU milliseconds a process and all its descendants (a PostgreSQL postmaster and its backends) have used so far. */
export function cpuMsOfTree(pid: number | undefined): number {
  if (pid === undefined) return 0;
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      children = children.concat(readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
    }
  } catch {
    // gone meanwhile
  }
  return cpuMsOf(pid) + children.reduce((sum, child) => sum + cpuMsOfTree(child), 0);
}
