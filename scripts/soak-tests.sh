#!/usr/bin/env bash
# Runs the README's test command N times on a clean clone of this repository's HEAD (a fresh
# `pnpm install`, nothing from this work tree's node_modules or dist), with every core kept busy by
# a bounded CPU load this script starts and stops, and prints each run's result and wall time, the
# failed and the retried ("flaky") tests, and the slowest tests.
#
#   scripts/soak-tests.sh [runs]          runs: default 3
#   SOAK_LOAD_PERCENT=50                  the share of each core the load takes (0 = an idle machine)
#   SOAK_CI=true                          runs with CI=true (Playwright then retries a failed test once)
#   SOAK_KEEP=1                           keeps the clone and the logs (printed at the end)
#
# The load is one process per core, busy for SOAK_LOAD_PERCENT ms of every 100 ms, at normal
# priority: a nice'd loop would give way whenever a test wants the CPU, and so prove nothing.
# E2E_PORT, E2E_API_PORT, E2E_NGINX_PORT, E2E_NGINX_API_PORT, E2E_REMOTE_ORIGIN_PORT and TMPDIR pass
# through to the runs (on a shared machine, set your own).
set -euo pipefail

runs=${1:-3}
load_percent=${SOAK_LOAD_PERCENT:-50}
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "soak-tests: runs must be a whole number from 1, not \"$runs\"" >&2; exit 2; }
[[ $load_percent =~ ^[0-9]+$ ]] && ((load_percent <= 100)) || { echo "soak-tests: SOAK_LOAD_PERCENT must be 0 to 100, not \"$load_percent\"" >&2; exit 2; }

repo=$(cd "$(dirname "$0")/.." && pwd)
head=$(git -C "$repo" rev-parse HEAD)
work=$(mktemp -d "${TMPDIR:-/tmp}/soak-tests.XXXXXX")
load_pids=()

run_pid=
stop_run() {
  [[ -n $run_pid ]] && kill -TERM -- "-$run_pid" 2>/dev/null || true
}
stop_load() {
  ((${#load_pids[@]})) && kill "${load_pids[@]}" 2>/dev/null || true
  load_pids=()
}
finish() {
  stop_run
  stop_load
  if [[ -n ${SOAK_KEEP:-} ]]; then echo "soak-tests: kept $work"; else rm -rf "$work"; fi
}
trap finish EXIT
trap 'exit 130' INT TERM

echo "soak-tests: $runs run(s) of the test command on a clean clone of ${head:0:12}, load ${load_percent}% of each of $(nproc) cores"
git clone --quiet --no-hardlinks "$repo" "$work/clone"
git -C "$work/clone" checkout --quiet --detach "$head"
cd "$work/clone"
install_start=$SECONDS
npx -y pnpm@12.21.0 install --frozen-lockfile > "$work/install.log" 2>&1 || { tail -20 "$work/install.log"; exit 1; }
echo "soak-tests: installed in $((SECONDS - install_start)) s"

if ((load_percent > 0)); then
  for _ in $(seq "$(nproc)"); do
    node -e '
      const busy = Number(process.argv[1]);
      const pause = new Int32Array(new SharedArrayBuffer(4));
      for (;;) {
        const start = Date.now();
        while (Date.now() - start < busy);
        if (busy < 100) Atomics.wait(pause, 0, 0, 100 - busy);
      }' "$load_percent" &
    load_pids+=($!)
  done
fi

declare -a summary
passes=0
for run in $(seq "$runs"); do
  log="$work/run-$run.log"
  start=$SECONDS
  # In the background and waited for: a stop signal interrupts `wait` (not a foreground command),
  # and the run's whole process group goes with it.
  set -m
  env -u CI ${SOAK_CI:+CI=$SOAK_CI} npx -y pnpm@12.21.0 test > "$log" 2>&1 &
  run_pid=$!
  set +m
  if wait "$run_pid"; then result=passed; passes=$((passes + 1)); else result=FAILED; fi
  run_pid=
  took=$((SECONDS - start))
  summary+=("run $run: $result in $((took / 60)) min $((took % 60)) s")
  echo "soak-tests: ${summary[-1]} (log: $log)"
done
stop_load

echo
echo "=== soak-tests: ${head:0:12}, load ${load_percent}%, CI=${SOAK_CI:-unset}"
printf '%s\n' "${summary[@]}"
echo "passes $passes of $runs, failures $((runs - passes))"
node - "$work"/run-*.log <<'JS'
const { readFileSync } = require('node:fs');
const seconds = (text) => (text.endsWith('m') ? parseFloat(text) * 60 : text.endsWith('ms') ? parseFloat(text) / 1000 : parseFloat(text));
const failed = new Map();
const flaky = new Map();
const e2e = new Map();
const unit = new Map();
const stages = [];
const keep = (map, name, value) => map.set(name, Math.max(map.get(name) ?? 0, value));
const count = (map, name) => map.set(name, (map.get(name) ?? 0) + 1);
for (const [index, file] of process.argv.slice(2).entries()) {
  const lines = readFileSync(file, 'utf8').split('\n');
  let section = '';
  for (const line of lines) {
    // Playwright's list reporter: "  ✓  12 [project] › tests/x.spec.ts:4:1 › title (3.2s)".
    const test = /^\s+([✓✘])\s+\d+ (\[[^\]]+\] › .+?)(?: \(retry #\d+\))? \((\d+(?:\.\d+)?(?:ms|s|m))\)$/.exec(line);
    if (test) keep(e2e, test[2], seconds(test[3]));
    // vitest: "pkg test:      ✓ name 1234ms" (it prints the time of slow tests only).
    const slow = /^(\S+) test:\s+[✓×] (.+?) (\d+)ms$/.exec(line);
    if (slow && !/\(\d+ tests?\)$/.test(slow[2])) keep(unit, `${slow[1]} › ${slow[2]}`, Number(slow[3]) / 1000);
    const unitFailed = /^(\S+) test:\s+FAIL\s+(.+)$/.exec(line);
    if (unitFailed) count(failed, `${unitFailed[1]} › ${unitFailed[2]}`);
    if (/^\s+\d+ flaky$/.test(line)) section = 'flaky';
    else if (/^\s+\d+ failed$/.test(line)) section = 'failed';
    else if (/^\s+\d+ (passed|skipped|did not run|interrupted)/.test(line)) section = '';
    else if (section && /^\s+\[[^\]]+\] › /.test(line)) count(section === 'flaky' ? flaky : failed, line.trim().replace(/\s*─+$/, ''));
    const stage = /^(typecheck|lint|unit|build|e2e)\s+(passed|FAILED)\s+(\d+) s$/.exec(line);
    if (stage) stages.push(`run ${index + 1}: ${stage[1]} ${stage[2]} ${stage[3]} s`);
  }
}
const list = (title, map, format) => {
  console.log(`${title}: ${map.size === 0 ? 'none' : ''}`);
  for (const [name, value] of map) console.log(`  ${format(value)}  ${name}`);
};
list('failed tests', failed, (count) => `${count}×`);
list('retried (flaky) tests', flaky, (count) => `${count}×`);
const slowest = (map) => new Map([...map].sort((a, b) => b[1] - a[1]).slice(0, 10));
list('slowest end-to-end tests (longest of the runs)', slowest(e2e), (value) => `${value.toFixed(1).padStart(6)} s`);
list('slowest unit tests (longest of the runs)', slowest(unit), (value) => `${value.toFixed(1).padStart(6)} s`);
console.log('stages:');
for (const stage of stages) console.log(`  ${stage}`);
JS
((passes == runs))
