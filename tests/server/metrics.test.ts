// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTimerJobs } from '../../server/jobs/timer-runner.ts';
import { jobs } from '../../server/jobs/registry.ts';
import { openLive } from './live-stream.ts';
import { newMember, startTestApp, type Token } from './test-app.ts';

// The metrics port of an app (server/plugins/metrics.ts), scraped over HTTP as Prometheus does.
// One captcha a minute, so the second is a guard's refusal.
const t = await startTestApp({ metrics: { port: 0, host: '127.0.0.1' }, captcha: { perMinute: 1 } });
const metricsAt = await t.app.metrics.serve();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
let closed = false;
afterAll(async () => {
  if (!closed) await t.close();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${metricsAt!.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};

/** The value of one sample, matched by name and these labels exactly (0 when absent, as a counter not yet counted). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`).sort().join(',');
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/).filter(Boolean).sort().join(',');
    if (have === want) return Number(m[3]);
  }
  return 0;
}

const transfer = (token: Token, money: string) =>
  fetch(`${base}/api/game/deposit?lang=en`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ api_code: 'rl_slot_starforge', money }),
  });

describe('metrics on their own port', () => {
  it("exports requests, ledger, guards, live streams, jobs, the pool and Node's event-loop lag", async () => {
    const text = await scrape();
    const names = [
      'lobby_http_request_duration_seconds',
      'lobby_ledger_postings_total',
      'lobby_ledger_post_seconds',
      'lobby_guard_refusals_total',
      'lobby_live_streams',
      'lobby_job_runs_total',
      'lobby_job_lag_seconds',
      'lobby_db_pool_max',
      'lobby_db_pool_open',
      'nodejs_eventloop_lag_seconds',
      ...(t.database.kind === 'postgres' ? ['lobby_db_pool_in_use', 'lobby_db_pool_waiting'] : []),
    ];
    for (const name of names) expect(text, name).toContain(`# TYPE ${name} `);
    expect(sample(text, 'lobby_db_pool_max')).toBe(t.database.kind === 'postgres' ? 10 : 1);
  });

  it('sees a transfer move the request histogram of its route and the ledger counters', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const route = { method: 'POST', route: '/api/game/deposit', status: '200' };
    const before = await scrape();
    const res = await transfer(m.token, '12.34');
    expect(res.status).toBe(200);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('lobby_http_request_duration_seconds_count', route)).toBe(1);
    expect(moved('lobby_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(1);
    expect(moved('lobby_http_request_duration_seconds_bucket', { ...route, le: '15' })).toBe(1);
    expect(moved('lobby_http_request_duration_seconds_bucket', { ...route, le: '0.005' })).toBeLessThanOrEqual(1);
    expect(moved('lobby_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(moved('lobby_ledger_postings_total', { kind: 'transfer', outcome: 'posted' })).toBe(1);
    expect(moved('lobby_ledger_post_seconds_count', { call: 'one' })).toBe(1);
    // A refused transfer is a refusal, not a posting.
    expect((await transfer(m.token, '1000.00')).status).toBe(422);
    const refused = await scrape();
    expect(sample(refused, 'lobby_ledger_postings_total', { kind: 'transfer', outcome: 'refused' }) - sample(after, 'lobby_ledger_postings_total', { kind: 'transfer', outcome: 'refused' })).toBe(1);
    expect(sample(refused, 'lobby_ledger_postings_total', { kind: 'transfer', outcome: 'posted' })).toBe(sample(after, 'lobby_ledger_postings_total', { kind: 'transfer', outcome: 'posted' }));
  });

  it('labels requests by route pattern, never by the raw URL', async () => {
    expect((await fetch(`${base}/api/nowhere/98765?probe=1`)).status).toBe(404);
    const act = await fetch(`${base}/api/act/87654`);
    const text = await scrape();
    expect(sample(text, 'lobby_http_request_duration_seconds_count', { method: 'GET', route: '(no route)', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lobby_http_request_duration_seconds_count', { method: 'GET', route: '/api/act/:id', status: String(act.status) })).toBe(1);
    expect(text).not.toContain('98765');
    expect(text).not.toContain('87654');
  });

  it('counts a guard refusal by its guard', async () => {
    const before = sample(await scrape(), 'lobby_guard_refusals_total', { guard: 'captcha' });
    expect((await fetch(`${base}/api/auth/captcha`)).status).toBe(200);
    expect((await fetch(`${base}/api/auth/captcha`)).status).toBe(429);
    expect(sample(await scrape(), 'lobby_guard_refusals_total', { guard: 'captcha' }) - before).toBe(1);
  });

  it('counts the live streams open', async () => {
    const m = await newMember(t);
    const stream = await openLive(base, m.token.access_token);
    expect(stream.status).toBe(200);
    await expect.poll(async () => sample(await scrape(), 'lobby_live_streams')).toBe(1);
    stream.close();
    await expect.poll(async () => sample(await scrape(), 'lobby_live_streams')).toBe(0);
  });

  it('counts job runs with their lag', async () => {
    const runsOf = (text: string, job: string) => ['ran', 'already_run', 'failed'].reduce((n, outcome) => n + sample(text, 'lobby_job_runs_total', { job, outcome }), 0);
    const before = await scrape();
    // The timer's first tick runs every job at once.
    const timer = startTimerJobs(t.database.db, t.app.clock, t.app.log);
    try {
      await expect.poll(async () => { const text = await scrape(); return jobs.every((job) => runsOf(text, job.name) > runsOf(before, job.name)); }, { timeout: 10_000 }).toBe(true);
    } finally {
      await timer.stop();
    }
    const after = await scrape();
    for (const job of jobs) {
      expect(runsOf(after, job.name) - runsOf(before, job.name), job.name).toBe(1);
      expect(sample(after, 'lobby_job_runs_total', { job: job.name, outcome: 'failed' }), job.name).toBe(sample(before, 'lobby_job_runs_total', { job: job.name, outcome: 'failed' }));
      expect(after, job.name).toMatch(new RegExp(`^lobby_job_lag_seconds\\{job="${job.name}"\\} \\d`, 'm'));
    }
  });

  it('is never served on the public port, and serves nothing else on its own', async () => {
    const publicReply = await fetch(`${base}/metrics`);
    expect(publicReply.status).toBe(404);
    expect(await publicReply.text()).not.toContain('lobby_');
    expect((await fetch(`${base}/api/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsAt!.port}/api/health`)).status).toBe(404);
    expect(metricsAt!.port).not.toBe((t.app.server.address() as AddressInfo).port);
  });

  it("answers this process's readiness at /ready, as /api/ready does (under start:cluster the public port's comes from any process)", async () => {
    const own = await fetch(`http://127.0.0.1:${metricsAt!.port}/ready`);
    const publicReady = await fetch(`${base}/api/ready`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(await own.json()).toEqual(await publicReady.json());
  });

  it('closes with the app', async () => {
    closed = true;
    await t.close();
    await expect(fetch(`http://127.0.0.1:${metricsAt!.port}/metrics`)).rejects.toThrow();
  });
});
