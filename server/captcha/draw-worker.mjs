// A worker thread of server/captcha/draw-pool.ts: draws slider puzzles (two PNGs, ~10-25 ms of
// pure CPU each) so that the event loop answering every other request never waits for one.
// Plain JavaScript because a worker thread does not inherit a TypeScript loader registered with
// tsx's register() (`npm start`, vitest): it registers its own, then loads the drawing code as it is.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { drawPuzzle } = await import('./draw-puzzle.ts');

parentPort.on('message', ({ id, input }) => {
  try {
    parentPort.postMessage({ id, images: drawPuzzle(input) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
