// Launch-to-playable and bet round trip of the demo game window, as a member sees them: from the click
// on a game tile in the lobby to a stake button that takes a click in the window it opens, and from a
// click on a stake to its outcome on screen. Prints medians (and every figure); asserts nothing.
//
//   npx tsx bench/game-window.ts [--root <checkout with dist/>] [--launches 5] [--bets 10]
//
// `--root` measures another checkout (e.g. an export of main, built) with this same script.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium, signedInPage } from './member-browser.ts';
import { demoToken, freePort, loadAverage, stop, waitUp } from '../tests/harness/server-process.ts';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
};
const root = resolve(arg('root', join(import.meta.dirname, '..')));
const launches = Number(arg('launches', '5'));
const betCount = Number(arg('bets', '10'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-game-window-'));
const port = await freePort();
const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_ENDPOINTS: '1' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
const browser = await launchChromium();
try {
  await waitUp(`${base}/api/health`, server);
  const token = await demoToken(`${base}/api`);
  // Auto-transfer on: a launch moves the centre balance into the game, no offer in between.
  await fetch(`${base}/api/game/change_trans`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{"status":1}' });
  const lobby = await signedInPage(browser, base, token, '/Game?api=rl_slot_starforge');
  const tile = lobby.getByTestId('game-tile').first().getByRole('button').first();
  await tile.waitFor();

  const playable = async (game: Page) => {
    await game.waitForURL(/\/api\/demo-game\//);
    await game.getByRole('button', { name: '5.00', exact: true }).click({ trial: true });
  };
  const launchMs: number[] = [];
  let game: Page | null = null;
  for (let n = 0; n < launches; n += 1) {
    const opened = lobby.waitForEvent('popup');
    const start = performance.now();
    await tile.click();
    game = await opened;
    await playable(game);
    launchMs.push(performance.now() - start);
    if (n < launches - 1) await game.close();
  }

  // The outcome shown after a click, whether the page answers in place or loads the table again.
  const betMs: number[] = [];
  const result = game!.getByText(/^Bet 5\.00, /);
  for (let n = 0; n < betCount; n += 1) {
    await game!.evaluate(() => document.querySelectorAll('.result').forEach((node) => (node.textContent = '')));
    const start = performance.now();
    await game!.getByRole('button', { name: '5.00', exact: true }).click();
    await result.waitFor();
    await game!.getByRole('button', { name: '5.00', exact: true }).click({ trial: true });
    betMs.push(performance.now() - start);
  }
  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(' ');
  console.log(`root ${root}; load average ${loadAverage()}`);
  console.log(`launch to playable: median ${median(launchMs).toFixed(0)} ms (${list(launchMs)})`);
  console.log(`bet round trip:     median ${median(betMs).toFixed(0)} ms (${list(betMs)})`);
} finally {
  await browser.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
