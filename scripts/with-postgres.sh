#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL cluster: initdb in a temporary folder, a server on a
# free loopback port, DATABASE_URL set for the command, then the server stopped and the folder
# removed, whatever the command's outcome. Races hide on PGlite's single connection; they show here.
#   scripts/with-postgres.sh npx vitest run --project server --project server-mocks
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"

bin="${PG_BIN:-}"
if [ -z "$bin" ]; then
  for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && bin="$dir"; done
fi
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "with-postgres: no PostgreSQL server found (Debian: apt-get install -y postgresql, or run scripts/ensure-system-deps.sh)" >&2
  exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/lobby-pg-XXXXXX")"
port="$(node "$repo/scripts/free-port.mjs")"
# initdb and postgres refuse to run as root: run them as the package's postgres user then.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$work"
  as_owner=(runuser -u postgres --)
fi
stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$work/data" -m immediate stop > /dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop EXIT

"${as_owner[@]}" "$bin/initdb" -D "$work/data" -U postgres -A trust -E UTF8 --no-locale > "$work/initdb.log" 2>&1 \
  || { cat "$work/initdb.log" >&2; exit 1; }
# No durability needed for a throw-away cluster; enough connections for 2 test workers' pools.
"${as_owner[@]}" "$bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $port -k $work -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start > /dev/null \
  || { cat "$work/server.log" >&2; exit 1; }

echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throw-away cluster)"
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
