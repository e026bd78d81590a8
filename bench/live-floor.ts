// bench/live's floor: a bare node:http server holding Server-Sent Event streams and nothing else —
// each request gets the lobby's headers and an empty snapshot, then a comment every 25 s from one
// shared timer. What a stream costs here is what a socket and node's own HTTP objects cost; the
// app's figure is printed beside it. Prints its port on stdout.
import { createServer, type ServerResponse } from 'node:http';

const open = new Set<ServerResponse>();
const server = createServer((_request, reply) => {
  reply.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  reply.write('event: snapshot\ndata: {}\n\n');
  open.add(reply);
  reply.on('close', () => open.delete(reply));
});
setInterval(() => {
  for (const reply of open) reply.write(': \n\n');
}, 25_000);
server.listen(0, '127.0.0.1', () => console.log(String((server.address() as { port: number }).port)));
