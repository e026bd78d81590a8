import { Counter, Histogram } from 'prom-client';
import { processRegistry } from './process-registry.ts';

/** What a `ledger_post` call came to: money moved, a key replayed, refused (insufficient balance, key reused), or an error. */
export type PostingOutcome = 'posted' | 'replayed' | 'refused' | 'failed';

const postings = new Counter({
  name: 'lobby_ledger_postings_total',
  help: 'Ledger movements through ledger_post, by movement kind and outcome (counted when the call returns; a caller whose transaction then rolls back is still counted)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processRegistry],
});

const latency = new Histogram({
  name: 'lobby_ledger_post_seconds',
  help: 'Time of one ledger_post call (call="one") or of one statement posting many movements (call="batch", the interest job), round trip included',
  labelNames: ['call'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [processRegistry],
});

/**
 * Starts timing one ledger call; the returned function records its end. `kind` is the movement's
 * kind, a word the code writes (transfer, deposit, bet …), never a caller's text: the label stays bounded.
 */
export function timePosting(kind: string): (outcome: PostingOutcome) => void {
  const end = latency.startTimer({ call: 'one' });
  return (outcome) => {
    end();
    postings.inc({ kind, outcome });
  };
}

/** Starts timing one statement of many movements; the returned function records how many moved money and how many replayed. */
export function timeBatch(kinds: readonly string[]): (moved: number) => void {
  const end = latency.startTimer({ call: 'batch' });
  return (moved) => {
    end();
    // The interest job's batches are of one kind; the statement tells moved from replayed only by count.
    const kind = new Set(kinds).size === 1 ? kinds[0]! : 'mixed';
    if (moved > 0) postings.inc({ kind, outcome: 'posted' }, moved);
    if (kinds.length > moved) postings.inc({ kind, outcome: 'replayed' }, kinds.length - moved);
  };
}
