// What bench/live reads of its child processes (/proc, Linux), how it starts them with enough file
// descriptors (each open stream holds one socket on each side) and speaks to its clients' process.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientsCommand, ClientsReport } from './live-clients.ts';

const ticks = 100; // USER_HZ on Linux

/** The resident set of a process, in kB. */
export const rssKb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** utime + stime of a process, in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
}

/** The process's CPU over `ms` of wall time, as a share of one core. */
export async function idleShare(pid: number, ms: number): Promise<number> {
  const cpuStart = cpuMs(pid);
  const start = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  return (cpuMs(pid) - cpuStart) / (performance.now() - start);
}

/** The soft and hard limits of open files of this process (children inherit them). */
export function fdLimits(): { soft: number; hard: number } {
  const line = /Max open files\s+(\S+)\s+(\S+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  const value = (text = '') => (text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text));
  return { soft: value(line?.[1]), hard: value(line?.[2]) };
}

/**
 * Runs `node <args>` with its soft limit of open files raised to `fds` (`ulimit -n`, which needs no
 * privilege up to the hard limit). Throws when the hard limit is lower: then raise it first
 * (`ulimit -Hn`, as root, or `LimitNOFILE` in a systemd unit).
 */
export function spawnWithFds(fds: number, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; stdio: StdioOptions }): ChildProcess {
  const { hard } = fdLimits();
  if (hard < fds) throw new Error(`bench:live needs ${fds} open files per process; the hard limit is ${hard} (ulimit -Hn)`);
  const quoted = [process.execPath, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  // exec: the pid is node's own, so /proc/<pid> reads the server, and the IPC channel's descriptor is kept.
  return spawn('/bin/sh', ['-c', `ulimit -n ${fds} && exec ${quoted}`], options);
}

const root = join(import.meta.dirname, '..');
/** Streams from one loopback address: under both shipped caps (CONNECTIONS_PER_ADDRESS 256, LIVE_STREAMS_PER_ADDRESS 200). */
export const STREAMS_PER_ADDRESS = 100;

/** The next report of the clients' process that carries `key`. */
export async function report<K extends string>(clients: ChildProcess, key: K): Promise<Extract<ClientsReport, Record<K, unknown>>> {
  for (;;) {
    const [message] = (await once(clients, 'message')) as [ClientsReport];
    if (key in message) return message as Extract<ClientsReport, Record<K, unknown>>;
  }
}

/**
 * Opens a stream per member of `membersFile` on the server at `base`, from a process of their own
 * (bench/live-clients.ts) allowed `fds` open files; resolves once every stream had its snapshot.
 */
export async function openStreams(fds: number, base: string, membersFile: string): Promise<{ clients: ChildProcess; ms: number }> {
  const clients = spawnWithFds(fds, ['--import', 'tsx', join(root, 'bench/live-clients.ts'), base, membersFile, String(STREAMS_PER_ADDRESS)], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const opened = await report(clients, 'opened');
  if (opened.failed.length) throw new Error(`${opened.failed.length} streams failed to open: ${opened.failed.join('; ')}`);
  return { clients, ms: opened.ms };
}

/** Closes the clients' streams and waits for their process to exit; says how many the server ended first. */
export async function release(clients: ChildProcess): Promise<void> {
  clients.send({ run: 'close' } satisfies ClientsCommand);
  const { lost } = await report(clients, 'lost');
  if (lost) console.log(`streams that ended before the bench closed them: ${lost}`);
  await once(clients, 'exit');
}
