import pino from 'pino';

/**
 * Where the server's log lines go: stdout, written without blocking the request that logs them
 * (docs/performance.md, "The access log"). pino's default writes each line with a synchronous
 * `write(2)` in the request's own turn, a sixth of a cached list's CPU. Here a line is handed to
 * an asynchronous write at once, and lines logged while one is in flight go out together in the
 * next; the operator still sees each line as it happens. pino flushes what is pending when the
 * process exits (a crash included); only a process killed outright (SIGKILL, out of memory) can
 * lose the last lines in flight.
 */
export function logDestination(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
