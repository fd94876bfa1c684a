#!/usr/bin/env bash
# Makes a fresh clone runnable: installs npm dependencies when missing or stale, and
# Debian's Chromium (for the prerender crawl and browser tests) when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.package-lock.json
if [ ! -d node_modules ] || [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  # `npm install`, not `npm ci`: npm 11 leaves some platform-specific optional packages
  # out of the lock file, and `npm ci` then refuses a lock file that is in fact usable.
  echo "setup: installing npm dependencies"
  npm install --no-audit --no-fund
fi

if [ -z "${CHROME_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing Debian's chromium"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  else
    echo "setup: Chromium is missing. Install it (apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary." >&2
    exit 1
  fi
fi
