// The database round trips of one wheel spin and one red-packet claim (docs/performance.md, "Event
// payouts"): builds the app on PGlite in memory (or PostgreSQL when DATABASE_URL is set), funds one
// member, sends warm-up spins, then lists every statement the next `POST /api/wheel/award` and the
// next `POST /api/activity/redbag` send to the database. Prints, asserts nothing
// (tests/server/events-statements.test.ts does).
// Usage: npx tsx bench/event-queries.ts
import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { eventSettings } from '../server/db/schema/index.ts';
import { fundMembers } from '../tests/harness/funded-members.ts';
import { statementsOf } from '../tests/harness/statement-log.ts';

const url = process.env.DATABASE_URL;
const pgSchema = `event_queries_${randomBytes(4).toString('hex')}`;
const database = await openDatabase(url ? { url, pgSchema } : {});
const prefix = `eq${randomBytes(2).toString('hex')}m`;
const [member] = await fundMembers(database, { count: 1, centreCents: 1_000_000, providerCents: 1_000_000, prefix });
await database.db.update(eventSettings).set({ dailyChances: 1_000, dailyBudgetCents: 1_000_000_000 });
const app = await buildApp({ database, devEndpoints: false });
let n = 0;
const post = async (path: string, payload: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url: `/api${path}`, headers: { authorization: `Bearer ${member!.token}`, 'idempotency-key': `eq-${n++}` }, payload });
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
  return res.json<Record<string, unknown>>();
};
const spin = () => post('/wheel/award', { name: `${prefix}0` });
const print = (title: string, log: string[]) => {
  console.log(`${url ? 'postgresql' : 'pglite'}: ${title}, ${log.length} statements`);
  log.forEach((q, k) => console.log(`  ${String(k + 1).padStart(2)}. ${q.slice(0, 220)}`));
};
try {
  for (let i = 0; i < 3; i += 1) await spin();
  print('wheel spin', await statementsOf(spin));
  const round = await post('/redbag/start', {});
  // The claim is refused before the round's rain ends; its statements are what a claim sends.
  print('red-packet claim', await statementsOf(() => app.inject({ method: 'POST', url: '/api/activity/redbag', headers: { authorization: `Bearer ${member!.token}`, 'idempotency-key': `eq-${n++}` }, payload: { round_id: round.round_id, times: 3 } })));
} finally {
  await app.close();
  if (url) await database.withConnection((sql) => sql.exec(`DROP SCHEMA ${pgSchema} CASCADE`));
  await database.close();
}
