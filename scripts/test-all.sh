#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. scripts/setup.sh (run by
# `npm test` before this) has installed dependencies and Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$1"; }

step "type-check (tsc --noEmit)"
npx tsc --noEmit

step "lint (eslint, prettier)"
npm run --silent lint

step "unit, component and lead service tests on SQLite (jest)"
npx jest

step "lead service tests on PostgreSQL (jest, a throwaway server on 127.0.0.1)"
TEST_POSTGRES_REQUIRED=1 bash scripts/with-postgres.sh npx jest server

step "production build with prerender crawl"
npm run --silent build

step "end-to-end tests in Chromium against the served build"
npm run --silent test:e2e
