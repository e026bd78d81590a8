// What a deeply nested JSON body costs the server: a body nested 10,000 deep (refused with 400 before
// it is parsed) next to a flat body of the same route, in-process through `inject` on a throw-away PGlite.
// Usage: npm run bench:nested-json [-- requests]   (default 200 of each)
import { buildApp } from '../server/app.ts';

const n = Number(process.argv[2] ?? 200);
const app = await buildApp({ devEndpoints: false });
const send = (payload: string) =>
  app.inject({ method: 'POST', url: '/api/auth/check', headers: { 'content-type': 'application/json' }, payload });
const nested = `{"name":${'['.repeat(10_000)}"x"${']'.repeat(10_000)}}`;
const flat = '{"name":"demo01"}';

async function msPerRequest(payload: string): Promise<{ ms: number; status: number }> {
  const { statusCode } = await send(payload);
  const started = performance.now();
  for (let i = 0; i < n; i += 1) await send(payload);
  return { ms: (performance.now() - started) / n, status: statusCode };
}

try {
  const deep = await msPerRequest(nested);
  const plain = await msPerRequest(flat);
  console.log(`nested 10,000 deep: ${deep.ms.toFixed(2)} ms per request (answer ${deep.status})`);
  console.log(`flat body:          ${plain.ms.toFixed(2)} ms per request (answer ${plain.status})`);
} finally {
  await app.close();
}
