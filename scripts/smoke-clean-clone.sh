#!/usr/bin/env bash
# Runs the README's start command (`npm ci && npm start`) in a fresh clone of this repository's
# HEAD, as a new user would, and fails unless it serves the lobby and the API with the dev
# endpoints off. A green test run once hid a start command that crashed on a clean clone.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
port="$(node "$repo/scripts/free-port.mjs")"
server=""
cleanup() {
  if [ -n "$server" ]; then kill -- "-$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

git clone -q "$repo" "$work/lobby"
cd "$work/lobby"
# setsid: the start command and everything it spawns form one group, stopped together.
# --prefer-offline: the packages CI's own `npm ci` just fetched come from the npm cache, not the
# registry again; anything missing from the cache is still fetched.
PORT="$port" setsid bash -c 'npm ci --prefer-offline --no-audit --no-fund && npm start' > "$work/start.log" 2>&1 &
server=$!

base="http://127.0.0.1:$port"
for _ in $(seq 1 600); do
  if curl -fs "$base/api/health" > /dev/null; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then break; fi
  sleep 1
done

fail() { echo "clean-clone smoke: $1" >&2; tail -40 "$work/start.log" >&2; exit 1; }
curl -fs "$base/api/health" > /dev/null || fail "the start command never served /api/health"
page="$(curl -fs "$base/")" || fail "/ is not served"
grep -q 'id="root"' <<< "$page" || fail "/ is not the lobby's index.html"
script="$(grep -o '/js/[^"]*\.js' <<< "$page" | head -1)"
[ -n "$script" ] && curl -fs "$base$script" > /dev/null || fail "the lobby's entry script is not served"
curl -fs "$base/api/system/configs" > /dev/null || fail "the seeded API does not answer"
code="$(curl -s -o /dev/null -w '%{http_code}' "$base/api/dev/sms?phone=%2B8613800000001")"
[ "$code" = 404 ] || fail "/api/dev/sms answered $code under plain npm start"
echo "clean-clone smoke: npm ci && npm start served the lobby on a fresh clone (dev endpoints off)"
