// The database round trips of one transfer (docs/architecture.md §6, so the ledger keeps up): builds the app on
// PGlite in memory (or PostgreSQL when DATABASE_URL is set), funds one member, sends warm-up
// transfers, then lists every statement the next `POST /api/game/deposit` sends to the database,
// BEGIN and COMMIT included. Prints, asserts nothing (tests/server/ledger-statements.test.ts does).
// Usage: npx tsx bench/ledger-queries.ts [transfers to list, default 1]
import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { fundMembers } from '../tests/harness/funded-members.ts';
import { statementsOf } from '../tests/harness/statement-log.ts';

const listed = Number(process.argv[2] ?? 1);
const url = process.env.DATABASE_URL;
const pgSchema = `ledger_queries_${randomBytes(4).toString('hex')}`;
const database = await openDatabase(url ? { url, pgSchema } : {});
const [member] = await fundMembers(database, { count: 1, centreCents: 1_000_000, providerCents: 1_000_000, prefix: `lq${randomBytes(2).toString('hex')}` });
const app = await buildApp({ database, devEndpoints: false });
let n = 0;
const transfer = async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/game/deposit',
    headers: { authorization: `Bearer ${member!.token}`, 'idempotency-key': `lq-${n}` },
    payload: { api_code: member!.apiCode, money: '1.00', direction: n++ % 2 === 0 ? 'in' : 'out' },
  });
  if (res.statusCode !== 200) throw new Error(`transfer answered ${res.statusCode}: ${res.body}`);
};
try {
  for (let i = 0; i < 3; i += 1) await transfer();
  for (let i = 0; i < listed; i += 1) {
    const log = await statementsOf(transfer);
    console.log(`${url ? 'postgresql' : 'pglite'}: transfer ${i + 1}, ${log.length} statements`);
    log.forEach((q, k) => console.log(`  ${String(k + 1).padStart(2)}. ${q.slice(0, 220)}`));
  }
} finally {
  await app.close();
  if (url) await database.withConnection((sql) => sql.exec(`DROP SCHEMA ${pgSchema} CASCADE`));
  await database.close();
}
