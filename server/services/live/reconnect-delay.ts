/** The first retry of a lost LISTEN connection: a dropped connection (an administrator's kill) is usually back at once. */
const FIRST_MS = 50;
/**
 * The longest pause between two attempts while PostgreSQL is down: low enough that every process
 * listens again within about 2 s of the database's return (README, "Operating it"), high enough
 * that N processes retrying cost the database nothing.
 */
const MAX_MS = 2000;

/**
 * The pause before reconnect attempt `failures + 1` (0 failures: the first attempt): 50 ms, then
 * doubling from 200 ms up to 2 s, each drawn between half and all of it so the processes of a
 * cluster do not knock on a restarting database in step.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  if (failures <= 0) return FIRST_MS;
  const full = Math.min(MAX_MS, 100 * 2 ** failures);
  return Math.round(full * (0.5 + random() / 2));
}
