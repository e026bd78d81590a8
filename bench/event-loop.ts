// What CPU-heavy requests leave of the event loop, in-process through `inject` on a throw-away
// PGlite (the figures the server tests once asserted, with bounds a busy CI machine broke; the tests
// keep what the requests answer and store):
//   - one captcha puzzle drawn on the loop (ms per call, after a warm-up);
//   - the loop while 20 puzzles are drawn (on the drawing threads) beside one /auth/me: busy share
//     and delay percentiles (measured when drawing moved to threads: drawn on the loop it was busy
//     100 % with one stall of 170-700 ms; on threads 50-65 %, 90 % of its ticks within 2.2 draws);
//   - the longest stall while two members upload two 3 MB feedback pictures each (decoded in the
//     upload worker, stored as files).
// Prints figures, asserts nothing. Usage: npm run bench:event-loop
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { drawPuzzle } from '../server/captcha/draw-puzzle.ts';
import { openDatabase } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { members } from '../server/db/schema/index.ts';
import { issueToken } from '../server/services/accounts/tokens.ts';

// A database handed in: the app keeps uploaded pictures in a throw-away folder, not under .data.
const database = await openDatabase();
await prepareDatabase(database);
const app = await buildApp({ database, devEndpoints: false, captcha: { perMinute: 1_000_000 } });
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

async function memberToken(server: FastifyInstance, name: string): Promise<string> {
  const [row] = await server.db.db.insert(members).values({ name, passwordHash: 'x', inviteCode: name.toUpperCase() }).returning({ id: members.id });
  return (await issueToken(server.db.db, row!.id, new Date())).access_token;
}

function drawMs(): string {
  for (let i = 0; i < 30; i += 1) drawPuzzle({ gapX: 60 + i, pieceY: 20, seed: i });
  const runs = 50;
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) drawPuzzle({ gapX: 60 + i, pieceY: 10 + i, seed: 1000 + i });
  return `${((performance.now() - started) / runs).toFixed(2)} ms per call (mean of ${runs})`;
}

async function loopWhilePuzzles(token: string): Promise<string> {
  const puzzle = (i: number) => app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress: `10.25.0.${i}` });
  await puzzle(0);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await turn();
  const before = performance.eventLoopUtilization();
  const replies = await Promise.all([
    app.inject({ method: 'POST', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }),
    ...Array.from({ length: 20 }, (_, i) => puzzle(i + 1)),
  ]);
  const busy = performance.eventLoopUtilization(before).utilization;
  await turn();
  delay.disable();
  const ms = (n: number) => (n / 1e6).toFixed(1);
  const statuses = [...new Set(replies.map((r) => r.statusCode))].join(',');
  return `loop busy ${(busy * 100).toFixed(0)} %; delay max ${ms(delay.max)} ms, p99 ${ms(delay.percentile(99))} ms, p90 ${ms(delay.percentile(90))} ms, mean ${ms(delay.mean)} ms over ${delay.count} samples (answers ${statuses})`;
}

async function stallWhileUploads(tokens: string[]): Promise<string> {
  const picture = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3 * 1024 * 1024 - 8)]).toString('base64');
  const upload = (token: string, image: string) =>
    app.inject({ method: 'POST', url: '/api/member/feedback', headers: { authorization: `Bearer ${token}` }, payload: { content: 'bench upload', image } });
  // The upload worker starts on first use; that start is not what is measured.
  await upload(tokens[0]!, picture.slice(0, 4096));
  let worst = 0;
  let last = performance.now();
  const sampler = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  try {
    const replies = await Promise.all(tokens.flatMap((token) => [1, 2].map(() => upload(token, picture))));
    return `longest stall ${worst.toFixed(0)} ms (sampled every 5 ms; answers ${[...new Set(replies.map((r) => r.statusCode))].join(',')})`;
  } finally {
    clearInterval(sampler);
  }
}

try {
  const suffix = randomBytes(3).toString('hex');
  const [first, second] = [await memberToken(app, `bench${suffix}a`), await memberToken(app, `bench${suffix}b`)];
  console.log(`drawPuzzle on the loop:            ${drawMs()}`);
  console.log(`20 puzzles and /auth/me at once:   ${await loopWhilePuzzles(first)}`);
  console.log(`two members upload 2 × 3 MB each:  ${await stallWhileUploads([first, second])}`);
} finally {
  await app.close();
  await database.close();
}
