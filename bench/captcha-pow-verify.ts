// What the captcha's proof-of-work costs the server: making a challenge (one PBKDF2 at the
// configured cost, per puzzle handed out), verifying a solution (the key-signature fast path: two
// HMACs, no PBKDF2), and a whole `POST /api/auth/check` (validation, the spending UPDATE … RETURNING,
// the pow, the drag) on an in-process app over a throw-away PGlite in memory (or DATABASE_URL).
// Plain keys are used for the whole check so no puzzle drawing is counted.
// Usage: npx tsx bench/captcha-pow-verify.ts [-- checks]   (default 300)
import { buildApp } from '../server/app.ts';
import { issuePow, powSolutionAt, powSolved } from '../server/captcha/pow.ts';
import { captchaPow } from '../domain/contracts/captcha-types.ts';

const n = Number(process.argv[2] ?? 300);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)]!;
const expiresAt = () => new Date(Date.now() + 300_000);

// Challenge creation, slider and plain ranges alike (the counter's range does not change it).
const made: number[] = [];
const issued = [];
for (let i = 0; i < n; i += 1) {
  const start = performance.now();
  issued.push(await issuePow(i % 2 === 0 ? 'slider' : 'plain', captchaPow.cost, expiresAt()));
  made.push(performance.now() - start);
}
console.info(`challenge creation (PBKDF2 ${captchaPow.cost} iterations): median ${median(made).toFixed(2)} ms, p99 ${p99(made).toFixed(2)} ms per puzzle`);

const solutions = await Promise.all(issued.map((p) => powSolutionAt(p.challenge, p.counter)));
const verified: number[] = [];
for (let i = 0; i < n; i += 1) {
  const start = performance.now();
  if (!(await powSolved(issued[i]!.challenge, issued[i]!.secret, solutions[i]))) throw new Error('a right solution failed');
  verified.push((performance.now() - start) * 1000);
}
const wrong: number[] = [];
for (let i = 0; i < n; i += 1) {
  const start = performance.now();
  if (await powSolved(issued[i]!.challenge, issued[i]!.secret, { counter: 1, derivedKey: 'ab'.repeat(32) })) throw new Error('a wrong solution passed');
  wrong.push((performance.now() - start) * 1000);
}
console.info(`pow verify: median ${median(verified).toFixed(0)} µs, p99 ${p99(verified).toFixed(0)} µs (a wrong one: median ${median(wrong).toFixed(0)} µs)`);

const app = await buildApp({ databaseUrl: process.env.DATABASE_URL, devEndpoints: true, captcha: { plainPerHour: n + 10 } });
try {
  const keys: { key: string; pow: unknown }[] = [];
  const plainMs: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    const { key } = (await app.inject({ method: 'POST', url: '/api/auth/captcha/plain' })).json<{ key: string }>();
    plainMs.push(performance.now() - start);
    keys.push({ key, pow: (await app.inject({ method: 'GET', url: `/api/dev/captcha/${key}` })).json<{ pow: unknown }>().pow });
  }
  const checks: number[] = [];
  for (const payload of keys) {
    const start = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/auth/check', payload });
    checks.push((performance.now() - start) * 1000);
    if (res.statusCode !== 200) throw new Error(`check failed: ${res.body}`);
  }
  console.info(`POST /auth/captcha/plain (limit upsert, challenge, insert): median ${median(plainMs).toFixed(2)} ms, p99 ${p99(plainMs).toFixed(2)} ms`);
  console.info(`POST /auth/check, whole (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): median ${median(checks).toFixed(0)} µs, p99 ${p99(checks).toFixed(0)} µs per check`);
} finally {
  await app.close();
}
