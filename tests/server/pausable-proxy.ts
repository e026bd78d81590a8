// A TCP proxy in front of PostgreSQL that can stop forwarding without closing a socket: what a
// network that drops packets looks like to both ends (no reset, no error, just silence), for
// listen-heartbeat.test.ts. Paused: bytes either way are dropped and new connections are accepted
// but never joined to PostgreSQL. Resumed: new connections are forwarded again; the ones that were
// silenced stay silent, as after a real black hole their peers have given up on them.
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface PausableProxy {
  /** The proxy's loopback port. */
  port: number;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function pausableProxy(target: { host: string; port: number }): Promise<PausableProxy> {
  let paused = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((inbound) => {
    track(inbound);
    if (paused) return;
    const outbound = connect(target.port, target.host);
    track(outbound);
    // Silenced for good once a pause drops bytes: a stream with a gap in it is of no use after.
    let silenced = false;
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (paused) silenced = true;
        if (!silenced) to.write(chunk);
      });
    forward(inbound, outbound);
    forward(outbound, inbound);
    // A real close at either end is passed on (it is not the silence under test).
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    pause: () => void (paused = true),
    resume: () => void (paused = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
