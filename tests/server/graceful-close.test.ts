// @vitest-environment node
// Runs in the PGlite pass only (vite.config.ts `databaseFree`): each server here has its own folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoToken, freePort, waitUp } from '../harness/server-process';

const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** `npm start` (scripts/start.mjs) on a free port with a database folder of its own, once it answers. */
async function startServer(env: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'lobby-graceful-'));
  folders.push(root);
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_BUILD: '1', LOBBY_DIST: root, DATA_DIR: join(root, 'db'), PORT: String(port), DEV_ENDPOINTS: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  const heard: (() => void)[] = [];
  const onData = (chunk: Buffer) => {
    log += chunk.toString();
    heard.splice(0).forEach((wake) => wake());
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  await waitUp(`http://127.0.0.1:${port}/api/health`, child);
  /** Resolves once the log matches `pattern`. */
  const logged = async (pattern: RegExp) => {
    while (!pattern.test(log)) await new Promise<void>((wake) => heard.push(wake));
  };
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: performance.now() })));
  return { child, port, base: `http://127.0.0.1:${port}`, log: () => log, logged, exited };
}

async function openSocket(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

/** Whether a new connection to `port` is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

const loginBody = JSON.stringify({ name: 'nobody', password: 'wrong-one' });
// `Expect: 100-continue`: the server answers "100 Continue" once the request is in its hands (in flight).
const loginHead = `POST /api/auth/login?lang=en HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${Buffer.byteLength(loginBody)}\r\n\r\n`;

/** Sends the head and half the body of a login, resolved once the server has the request in flight. */
async function halfSent(socket: Socket): Promise<void> {
  const continued = once(socket, 'data');
  socket.write(loginHead);
  expect(String((await continued)[0])).toMatch(/^HTTP\/1\.1 100 Continue/);
  socket.write(loginBody.slice(0, 10));
}

describe('SIGTERM closes the server gracefully', () => {
  it('refuses new connections at once, answers the request in flight, ends the live stream cleanly, does not wait for an idle keep-alive, and exits 0', { timeout: 120_000 }, async () => {
    const server = await startServer();
    const token = await demoToken(`${server.base}/api`);
    // A live stream, past its snapshot.
    const stream = await fetch(`${server.base}/api/member/live`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let streamed = '';
    while (!streamed.includes('event: snapshot')) streamed += (await reader.read()).value ?? '';
    // An idle keep-alive connection (72 s of keep-alive by default).
    const idle = await openSocket(server.port);
    idle.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await once(idle, 'data');
    const idleClosed = once(idle, 'close');
    // A request in flight: its headers and half its body.
    const busy = await openSocket(server.port);
    await halfSent(busy);
    let answer = '';
    busy.on('data', (chunk: Buffer) => (answer += chunk.toString()));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await server.logged(/SIGTERM received: no new connections/);
    expect(await refused(server.port)).toBe(true);
    // The stream ends as a server ending it does (the lobby then reconnects at once), not with a reset.
    let end: IteratorResult<string>;
    do end = await reader.read();
    while (!end.done);
    await idleClosed;
    expect(server.child.exitCode).toBeNull();
    busy.write(loginBody.slice(10));
    await once(busy, 'close');
    // The login's own refusal (wrong password or its captcha), from a database still open: not a 500 or 503.
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    expect(server.log()).toMatch(/"msg":"closed: exiting 0"/);
    console.log(`exit ${Math.round(at - signalled)} ms after SIGTERM, with a live stream, an idle keep-alive and a request in flight`);
  });

  it('cuts a request still unfinished at SHUTDOWN_GRACE_SECONDS and still exits 0', { timeout: 120_000 }, async () => {
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: '1' });
    const stuck = await openSocket(server.port);
    stuck.on('error', () => undefined);
    await halfSent(stuck);
    const cut = once(stuck, 'close');
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await cut;
    const cutAfter = performance.now() - signalled;
    expect(cutAfter).toBeGreaterThanOrEqual(900);
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(8000);
    expect(server.log()).toMatch(/1 connections still busy after 1 s \(SHUTDOWN_GRACE_SECONDS\), cut/);
    console.log(`request cut ${Math.round(cutAfter)} ms after SIGTERM (deadline 1 s), exit ${Math.round(at - signalled)} ms after it`);
  });
});
