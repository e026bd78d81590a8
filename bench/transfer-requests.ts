// The transfers the ledger benches send (bench/ledger.ts, bench/scale.ts): POST /api/game/deposit of
// 1.00, each send the next member in turn, each member alternating in and out, each with its own key.
import type autocannon from 'autocannon';
import type { FundedMember } from '../tests/harness/funded-members.ts';

/**
 * One autocannon request whose every send is the next transfer. `keys` numbers the sends; share one
 * between runs on the same database so no Idempotency-Key repeats (a repeat would be a replay).
 */
export function transferRequests(members: FundedMember[], keys: { sent: number }, keyPrefix = 'bench'): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/game/deposit',
    setupRequest: (request) => {
      const n = keys.sent++;
      const m = members[n % members.length]!;
      const direction = Math.floor(n / members.length) % 2 === 0 ? 'in' : 'out';
      return {
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${m.token}`, 'idempotency-key': `${keyPrefix}-${n}` },
        body: JSON.stringify({ api_code: m.apiCode, money: '1.00', direction }),
      };
    },
  };
}
