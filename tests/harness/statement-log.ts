// Records every statement this process sends to the database, on PGlite and on node-postgres (the
// driver prototypes are wrapped), BEGIN and COMMIT included. Used by bench/ledger-queries.ts and
// tests/server/ledger-statements.test.ts to count a transfer's round trips.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Method = (this: unknown, ...args: unknown[]) => unknown;
let log: string[] | null = null;
let installed = false;

const note = (text: unknown) =>
  log?.push(String(typeof text === 'object' && text && 'text' in text ? text.text : text).replace(/\s+/g, ' ').trim());

function wrap(target: Record<string, Method>, method: string): void {
  const original = target[method]!;
  target[method] = function (this: unknown, ...args: unknown[]) {
    note(args[0]);
    return original.apply(this, args);
  };
}

function install(): void {
  if (installed) return;
  installed = true;
  wrap(pg.Client.prototype as unknown as Record<string, Method>, 'query');
  const pglite = PGlite.prototype as unknown as Record<string, Method>;
  wrap(pglite, 'query');
  wrap(pglite, 'exec');
  const transaction = pglite.transaction!;
  pglite.transaction = function (this: unknown, fn: unknown) {
    note('BEGIN (PGlite transaction)');
    return transaction.call(this, async (tx: Record<string, Method>) => {
      wrap(tx, 'query');
      wrap(tx, 'exec');
      try {
        return await (fn as (t: unknown) => Promise<unknown>)(tx);
      } finally {
        note('COMMIT or ROLLBACK (PGlite transaction)');
      }
    });
  };
}

/** The statements `run` sends (nothing else may use the database meanwhile). */
export async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  install();
  const seen: string[] = [];
  log = seen;
  try {
    await run();
  } finally {
    log = null;
  }
  return seen;
}
