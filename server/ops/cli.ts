import { runOps } from './run-ops.ts';

// Entry of `npm run ops`; the work is in run-ops.ts, which tests import without running anything.
process.exitCode = await runOps(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
