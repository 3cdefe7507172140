#!/usr/bin/env bash
# The README's test command (`pnpm test`): typecheck, lint, unit tests, build, end-to-end suites.
# A failing stage does not stop the ones after it (within a stage, `pnpm -r --no-bail` runs every
# package), so one run reports every failing package; only the end-to-end suites need the build to
# have passed. Exits 1 at the end when any stage failed, after a table of each stage's result and time.
set -uo pipefail
cd "$(dirname "$0")/.."

results=()
failed=0
stage() {
  local name=$1
  shift
  local start=$SECONDS
  echo "::: ${name}: $*"
  if "$@"; then
    results+=("$(printf '%-10s passed  %5d s' "$name" $((SECONDS - start)))")
    return 0
  fi
  results+=("$(printf '%-10s FAILED  %5d s' "$name" $((SECONDS - start)))")
  failed=1
  return 1
}

stage typecheck pnpm typecheck
stage lint pnpm lint
stage unit pnpm test:unit
if stage build pnpm build; then
  stage e2e pnpm test:e2e
else
  results+=("$(printf '%-10s skipped (the build failed)' e2e)")
fi

echo
echo "::: test command, by stage"
printf '%s\n' "${results[@]}"
exit $failed
