// bench/live's clients, in a process of their own so their memory and CPU are not the server's:
// opens one live stream per member, spread over many loopback addresses (127.10.x.y) so that no
// address passes the server's shipped caps (CONNECTIONS_PER_ADDRESS, LIVE_STREAMS_PER_ADDRESS),
// then on the parent's word times transfers → the member's stream receiving the new balance.
// Spoken to over IPC (bench/live.ts): argv = base URL, members JSON file, streams per address.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { get, type ClientRequest } from 'node:http';
import type { FundedMember } from '../tests/harness/funded-members.ts';

export type ClientsCommand = { run: 'events'; events: number; concurrency: number } | { run: 'close' };
export type ClientsReport = { opened: number; ms: number; failed: string[] } | { latencies: number[] } | { lost: number };

const [base = '', membersFile = '', perAddressText = '100'] = process.argv.slice(2);
const members = JSON.parse(readFileSync(membersFile, 'utf8')) as FundedMember[];
const perAddress = Number(perAddressText);
/** Streams being opened at once: the server reads each one's snapshot from its database. */
const OPENING = 100;
const url = new URL(base);
const send = (report: ClientsReport) => process.send!(report);

const requests: ClientRequest[] = [];
const waiting = new Map<number, (at: number) => void>();
let closing = false;
let lost = 0;

/** The `n`-th loopback address: 127.10.0.1, …, 127.10.0.250, 127.10.1.1, … */
const address = (n: number) => `127.10.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** Opens member `i`'s stream; resolves once its snapshot arrived, rejects with what the server answered otherwise. */
function open(i: number): Promise<void> {
  const member = members[i]!;
  return new Promise((resolve, reject) => {
    const request = get(
      { host: url.hostname, port: url.port, path: '/api/member/live', localAddress: address(Math.floor(i / perAddress)), headers: { authorization: `Bearer ${member.token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          if (text.includes('event: snapshot')) resolve();
          if (text.includes('event: money')) {
            waiting.get(i)?.(performance.now());
            waiting.delete(i);
          }
        });
        res.on('close', () => void (closing || (lost += 1)));
      },
    );
    request.on('error', reject);
    requests.push(request);
  });
}

/** Moves 1.00 of a member's centre wallet into its game wallet; resolves with request sent → its stream had the new balance (ms). */
async function moneyEvent(i: number): Promise<number> {
  const member = members[i]!;
  const received = new Promise<number>((resolve) => waiting.set(i, resolve));
  const sent = performance.now();
  const res = await fetch(`${base}/api/game/deposit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ api_code: member.apiCode, money: '1.00', direction: 'in' }),
  });
  if (res.status !== 200) throw new Error(`transfer answered ${res.status}: ${await res.text()}`);
  return (await received) - sent;
}

async function events(count: number, concurrency: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = (next * 7919) % members.length;
      next += 1;
      latencies.push(await moneyEvent(i));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

const failed: string[] = [];
const opening = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: OPENING }, async () => {
    while (next < members.length) {
      const i = next++;
      await open(i).catch((error: Error) => failed.push(`${i}: ${error.message}`));
    }
  }),
);
send({ opened: members.length - failed.length, ms: performance.now() - opening, failed: failed.slice(0, 5) });

process.on('message', (command: ClientsCommand) => {
  if (command.run === 'events') {
    void events(command.events, command.concurrency).then((latencies) => send({ latencies }));
    return;
  }
  closing = true;
  send({ lost });
  for (const request of requests) request.destroy();
  process.disconnect?.();
});
