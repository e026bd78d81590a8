// The daily Yu-EBao interest job (docs/architecture.md §8): how long the `yuebao-interest`
// run takes for N holdings with one day due, on PGlite and, when DATABASE_URL is set, on PostgreSQL
// (a throw-away schema). Members and their holdings are written straight into the database, each
// holding's money moved in through the ledger; then the job runs once as its runner would and the
// books are read. Prints holdings per second and how long member rows stay locked; asserts nothing.
// Usage: npm run bench:interest [-- holdings]   (default 5000)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database, type DatabaseOptions } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { yuebaoInterestJob } from '../server/jobs/yuebao-interest.ts';
import { runJob } from '../server/jobs/run-job.ts';
import { house, ledgerTotals, move } from '../server/services/money/ledger.ts';
import { previousDay, yuebaoOf } from '../server/services/money/yuebao-interest.ts';
import { serverDay } from '../domain/time/operator-time.ts';
import { accountsOffTheirEntries } from '../tests/harness/funded-members.ts';
import { loadAverage } from '../tests/harness/server-process.ts';

const holdings = Number(process.argv[2] ?? 5000);
const DAY_MS = 24 * 3600_000;

/** N members, each holding 1,000.00 in the flexible plan since the day before `now`'s yesterday. */
async function seedHoldings(database: Database, now: Date, prefix: string): Promise<void> {
  const { db } = database;
  const today = serverDay(now);
  const [plan] = await database.withConnection((sql) => sql.rows<{ id: number }>(`SELECT id FROM yuebao_plans WHERE term_days = 0 ORDER BY id LIMIT 1`));
  const ids = await database.withConnection((sql) =>
    sql.rows<{ id: number }>(
      `INSERT INTO members (name, password_hash, invite_code) SELECT $1 || g, 'x', upper($1) || g FROM generate_series(1, $2::int) g RETURNING id`,
      [prefix, holdings],
    ),
  );
  for (const { id } of ids) {
    await move(db, { kind: 'opening', memberId: id, from: house('opening'), to: yuebaoOf(id, plan!.id), amountCents: 1_000_00 });
  }
  const since = previousDay(previousDay(today));
  await database.withConnection((sql) =>
    sql.rows(
      `INSERT INTO yuebao_holdings (member_id, plan_id, accrued_through, low_day, low_cents)
       SELECT id, $2::int, $3::date, $3::date, 100000 FROM members WHERE name LIKE $1 || '%'`,
      [prefix, plan!.id, since],
    ),
  );
}

async function measure(title: string, options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  try {
    await prepareDatabase(database);
    const now = new Date(Date.now() + 2 * DAY_MS);
    const prefix = `bi${randomBytes(3).toString('hex')}m`;
    await seedHoldings(database, now, prefix);
    const load = loadAverage();
    const started = performance.now();
    const outcome = await runJob(database.db, yuebaoInterestJob, now, 'ops');
    const ms = performance.now() - started;
    const rows = outcome.ran ? outcome.rows : 0;
    const totals = await ledgerTotals(database.db);
    const off = await accountsOffTheirEntries(database);
    console.log(
      `${title.padEnd(12)} ${rows} holdings in ${(ms / 1000).toFixed(2)} s = ${Math.round(rows / (ms / 1000))} holdings/s` +
        `  (load ${load} → ${loadAverage()}); books: accounts ${totals.accounts}, entries ${totals.entries}, off ${off}`,
    );
  } finally {
    await database.close();
  }
}

await measure('PGlite', {});
if (process.env.DATABASE_URL) await measure('PostgreSQL', { url: process.env.DATABASE_URL, pgSchema: `bench_interest_${randomBytes(3).toString('hex')}` });
