// Two servers compared under the same load, in alternating rounds (a, b, a, b …), for a machine whose
// other load comes and goes: one long run of each, one after the other, compares two different
// machines (on a shared 2-core box the same pair read 24 % and 202 % in two runs). Each round pair
// gives a share (b's requests/s over a's); the median of those is the figure. Beside it, each server's
// CPU time per request (Linux /proc/<pid>/stat, every thread of the process), which load from other
// processes barely moves: a's over b's is the same share as the machine would show if it were idle
// and the servers CPU-bound.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

export interface Target {
  title: string;
  url: string;
  /** The serving process, for its CPU time; none: no CPU figure. */
  pid?: number;
}

interface Totals {
  requests: number;
  cpuMs: number;
  p99: number[];
}

export interface Alternated {
  /** Median over round pairs of b's requests/s / a's. */
  share: number;
  low: number;
  high: number;
  /** a's CPU ms per request / b's (NaN without /proc or pids). */
  cpuShare: number;
  /** CPU µs per request of each. */
  cpuPerRequest: [number, number];
  /** Requests/s of each over all its rounds, and the median p99 of its rounds. */
  rps: [number, number];
  p99: [number, number];
}

/** User + system CPU ms of a process so far (clock ticks of 10 ms), or NaN where /proc is missing. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    // Fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function round(target: Target, seconds: number, connections: number, into: Totals): Promise<number> {
  const before = cpuMs(target.pid);
  const result = await autocannon({ url: target.url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  into.cpuMs += cpuMs(target.pid) - before;
  into.requests += result.requests.total;
  into.p99.push(result.latency.p99);
  return result.requests.total / seconds;
}

/** `rounds` pairs of `seconds` each after a one-second warm-up of both. */
export async function alternate(a: Target, b: Target, rounds: number, seconds: number, connections: number): Promise<Alternated> {
  for (const t of [a, b]) await autocannon({ url: t.url, connections, duration: 1 });
  const ta: Totals = { requests: 0, cpuMs: 0, p99: [] };
  const tb: Totals = { requests: 0, cpuMs: 0, p99: [] };
  const shares: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    // Which side goes first alternates too, so a load that rises through a pair favours neither.
    let ra: number;
    let rb: number;
    if (i % 2 === 0) {
      ra = await round(a, seconds, connections, ta);
      rb = await round(b, seconds, connections, tb);
    } else {
      rb = await round(b, seconds, connections, tb);
      ra = await round(a, seconds, connections, ta);
    }
    shares.push(rb / ra);
  }
  const perRequest = (t: Totals) => (t.cpuMs * 1000) / t.requests;
  return {
    share: median(shares),
    low: Math.min(...shares),
    high: Math.max(...shares),
    cpuShare: perRequest(ta) / perRequest(tb),
    cpuPerRequest: [perRequest(ta), perRequest(tb)],
    rps: [ta.requests / (rounds * seconds), tb.requests / (rounds * seconds)],
    p99: [median(ta.p99), median(tb.p99)],
  };
}
