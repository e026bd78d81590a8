import { checkVersions, readBaselineRecord } from './baseline-versions';

/** Global setup: the one loud line when the baselines come from another Chromium major (runs once per run). */
export default function announceVersions() {
  const { note } = checkVersions(readBaselineRecord(), process.env.VISUAL_INSTALLED_CHROMIUM ?? 'unknown');
  if (note) console.warn(`\n!!! ${note}\n`);
}
