import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Lets a closing server finish without waiting out keep-alives. Node's `server.close()` reaps only
 * the connections it counts as idle; a connection that has not sent its first request yet (a
 * browser's preconnect, a client's spare pooled socket) counts as active, so the close would wait up
 * to the keep-alive (72 s, server/services/guards/connection-limits.ts) for it. Once closing, a socket
 * with no request in flight is ended now, and one with a request in flight as soon as its reply is
 * done. Returns what the `preClose` hook calls.
 */
export function closeQuietSockets(server: Server): () => void {
  const inFlight = new Map<Socket, number>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    if (closing) return void socket.destroy();
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  server.on('request', (request: IncomingMessage, reply: ServerResponse) => {
    const socket = request.socket;
    if (!inFlight.has(socket)) return;
    inFlight.set(socket, inFlight.get(socket)! + 1);
    reply.once('close', () => {
      if (!inFlight.has(socket)) return;
      const left = inFlight.get(socket)! - 1;
      inFlight.set(socket, left);
      // destroySoon: what the reply wrote still goes out before the socket ends.
      if (closing && left === 0) socket.destroySoon();
    });
  });
  return () => {
    closing = true;
    for (const [socket, n] of inFlight) if (n === 0) socket.destroySoon();
  };
}
