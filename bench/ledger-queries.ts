// The database round trips of one transfer (issue 25, "a ledger that keeps up"): builds the app on
// PGlite in memory (or PostgreSQL when DATABASE_URL is set), funds one member, sends warm-up
// transfers, then lists every statement the next `POST /api/game/deposit` sends to the database,
// BEGIN and COMMIT included. Prints, asserts nothing.
// Usage: npx tsx bench/ledger-queries.ts [transfers to list, default 1]
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { fundMembers } from './funded-members.ts';

const listed = Number(process.argv[2] ?? 1);
let log: string[] | null = null;
const note = (text: unknown) => log?.push(String(typeof text === 'object' && text && 'text' in text ? text.text : text).replace(/\s+/g, ' ').slice(0, 220));

// Every statement of either driver passes one of these methods.
type Query = (this: unknown, ...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as unknown as Query;
(pg.Client.prototype as unknown as { query: Query }).query = function (this: unknown, ...args: unknown[]) {
  note(args[0]);
  return clientQuery.apply(this, args);
};
const pgliteProto = PGlite.prototype as unknown as Record<'query' | 'exec' | 'transaction', Query>;
for (const method of ['query', 'exec'] as const) {
  const original = pgliteProto[method];
  pgliteProto[method] = function (this: unknown, ...args: unknown[]) {
    note(args[0]);
    return original.apply(this, args);
  };
}
const transaction = pgliteProto.transaction;
pgliteProto.transaction = function (this: unknown, fn: unknown) {
  note('BEGIN (PGlite transaction)');
  return transaction.call(this, async (tx: Record<'query' | 'exec', Query>) => {
    for (const method of ['query', 'exec'] as const) {
      const original = tx[method].bind(tx);
      tx[method] = (...args: unknown[]) => {
        note(args[0]);
        return original(...args);
      };
    }
    try {
      return await (fn as (t: unknown) => Promise<unknown>)(tx);
    } finally {
      note('COMMIT/ROLLBACK (PGlite transaction)');
    }
  });
};

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
    log = [];
    await transfer();
    console.log(`${url ? 'postgresql' : 'pglite'}: transfer ${i + 1}, ${log.length} statements`);
    log.forEach((q, k) => console.log(`  ${String(k + 1).padStart(2)}. ${q}`));
    log = null;
  }
} finally {
  await app.close();
  if (url) await database.withConnection((sql) => sql.exec(`DROP SCHEMA ${pgSchema} CASCADE`));
  await database.close();
}
