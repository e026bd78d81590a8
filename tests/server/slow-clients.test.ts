// @vitest-environment node
// Slow clients cannot hold the server (README, "Configuration": REQUEST_DEADLINE_SECONDS,
// KEEP_ALIVE_SECONDS, CONNECTIONS_PER_ADDRESS). Real sockets against a listening app, with the
// limits scaled down so the file runs in seconds.
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { StartRefused } from '../../server/stand-ins/stand-in-switches.ts';
import { connectionLimitsOf } from '../../server/config/settings-of.ts';
import { createServer } from 'node:http';
import { addressKey, capConnections } from '../../server/plugins/connection-cap.ts';
import { parseTrustProxy } from '../../server/services/guards/client-address.ts';
import { trustedPeer } from '../../server/services/guards/trusted-peer.ts';
import { openLive } from './live-stream.ts';
import { closedWithin, getFrom, openSocket, slowBodyHead } from './raw-sockets.ts';
import { newMember, type TestApp } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

const DEADLINE_MS = 1000;
const KEEP_ALIVE_MS = 1000;
const CAP = 20;

let t: TestApp;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ database, connectionLimits: { requestDeadlineMs: DEADLINE_MS, keepAliveMs: KEEP_ALIVE_MS, perAddress: CAP } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  t = { app, database, sent: [], advance: () => undefined, close: async () => (await app.close(), await drop()) };
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t.close();
});

async function open(localAddress = '127.0.0.1'): Promise<Socket> {
  const socket = await openSocket(port, localAddress);
  sockets.push(socket);
  return socket;
}

describe('a request must arrive within the deadline', () => {
  it('closes a connection whose body never all comes, and one dribbling a byte at a time, with 408', async () => {
    const silent = await open();
    silent.write(slowBodyHead('/api/auth/login', 60000));
    const dribbler = await open();
    dribbler.write(slowBodyHead('/api/auth/login', 60000));
    const drip = setInterval(() => dribbler.write('{'), 200);
    try {
      const [a, b] = await Promise.all([closedWithin(silent, DEADLINE_MS + 2000), closedWithin(dribbler, DEADLINE_MS + 2000)]);
      for (const closed of [a, b]) expect(closed.text).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes a connection that sends headers slowly or nothing at all', async () => {
    const nothing = await open();
    const half = await open();
    half.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const closed = await Promise.all([closedWithin(nothing, DEADLINE_MS + 2000), closedWithin(half, DEADLINE_MS + 2000)]);
    expect(closed.map((c) => c.text)).not.toContain(expect.stringMatching(/^HTTP\/1\.1 200/));
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const socket = await open();
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const closed = await closedWithin(socket, KEEP_ALIVE_MS + 2000);
    expect(closed.text).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('leaves a live stream open long past the deadline: only receiving the request is timed', async () => {
    const member = await newMember(t);
    const stream = await openLive(`http://127.0.0.1:${port}`, member.token.access_token);
    try {
      expect(stream.status).toBe(200);
      // The deadline and the keep-alive are checked every few hundred ms: three deadlines is many checks.
      const outcome = await Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 3 * DEADLINE_MS))]);
      expect(outcome).toBe('open');
    } finally {
      stream.close();
    }
  });
});

describe('connections per client address', () => {
  it('refuses connections over the cap from one address at once, while another address is still answered', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => open('127.0.0.3')));
    for (const socket of held) socket.write(slowBodyHead('/api/auth/login', 60000));
    // The one over the cap is closed before the deadline could have closed it, with no answer.
    const over = await open('127.0.0.3');
    over.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const refused = await closedWithin(over, DEADLINE_MS / 2);
    expect(refused.text).toBe('');
    for (let i = 0; i < 5; i += 1) {
      const other = await getFrom(port, '127.0.0.2');
      // Answered, not how fast: getFrom gives up after 5 s, long before the held ones' deadline matters.
      expect(other.status).toBe('HTTP/1.1 200 OK');
    }
    // Once the held ones are closed (here by the deadline), the address is served again.
    await Promise.all(held.map((socket) => closedWithin(socket, DEADLINE_MS + 2000)));
    await expect.poll(async () => (await getFrom(port, '127.0.0.3')).status).toBe('HTTP/1.1 200 OK');
  });

  it('does not count the proxies TRUST_PROXY names, whose connections carry many clients', async () => {
    const proxy = trustedPeer(parseTrustProxy('10.0.0.0/8,127.0.0.4,loopback'));
    expect([proxy('10.9.8.7'), proxy('127.0.0.4'), proxy('127.1.2.3'), proxy('::1'), proxy('192.168.1.1'), proxy('2001:db8::1')]).toEqual([true, true, true, true, false, false]);
    expect(trustedPeer(parseTrustProxy('1'))('203.0.113.9')).toBe(true);
    expect(trustedPeer(parseTrustProxy(undefined))('127.0.0.1')).toBe(false);

    const server = createServer((_req, res) => res.end('ok'));
    capConnections(server, 2, trustedPeer(parseTrustProxy('127.0.0.4')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const serverPort = (server.address() as AddressInfo).port;
    const held = await Promise.all(Array.from({ length: 5 }, () => openSocket(serverPort, '127.0.0.4')));
    try {
      expect((await getFrom(serverPort, '127.0.0.4', '/')).status).toBe('HTTP/1.1 200 OK');
    } finally {
      for (const socket of held) socket.destroy();
      server.closeAllConnections();
      server.close();
    }
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
  });
});

describe('the limits in the environment', () => {
  it('takes whole numbers, defaults when unset, and stops the start on anything else with a clear message', async () => {
    expect(connectionLimitsOf({})).toEqual({ requestDeadlineMs: 30000, keepAliveMs: 72000, perAddress: 256 });
    expect(connectionLimitsOf({ CONNECTIONS_PER_ADDRESS: '40', REQUEST_DEADLINE_SECONDS: '10', KEEP_ALIVE_SECONDS: '5' })).toEqual({ requestDeadlineMs: 10000, keepAliveMs: 5000, perAddress: 40 });
    for (const bad of ['-1', 'NaN', 'lots', '0', '1.5', ' 5', '1e3', 'Infinity', '2000000']) {
      expect(() => connectionLimitsOf({ CONNECTIONS_PER_ADDRESS: bad })).toThrow(StartRefused);
      expect(() => connectionLimitsOf({ CONNECTIONS_PER_ADDRESS: bad })).toThrow(
        `CONNECTIONS_PER_ADDRESS=${bad} is not understood: set a whole number from 1 to 1000000, or leave it unset (256). See "Configuration" in README.md.`,
      );
      expect(() => connectionLimitsOf({ REQUEST_DEADLINE_SECONDS: bad })).toThrow(/^REQUEST_DEADLINE_SECONDS=.* is not understood/);
      expect(() => connectionLimitsOf({ KEEP_ALIVE_SECONDS: bad })).toThrow(/^KEEP_ALIVE_SECONDS=.* is not understood/);
    }
  });
});
