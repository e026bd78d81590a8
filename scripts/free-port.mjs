// Prints a free TCP port on 127.0.0.1 (used by playwright.config.ts to start the app for the tests).
import { createServer } from 'node:net';

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(String(typeof address === 'object' && address ? address.port : 0));
  server.close();
});
