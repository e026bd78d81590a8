// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, waitUp } from '../harness/server-process';

const children: ChildProcess[] = [];
const folders: string[] = [];

/** `npm start` as a user runs it (scripts/start.mjs), without the build step, with its log kept. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_BUILD: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  children.push(child);
  return { child, log: () => log };
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('start-up as npm start runs it', () => {
  it('creates a nested data folder, seeds it and serves the API as the demo with the dev endpoints off; restarted on it with them on, then in production with the stand-ins named, says so loudly', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lobby-start-'));
    folders.push(root);
    const dataDir = join(root, 'not', 'yet', 'there');
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitUp(`http://127.0.0.1:${port}/api/health`, first.child);

    expect(existsSync(dataDir)).toBe(true);
    const configs = await fetch(`http://127.0.0.1:${port}/api/system/configs`);
    expect(configs.status).toBe(200);
    const sms = await fetch(`http://127.0.0.1:${port}/api/dev/sms?phone=%2B8613800000001`);
    expect(sms.status).toBe(404);
    expect(first.log()).not.toMatch(/DEV ENDPOINTS ARE ON/);
    // One line lists the stand-ins, and the lobby hears of them for its "Demo" marker.
    expect(first.log()).toMatch(/DEMO MODE, stand-ins on: demo payment page \(DEMO_PAYMENTS\)[^\n]*; console SMS \(CONSOLE_SMS\)[^;\n]*\. See \\"Production checklist/);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/system/stand-ins`)).json()).toEqual({ stand_ins: ['demo_payments', 'console_sms'] });
    // PGlite is one process: the second start waits until the first has let go of the folder.
    await new Promise((resolve) => {
      first.child.once('exit', resolve);
      first.child.kill('SIGTERM');
    });

    const again = start({ PORT: String(port), DATA_DIR: dataDir, DEV_ENDPOINTS: '1' });
    await waitUp(`http://127.0.0.1:${port}/api/health`, again.child);
    expect(again.log()).toMatch(/DEV ENDPOINTS ARE ON/);
    const forget = await fetch(`http://127.0.0.1:${port}/api/dev/sms?phone=%2B8613800000001`, { method: 'DELETE' });
    expect(forget.status).toBe(200);
    await new Promise((resolve) => {
      again.child.once('exit', resolve);
      again.child.kill('SIGTERM');
    });

    const named = start({ PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', DEMO_PAYMENTS: '1', CONSOLE_SMS: '1' });
    await waitUp(`http://127.0.0.1:${port}/api/health`, named.child);
    expect(named.log()).toMatch(/NODE_ENV=production WITH STAND-INS SWITCHED ON, NOT FOR REAL MONEY: demo payment page \(DEMO_PAYMENTS\)[^\n]*; console SMS \(CONSOLE_SMS\)/);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/system/stand-ins`)).json()).toEqual({ stand_ins: ['demo_payments', 'console_sms'] });
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/sms?phone=%2B8613800000001`)).status).toBe(404);
  }, 120_000);

  it('refuses NODE_ENV=production with no payment gateway or SMS transport and no stand-in named, before touching the data folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lobby-start-'));
    folders.push(root);
    const dataDir = join(root, 'db');
    const port = await freePort();
    const { child, log } = start({ PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(log()).toMatch(/^Refusing to start under NODE_ENV=production: no payment gateway plug-in \(DEMO_PAYMENTS=1 [^\n]*; no SMS transport plug-in \(CONSOLE_SMS=1 [^\n]*\. See "Production checklist" in README\.md\.\n$/);
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);

  it('refuses a misspelt NODE_ENV, and a connection cap that is not a whole number, with the message alone and no demo', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lobby-start-'));
    folders.push(root);
    for (const [env, message] of [
      [{ NODE_ENV: 'Production' }, /^NODE_ENV="Production" is not understood: set NODE_ENV=production for a real deployment[^\n]*See "Production checklist" in README\.md\.\n$/],
      [{ CONNECTIONS_PER_ADDRESS: '-1' }, /^CONNECTIONS_PER_ADDRESS=-1 is not understood: set a whole number from 1 to 1000000[^\n]*See "Configuration" in README\.md\.\n$/],
    ] as const) {
      const port = await freePort();
      const { child, log } = start({ PORT: String(port), DATA_DIR: join(root, 'db'), ...env });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(log()).toMatch(message);
      expect(log()).not.toMatch(/DEMO MODE/);
    }
    expect(existsSync(join(root, 'db'))).toBe(false);
  }, 120_000);

  it('refuses the dev endpoints under NODE_ENV=production', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lobby-start-'));
    folders.push(root);
    const port = await freePort();
    const { child, log } = start({ PORT: String(port), DATA_DIR: join(root, 'db'), DEV_ENDPOINTS: '1', NODE_ENV: 'production' });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(log()).toMatch(/DEV_ENDPOINTS=1 is refused when NODE_ENV=production/);
    expect(await fetch(`http://127.0.0.1:${port}/api/health`).then(() => 'up', () => 'down')).toBe('down');
  }, 120_000);
});
