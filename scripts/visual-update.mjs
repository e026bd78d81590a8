// `npm run test:visual:update [-- <playwright args>]`: regenerates the visual baselines that differ
// (at 0 px, whatever Chromium drew the old ones), then, after a full run, records in
// tests/visual/__screenshots__/baseline.json the Chromium and font packages that drew them.
// Review with `git diff --stat tests/visual/__screenshots__` and an image viewer before committing.
import { spawnSync } from 'node:child_process';
import { writeVisualBaselineRecord } from './visual-baseline.mjs';

const args = process.argv.slice(2);
const run = spawnSync('npx', ['playwright', 'test', '--project=visual', '--update-snapshots=changed', ...args], {
  stdio: 'inherit',
  env: { ...process.env, VISUAL_UPDATE: '1' },
});
if (run.status !== 0) {
  console.error('\nSome visual tests failed: tests/visual/__screenshots__/baseline.json left as it was.');
  process.exit(run.status ?? 1);
}
if (args.length > 0) {
  console.log('\nA partial run: baseline.json left as it was (regenerate every shot to record a new Chromium).');
} else {
  const record = writeVisualBaselineRecord();
  console.log(`\nRecorded in baseline.json: ${record.chromium}; fonts ${JSON.stringify(record.fonts)}.`);
}
console.log('Now review: git status tests/visual/__screenshots__, open each changed PNG, commit what is intended.');
