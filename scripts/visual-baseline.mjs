// Writes tests/visual/__screenshots__/baseline.json: the Chromium and the font packages the baselines
// were drawn with (the fonts are those scripts/ensure-system-deps.sh installs).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = `${root}tests/visual/__screenshots__/baseline.json`;

function fontPackages() {
  const script = readFileSync(`${root}scripts/ensure-system-deps.sh`, 'utf8');
  return [...new Set(script.match(/\bfonts-[a-z0-9-]+/g) ?? [])].sort();
}

function packageVersion(name) {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Version}', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'not installed';
  }
}

export function writeVisualBaselineRecord() {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const chromium = execFileSync(executable, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  const fonts = Object.fromEntries(fontPackages().map((name) => [name, packageVersion(name)]));
  const record = { chromium, fonts };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(writeVisualBaselineRecord());
}
