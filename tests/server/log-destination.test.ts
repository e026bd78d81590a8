// @vitest-environment node
// The server's log lines are written asynchronously (server/log-destination.ts): none may be lost
// when the process ends, whether it exits or crashes right after logging them.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LINES = 2000;
const destination = join(import.meta.dirname, '..', '..', 'server', 'log-destination.ts');

/** A process that logs `LINES` lines through the server's destination, then ends as `ending` says; its stdout. */
async function linesOf(ending: 'exit' | 'throw'): Promise<{ lines: string[]; code: number | null }> {
  const script = `
    import pino from 'pino';
    import { logDestination } from ${JSON.stringify(destination)};
    const log = pino({ level: 'info' }, logDestination());
    for (let i = 0; i < ${LINES}; i += 1) log.info({ i, pad: 'x'.repeat(200) }, 'line');
    ${ending === 'exit' ? 'process.exit(3);' : "throw new Error('crash');"}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { lines: out.split('\n').filter(Boolean), code };
}

describe('the log destination', () => {
  it('writes every line logged before process.exit', async () => {
    const { lines, code } = await linesOf('exit');
    expect(code).toBe(3);
    expect(lines).toHaveLength(LINES);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ i: LINES - 1, msg: 'line' });
  });

  it('writes every line logged before an uncaught error ends the process', async () => {
    const { lines, code } = await linesOf('throw');
    expect(code).toBe(1);
    expect(lines).toHaveLength(LINES);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ i: LINES - 1 });
  });
});
