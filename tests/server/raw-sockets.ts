import { connect, type Socket } from 'node:net';

/** A raw TCP connection to `port` from `localAddress` (any 127.x.y.z on Linux), resolved once connected. */
export function openSocket(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

export interface Closed {
  /** Milliseconds from the call to the close. */
  ms: number;
  /** Everything the server sent before it closed. */
  text: string;
}

/** Resolves when the server closes `socket` (with what it sent), or rejects after `limitMs`. */
export function closedWithin(socket: Socket, limitMs: number): Promise<Closed> {
  const start = performance.now();
  let text = '';
  socket.on('data', (chunk: Buffer) => void (text += chunk.toString()));
  // A reset is a close too; the test looks at the timing and the bytes.
  socket.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    if (socket.destroyed) return resolve({ ms: 0, text });
    const timer = setTimeout(() => reject(new Error(`still open after ${limitMs} ms`)), limitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - start, text });
    });
  });
}

/** `GET path` on a socket of its own from `localAddress`; resolves with the status line and the milliseconds it took. */
export async function getFrom(port: number, localAddress: string, path = '/api/health'): Promise<{ status: string; ms: number }> {
  const start = performance.now();
  const socket = await openSocket(port, localAddress);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  const { text } = await closedWithin(socket, 5000);
  return { status: text.split('\r\n')[0] ?? '', ms: performance.now() - start };
}

/** Request headers announcing a JSON body of `length` bytes that never all comes. */
export const slowBodyHead = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
