import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, waitUp } from '../harness/server-process';

export interface RunningCluster {
  child: ChildProcess;
  port: number;
  /** Everything the primary and its workers printed so far. */
  log(): string;
  /** SIGTERM, resolved once the primary has exited. */
  stop(): Promise<void>;
}

/** `npm run start:cluster -- <workers>` on a free port with only `env` (plus PATH and HOME), once it answers /api/health. */
export async function startCluster(workers: number, env: Record<string, string>): Promise<RunningCluster> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start-cluster.mjs', String(workers)], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_BUILD: '1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = () => new Promise<void>((resolve) => (child.exitCode === null ? (child.once('exit', () => resolve()), child.kill('SIGTERM')) : resolve()));
  try {
    await waitUp(`http://127.0.0.1:${port}/api/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, port, log: () => log, stop };
}
