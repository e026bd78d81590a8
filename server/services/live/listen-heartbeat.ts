import type pg from 'pg';
import { pgDeadlines } from '../../db/deadlines.ts';

export interface HeartbeatTimes {
  /** From one answered heartbeat to the next one's start. */
  everyMs: number;
  /** How long one may take before the connection counts as lost. */
  deadlineMs: number;
}

/**
 * Checks an otherwise idle connection with `SELECT 1` every `everyMs` (docs/architecture.md,
 * "Readiness and a database outage"). A network that drops packets without a reset gives the
 * driver no error for minutes (TCP keepalive gives up after about 11), so the LISTEN connection
 * would look up while no NOTIFY arrives. `missed` is called once, with why, when a heartbeat fails
 * or has no answer within `deadlineMs`; the caller ends the connection, which starts its reconnect.
 * Returns the stop (called on a loss or a close); one heartbeat at a time, never overlapping.
 */
export function startHeartbeat(client: pg.Client, missed: (error: Error) => void, times: HeartbeatTimes = { everyMs: pgDeadlines.heartbeatEveryMs, deadlineMs: pgDeadlines.heartbeatDeadlineMs }): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const beat = async () => {
    let deadline: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => reject(new Error(`the LISTEN connection's heartbeat had no answer within ${times.deadlineMs} ms`)), times.deadlineMs).unref();
    });
    try {
      await Promise.race([client.query('SELECT 1'), late]);
      if (!stopped) timer = setTimeout(() => void beat(), times.everyMs).unref();
    } catch (error) {
      if (stopped) return;
      stopped = true;
      missed(error instanceof Error ? error : new Error(String(error)));
    } finally {
      clearTimeout(deadline);
    }
  };
  timer = setTimeout(() => void beat(), times.everyMs).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
