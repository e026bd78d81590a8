// @vitest-environment node
import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listeningTestApp } from './live-stream.ts';

/** A closing server ends connections that carry no request instead of waiting out their keep-alive (72 s). */
describe('closing the server', () => {
  it('ends a connection that never sent a request, and one between requests, without waiting for them', async () => {
    const { t, base } = await listeningTestApp();
    const port = Number(new URL(base).port);
    const silent = connect(port, '127.0.0.1');
    await once(silent, 'connect');
    // A keep-alive socket that has had its answer.
    const used = connect(port, '127.0.0.1');
    await once(used, 'connect');
    used.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    const [answer] = (await once(used, 'data')) as [Buffer];
    expect(answer.toString()).toMatch(/^HTTP\/1\.1 200/);
    const ended = Promise.all([once(silent, 'close'), once(used, 'close')]);
    // Without the fix the close below waits the keep-alive out and the test's 60 s limit ends it first.
    await Promise.all([t.close(), ended]);
    expect(silent.destroyed && used.destroyed).toBe(true);
  });

  it('lets a request in flight finish and answers it whole before its socket ends', async () => {
    const { t, base } = await listeningTestApp();
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    await once(socket, 'connect');
    const body = JSON.stringify({ name: 'nobody', password: 'wrong-one', key: 'k' });
    const arrived = once(t.app.server, 'request');
    // The headers and half the body: the request is in flight when the close begins.
    socket.write(`POST /api/auth/login?lang=en HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    await arrived;
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = once(socket, 'close');
    const closing = t.close();
    socket.write(body.slice(10));
    await Promise.all([closing, ended]);
    const answer = Buffer.concat(chunks).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3}/);
    const [head = '', payload = ''] = answer.split('\r\n\r\n');
    expect(Number(/content-length: (\d+)/i.exec(head)?.[1])).toBe(Buffer.byteLength(payload));
  });
});
