// What the benchmarks and the server tests share to run the app in its own process on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; a child that exits first fails at once. */
export async function waitUp(url: string, child: ChildProcess, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 10; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Ends `child` with SIGTERM and resolves once it has exited (at once if it already has). */
export function stop(child: ChildProcess): Promise<void> {
  // A child ended by a signal has no exit code, only a signal code.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The machine may be shared: the same code measures very differently under other loads. */
export const loadAverage = (): string => loadavg().map((n) => n.toFixed(2)).join(' ');

/** The demo member's bearer token: logs in with the login captcha switched off (a dev endpoint). */
export async function demoToken(base: string): Promise<string> {
  await fetch(`${base}/dev/configs`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"vip1_is_login_captcha_open":"0"}' });
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'demo01', password: 'demo123' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return access_token;
}

/**
 * The built lobby (dist/, or LOBBY_DIST) served by `node scripts/start.mjs` on a free port with its own
 * database in `dataDir`, resolved once it answers; stop it with `stop(server)`.
 */
export async function startLobby(dataDir: string): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'start.mjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUp(`${base}/api/health`, server);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { base, server };
}
