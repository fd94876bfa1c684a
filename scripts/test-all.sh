#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. scripts/setup.sh (run by
# `npm test` before this) has installed dependencies and Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's time, printed at the end (also when a stage fails), for docs/testing.md.
stage_names=()
stage_seconds=()
stage_started=$SECONDS
finish_stage() {
  if [ "${#stage_names[@]}" -gt 0 ]; then
    stage_seconds+=($((SECONDS - stage_started)))
  fi
}
step() {
  finish_stage
  stage_names+=("$1")
  stage_started=$SECONDS
  printf '\n=== %s\n' "$1"
}
print_times() {
  finish_stage
  printf '\n=== stage times\n'
  for index in "${!stage_seconds[@]}"; do
    printf '%6ss  %s\n' "${stage_seconds[$index]}" "${stage_names[$index]}"
  done
  printf '%6ss  total\n' "$SECONDS"
}
trap print_times EXIT

step "type-check and lint, side by side (tsc --noEmit; eslint, prettier)"
# One core each, so on two cores the stage takes the longer one's time, not the sum
# (docs/testing.md#type-check-and-lint-side-by-side). Each one's output is printed whole
# after both have ended, so their lines do not interleave.
mkdir -p .cache
npm run --silent typecheck >.cache/typecheck.log 2>&1 &
typecheck_pid=$!
npm run --silent lint >.cache/lint.log 2>&1 &
lint_pid=$!
typecheck_status=0
lint_status=0
wait "$typecheck_pid" || typecheck_status=$?
wait "$lint_pid" || lint_status=$?
cat .cache/typecheck.log .cache/lint.log
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "type-check exited with $typecheck_status, lint with $lint_status" >&2
  exit 1
fi

step "unit, component and lead service tests on SQLite (jest)"
npx jest

step "lead service tests on PostgreSQL (jest, a throwaway server on 127.0.0.1)"
# Only the suites that run per database (describeEachDatabase), and only their PostgreSQL
# half: the SQLite pass above ran everything else (docs/testing.md#two-database-passes).
mapfile -t per_database_suites < <(grep -rl --include='*.test.ts' describeEachDatabase server | sort)
TEST_POSTGRES_REQUIRED=1 TEST_DATABASES=PostgreSQL bash scripts/with-postgres.sh \
  npx jest "${per_database_suites[@]}"

step "production build with prerender crawl"
npm run --silent build

step "real-profile build for the snapshot checks (dist-real/, no server bundle or social images)"
# The fixture's profile with a real SITE_URL, so the launch check runs as at a launch; alone on
# the machine, like the first crawl (docs/testing.md#two-builds).
npm run --silent build:real

step "snapshot checks on the real-profile build (truth, uniqueness, snapshots; no browser)"
npm run --silent test:real

step "end-to-end tests in Chromium against the served build"
npm run --silent test:e2e
