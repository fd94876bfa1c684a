#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   bash scripts/with-postgres.sh npx jest server
# Starts a server on 127.0.0.1 on a free port in a temporary folder, creates a database,
# exports DATABASE_URL=postgres://… for the command, then stops the server and deletes
# the folder, whatever happens. Exits with the command's exit code.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "Usage: bash scripts/with-postgres.sh <command> [arguments…]" >&2
  exit 2
fi

find_pg_bin() {
  local dir
  # Newest major version first.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

PG_BIN="$(find_pg_bin || true)"
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)." >&2
    echo "Install it (Debian/Ubuntu: sudo apt-get install -y postgresql) and try again." >&2
    exit 1
  fi
  echo "Installing PostgreSQL…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  PG_BIN="$(find_pg_bin)"
fi

# PostgreSQL refuses to run as root: as root, run the server as the 'postgres' user.
as_server_user() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# As root, under /tmp: a TMPDIR such as /root/tmp is closed to the 'postgres' user.
if [ "$(id -u)" -eq 0 ]; then TMP_PARENT=/tmp; else TMP_PARENT="${TMPDIR:-/tmp}"; fi
TMP_DIR="$(mktemp -d "$TMP_PARENT/with-postgres.XXXXXX")"
DATA_DIR="$TMP_DIR/data"
LOG_FILE="$TMP_DIR/server.log"
# mktemp makes the folder private to us; the server user must be able to use it.
chmod 755 "$TMP_DIR"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$TMP_DIR"; fi

cleanup() {
  local code=$?
  if [ -f "$DATA_DIR/postmaster.pid" ]; then
    as_server_user "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP_DIR"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_server_user "$PG_BIN/initdb" -D "$DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null

PORT=""
for _ in 1 2 3 4 5; do
  PORT="$(free_port)"
  # Only TCP on 127.0.0.1, the socket in the temporary folder; fsync off: data is thrown away.
  if as_server_user "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$LOG_FILE" -w -t 30 start \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -c unix_socket_directories=$TMP_DIR -c fsync=off -c max_connections=200" \
    >/dev/null; then
    break
  fi
  PORT=""
done
if [ -z "$PORT" ]; then
  echo "PostgreSQL did not start:" >&2
  cat "$LOG_FILE" >&2 || true
  exit 1
fi

"$PG_BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -q -v ON_ERROR_STOP=1 \
  -c "CREATE DATABASE leads" >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/leads"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (DATABASE_URL is set)" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
