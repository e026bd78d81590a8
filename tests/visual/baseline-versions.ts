import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The baselines' record of what drew them (written by `npm run test:visual:update`, see
 * scripts/visual-baseline.mjs): a Chromium or font update moves antialiased pixels with no product change.
 */
export interface BaselineRecord {
  chromium: string;
  fonts: Record<string, string>;
}

export const baselineFile = join(import.meta.dirname, '__screenshots__', 'baseline.json');

/**
 * Allowance while the installed Chromium's major version differs from the baselines'. A browser update
 * moves glyph edges by a shade or a pixel: a per-pixel colour distance of 0.3 (Playwright's YIQ scale,
 * 0.2 by default) absorbs the shade, 50 differing pixels per shot absorb a few moved edges. A missing
 * button (~3,000 px), a layout shifted by 2 px or an untranslated word (hundreds of px) still fail;
 * tests/visual/baseline-tolerance.spec.ts shows both.
 */
export const mismatchTolerance = { threshold: 0.3, maxDiffPixels: 50 } as const;
/**
 * Same browser as the baselines: at most 2 pixels may differ (a shot that needs more names its own
 * allowance). Not 0: a member's name differs per run and is masked, but its last glyph's antialiasing
 * can fall one pixel outside the mask (seen in CI on three member screens).
 */
export const exactMatch = { maxDiffPixels: 2 } as const;

export function majorOf(version: string): number | undefined {
  const match = /(\d+)\.\d+/.exec(version);
  return match ? Number(match[1]) : undefined;
}

export function installedChromium(executable: string): string {
  // The Debian wrapper script prints a shell warning on stderr; only stdout's version line counts.
  return execFileSync(executable, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
}

export function readBaselineRecord(file = baselineFile): BaselineRecord | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BaselineRecord) : undefined;
}

export interface VersionCheck {
  recorded: string;
  installed: string;
  mismatch: boolean;
  /** The one loud line printed when the versions differ. */
  note?: string;
  screenshot: typeof mismatchTolerance | typeof exactMatch;
}

/**
 * Compares the recorded and installed Chromium majors. `VISUAL_FAKE_BASELINE_CHROMIUM` overrides the
 * recorded version: only baseline-tolerance.spec.ts sets it (in the env it passes here), to fake an update.
 * `VISUAL_UPDATE=1` (scripts/visual-update.mjs) compares exactly.
 */
export function checkVersions(
  record: BaselineRecord | undefined,
  installed: string,
  env: Record<string, string | undefined> = process.env,
): VersionCheck {
  const recorded = env.VISUAL_FAKE_BASELINE_CHROMIUM ?? record?.chromium ?? 'unknown';
  const [was, now] = [majorOf(recorded), majorOf(installed)];
  // test:visual:update regenerates every shot that differs at all, so the new baselines are exact.
  if (env.VISUAL_UPDATE === '1' || was === undefined || now === undefined || was === now) {
    return { recorded, installed, mismatch: false, screenshot: exactMatch };
  }
  const note =
    `VISUAL: baselines from Chromium ${was}, running ${now}: run npm run test:visual:update and review the diffs ` +
    `(comparing with tolerance ${JSON.stringify(mismatchTolerance)} meanwhile)`;
  return { recorded, installed, mismatch: true, note, screenshot: mismatchTolerance };
}
