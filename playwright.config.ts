import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkVersions, installedChromium, readBaselineRecord } from './tests/visual/baseline-versions';

// Workers re-read this file: pick the port and the throw-away database once, in the main process.
process.env.E2E_PORT ??= execFileSync(process.execPath, ['scripts/free-port.mjs']).toString().trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lobby-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The visual baselines say which Chromium drew them; another major version compares with a small
// tolerance (tests/visual/baseline-versions.ts) and says so once (tests/visual/announce-versions.ts).
try {
  process.env.VISUAL_INSTALLED_CHROMIUM ??= installedChromium(chromiumPath);
} catch {
  process.env.VISUAL_INSTALLED_CHROMIUM = 'unknown';
}
const versions = checkVersions(readBaselineRecord(), process.env.VISUAL_INSTALLED_CHROMIUM);

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'visual/**/*.spec.ts'],
  globalSetup: './tests/visual/announce-versions.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Limits for a hung test or a missing element, not speed checks (every wait returns as soon as its
  // condition holds): room for a CI machine whose cores are busy with something else.
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    // No global ratio (1 % of a full home shot is ~37,000 pixels, enough to lose a button): a shot
    // that needs an allowance for canvas antialiasing names its own small `maxDiffPixels`.
    toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide' },
  },
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{testFileName}/{arg}{ext}',
  // The HTML report keeps each failed shot's expected / actual / diff images (npx playwright show-report).
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    viewport: { width: 1366, height: 768 },
    reducedMotion: 'reduce',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
        '--font-render-hinting=none',
      ],
    },
  },
  projects: [
    { name: 'chromium', testMatch: 'e2e/**/*.spec.ts', grepInvert: /@server-settings/, use: desktop },
    // `npm run test:visual`: the shots alone.
    {
      name: 'visual',
      testMatch: 'visual/**/*.spec.ts',
      grepInvert: /@server-settings/,
      use: desktop,
      // A project's `expect` replaces the top-level one whole: its 15 s wait is repeated here.
      expect: { timeout: 15_000, toHaveScreenshot: { animations: 'disabled', caret: 'hide', ...versions.screenshot } },
    },
    // Tests that change global server settings run alone, after every test that reads them, and one at
    // a time: two of them switch the same wheel off and on, and side by side one saw the other's "off".
    { name: 'server-settings', grep: /@server-settings/, dependencies: ['chromium', 'visual'], workers: 1, use: desktop },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(process.env.E2E_PORT),
      DATA_DIR: String(process.env.E2E_DATA_DIR),
      DEV_ENDPOINTS: '1',
      LOG_LEVEL: 'warn',
      // Every test browser is 127.0.0.1: the per-address puzzle limit would count the whole suite as one visitor.
      CAPTCHAS_PER_MINUTE: '2000',
      // And the keys of the non-visual captcha path, per hour.
      CAPTCHA_PLAIN_PER_HOUR: '2000',
      // And the misses after which an address's puzzles carry the harder proof-of-work.
      CAPTCHA_MISSES_BEFORE_HARDER: '1000000',
      // Likewise the SMS codes per address: every member the suite registers asks for one.
      SMS_PER_ADDRESS_HOUR: '2000',
      // And the phone logins and password resets per address.
      PHONE_AUTH_PER_ADDRESS: '2000',
    },
  },
});
