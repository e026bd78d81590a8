// Builds the lobby when the build is missing or older than its sources (npm start, npm run start:cluster).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

/** Sets LOBBY_DIST to the build folder (LOBBY_DIST lets parallel local runs build apart) and builds it when stale, unless SKIP_BUILD=1. */
export function ensureBuilt() {
  const dist = process.env.LOBBY_DIST ? resolve(root, process.env.LOBBY_DIST) : join(root, 'dist');
  process.env.LOBBY_DIST = dist;
  const built = join(dist, 'index.html');
  const sources = ['src', 'assets', 'index.html', 'vite.config.ts'].map((p) => join(root, p));
  const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
  if (stale && process.env.SKIP_BUILD !== '1') {
    console.log('Building the lobby…');
    execSync(`npx vite build --outDir ${JSON.stringify(dist)} --emptyOutDir`, { cwd: root, stdio: 'inherit' });
  }
}
