import type { Server, Socket } from 'node:net';
import { countRefusal } from '../metrics/guard-metrics.ts';

/**
 * The counting key of a client address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64,
 * since one IPv6 subscriber is handed a whole /64 and could otherwise open the cap per address.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') && tail !== '' ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export interface ConnectionCap {
  /** Connections open now per address key (for tests and benchmarks). */
  open(): ReadonlyMap<string, number>;
}

/**
 * Caps the connections one client address holds open: one more is destroyed the moment it is
 * accepted, before the HTTP server sees it, so a refused connection costs no parser, no timer and
 * no file descriptor for longer than an instant. The server's own `connection` listeners are
 * moved behind the check for that reason. Peers that `exempt` says are trusted proxies are not
 * counted: their connections carry many clients (README, "Configuration", `CONNECTIONS_PER_ADDRESS`).
 */
export function capConnections(server: Server, perAddress: number, exempt: (address: string) => boolean): ConnectionCap {
  const open = new Map<string, number>();
  const listeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // A socket already gone has no address; there is nothing to count or serve.
    if (address === undefined) return void socket.destroy();
    if (!exempt(address)) {
      const key = addressKey(address);
      const n = open.get(key) ?? 0;
      if (n >= perAddress) {
        countRefusal('connections_per_address');
        return void socket.destroy();
      }
      open.set(key, n + 1);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left === 0) open.delete(key);
        else open.set(key, left);
      });
    }
    for (const listener of listeners) listener.call(server, socket);
  });
  return { open: () => open };
}
