#!/usr/bin/env bash
# ./scripts/test.sh [--full] — everything CI checks; non-zero exit on the first failure.
#
# Depths (scripts/test-support/depth.ts holds the counts of each):
#   (default) fast — every test file runs, with smaller fuzz and simulation counts (CI, ≤ 12 min on
#                    a fresh clone of this 2-core machine);
#   --full         — the full counts and the slow checks (releases), e.g. the README's start
#                    commands from a fresh clone.
# The fuzz seed comes from the commit (printed first and with any failure); FUZZ_SEED=<n> replays one.
#
# Order: two local Firebase stacks ("test" for vitest, "e2e" for Playwright); then the vitest
# integration files (they mostly wait on the local stack; --full runs them first, alone) beside the
# CPU work in turn: the web build first (no type-check of its own: the typecheck step of the same
# run does it; it needs nothing the checks write — TypeGen's output is imported as types only), so
# that e2e, the longest lane, starts as early as it can; then Playwright e2e in Debian's Chromium
# (with e2e/proxy.spec.ts: the app behind Debian's nginx) beside the standalone output, the
# two-instance test (standalone servers + Redis behind the proxy) and the README's start commands
# (vitest project "standalone"), beside the vitest unit projects and the studio build, and beside
# the static checks: eslint ∥ prettier --check ∥ (schema extract + validate + typegen in one
# process → typecheck, TypeScript 7's tsgo — after the build it also checks Next's route types in
# web/.next/types) ∥ seed dataset freshness. The machine is CPU-bound; the other lanes fill the
# cores e2e leaves idle (its two workers use ~1.6 of 2 cores alone: stop 34 measured the
# checks-before-build order at ~12 % idle). The integration files run with the test-only account
# deadline scale (vitest.config.ts ACCOUNT_DEADLINE_SCALE, web/src/server/deadlines.ts), without
# which their 3 s deadlines fired beside the builds; the outage tests keep the real deadlines. It
# ends by printing the step times (with each part of a step) and the 20 slowest test files
# (scripts/test-support/slowest.ts, from .data/reports/).
#
# The "test" stack (auth 9199, firestore 8180, smtp 2625, mail in .data/test-mail, account data in
# memory; see scripts/lib.sh start_emulators) serves vitest and the standalone instances; the "e2e"
# stack (auth 9499, firestore 8480, smtp 2925, mail in .data/e2e-mail) serves Playwright's servers
# and specs, so the two runs never see each other's accounts, limits or mail. Both are stopped when
# the script exits. The restart test (persistence across a graceful stop and a SIGKILL) is
# web/src/server/__tests__/persistence.int.test.ts in the vitest step.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

TEST_DEPTH=fast
for arg in "$@"; do
  case "$arg" in
    --full) TEST_DEPTH=full ;;
    --fast) TEST_DEPTH=fast ;;
    *)
      echo "usage: ./scripts/test.sh [--full]" >&2
      exit 2
      ;;
  esac
done
export TEST_DEPTH
# full_depth → whether this run is the full depth; REPLAY_ARGS: the arguments that replay this run.
full_depth() { [ "$TEST_DEPTH" = full ]; }
REPLAY_ARGS="$(full_depth && echo ' --full' || true)"

# shellcheck source=scripts/bootstrap.sh
# The Debian packages (Chromium, nginx, redis-server) install in the background (on a fresh machine
# ~100 s of apt): only the steps that use them wait (await_system_packages: the integration files,
# for redis-server; e2e, the standalone instances and the unit tests, after the web build).
source "$ROOT/scripts/bootstrap.sh" --browsers --proxy --redis --apt-background
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"

# Node's module compile cache (V8 code cache on disk, Node ≥ 22.1; a quiet optimisation that never
# changes behaviour) for every Node process of the run: the run starts ~100 of them that load the
# same modules (12 Auth emulators, ~10 Next servers, one vitest fork per isolated test file,
# Playwright workers…); the first compiles and writes, the rest reuse. Measured here: a Next server
# start + two pages 3.6–3.8 → 2.9–3.2 CPU-s, `firebase --version` 1.18 → 1.05 CPU-s.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$ROOT/.data/node-compile-cache}"

REPORTS="$ROOT/.data/reports"
rm -rf "$REPORTS"
mkdir -p "$REPORTS"
# One seed for every process of the run: from the commit unless FUZZ_SEED is set.
FUZZ_SEED="$(node -e 'import("./scripts/test-support/depth.ts").then((m) => console.log(m.FUZZ_SEED))')"
export FUZZ_SEED
RUN_STARTED=$SECONDS
printf '\033[1mTest depth: %s · fuzz seed: %s\033[0m (replay with FUZZ_SEED=%s ./scripts/test.sh%s)\n' \
  "$TEST_DEPTH" "$FUZZ_SEED" "$FUZZ_SEED" "$REPLAY_ARGS"

finish() {
  local status=$?
  stop_children
  node "$ROOT/scripts/test-support/slowest.ts" --dir "$REPORTS" || true
  printf '\n   total: %ss (depth %s)\n' "$((SECONDS - RUN_STARTED))" "$TEST_DEPTH"
  if [ "$status" -ne 0 ]; then
    # Last, so that a log kept only by its tail still names what failed.
    node "$ROOT/scripts/test-support/failures.ts" --dir "$REPORTS" || true
    printf '\n\033[1;31mA check failed\033[0m (depth %s, fuzz seed %s). Replay: FUZZ_SEED=%s ./scripts/test.sh%s\n' \
      "$TEST_DEPTH" "$FUZZ_SEED" "$FUZZ_SEED" "$REPLAY_ARGS" >&2
  fi
  exit "$status"
}
trap finish EXIT

export CONTENT_SOURCE=local
export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-http://localhost:3000}"
# The hub of the mobile banner (SPEC §9) in the test profile: baked into the static pages by the web
# build; Playwright serves the hub placeholder there (playwright.config.ts HUB_PLACEHOLDER).
export HUB_PORT="${HUB_PORT:-3104}"
# The site under test gets this checkout's webhook secret (.data/webhook-secret), never a fixed one;
# e2e's content-outage server keeps its own (playwright.config.ts).
use_webhook_secret

step() {
  local name="$1"
  shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  local started=$SECONDS
  "$@"
  printf '\033[2m   %s: %ss\033[0m\n' "$name" "$((SECONDS - started))"
  printf '%s\t%s\n' "$name" "$((SECONDS - started))" >> "$REPORTS/steps.tsv"
}

# together NAME:FUNCTION … → runs the functions at once (each output buffered, then printed in
# order); fails when any fails. For steps that mostly wait or use one core each.
together() {
  local pids=() names=() outs=() spec status=0
  for spec in "$@"; do
    local name="${spec%%:*}" fn="${spec#*:}" out
    out="$(mktemp)"
    ( local started=$SECONDS rc=0; if "$fn" > "$out" 2>&1; then rc=0; else rc=$?; fi; printf '   (%s: %ss)\n' "$name" "$((SECONDS - started))" >> "$out"; printf '%s\t%s\tpart\n' "$name" "$((SECONDS - started))" >> "$REPORTS/steps.tsv"; exit $rc ) &
    pids+=("$!") names+=("$name") outs+=("$out")
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then
      status=1
      printf '\033[31m%s failed:\033[0m\n' "${names[$i]}"
      printf '%s\n' "${names[$i]}" >> "$REPORTS/failed-steps.txt"
    fi
    sed 's/^/   | /' "${outs[$i]}"
    rm -f "${outs[$i]}"
  done
  return "$status"
}

# part NAME COMMAND… → runs one part of a step, recording its time as a part row; returns the
# command's status. Chain parts with && — inside `together` (an `if` condition) errexit is off.
part() {
  local name="$1" started=$SECONDS rc=0
  shift
  printf -- '-- %s\n' "$name"
  "$@" || rc=$?
  [ "$rc" -eq 0 ] || printf '%s\n' "$name" >> "$REPORTS/failed-steps.txt"
  printf '   (%s: %ss)\n' "$name" "$((SECONDS - started))"
  printf '%s\t%s\tpart\n' "$name" "$((SECONDS - started))" >> "$REPORTS/steps.tsv"
  return "$rc"
}

# `pnpm lint` is ESLint, then prettier --check: here the two run as lanes of their own (~55 and
# ~25 CPU-seconds, one core each), so neither waits for the other. A changed lint script fails the
# step until these two follow it. Prettier's new CLI (--experimental-cli, Prettier 3.6+; same files,
# same verdict, exit 1 on a misformatted file) took 19.8/21.1 CPU-s against the classic CLI's
# 25.8/22.5 (quiet, alternating); here without its cache (a fresh clone has none) and its worker
# threads (the step is filler beside e2e; parallel cost 21.3/21.5).
LINT_SCRIPT='eslint . --max-warnings=0 && prettier --experimental-cli --check . --log-level warn'
lint_script_unchanged() {
  local have
  have="$(node -p 'JSON.parse(require("node:fs").readFileSync("package.json", "utf8")).scripts.lint')"
  [ "$have" = "$LINT_SCRIPT" ] && return 0
  echo "package.json's lint script is now \"$have\": make eslint_check and prettier_check in scripts/test.sh run what it runs (LINT_SCRIPT)" >&2
  return 1
}
# run_bin DIR TOOL ARGS… → a package's binary (DIR/node_modules/.bin/TOOL, DIR relative to the root)
# run in DIR with that .bin first on PATH — what `pnpm exec` / `pnpm --filter … exec` do, without
# starting pnpm (~1 CPU-s and 0.5–2 s each; ~16 calls per run, 7 of them in turn on the typecheck lane).
run_bin() {
  local dir="$ROOT/$1" tool="$2"
  shift 2
  (cd "$dir" && PATH="$dir/node_modules/.bin:$PATH" exec "$dir/node_modules/.bin/$tool" "$@")
}
eslint_check() { lint_script_unchanged && run_bin . eslint . --max-warnings=0; }
prettier_check() { run_bin . prettier --experimental-cli --no-cache --no-parallel --check . --log-level warn; }
# The five programs of `pnpm typecheck` (package.json: the packages, e2e, scripts), checked by
# TypeScript 7's native compiler (tsgo, @typescript/native-preview, pinned in package.json) one after
# the other, a fraction of what TypeScript 5's tsc took (177 s side by side in the last fresh-clone
# run). --singleThreaded: one checker per program instead of four, each of which resolved much of
# the same global types again. Here the step is filler beside e2e on a full machine, where the extra
# threads bought no time: all five, 2-core box, nice 5 beside three busy loops, 25.5 → 17.7 CPU-s
# at the same wall time (66.7 / 69.1 s); quiet 22.5 → 18.8 CPU-s (12 → 17 s); ciQ spent 62 CPU-s in
# tsgo (issue 22, stop 35). Editors, eslint's typescript-eslint, Next and `pnpm typecheck` keep
# TypeScript 5 (typescript in package.json); the tsconfigs hold no option that only one of them
# reads. Any program's error fails the step (all five are checked first).
typecheck_native() {
  local program status=0
  for program in schemas studio web e2e scripts; do
    printf -- '-- tsgo -p %s\n' "$program"
    run_bin . tsgo -p "$program" --noEmit --singleThreaded || status=1
  done
  return "$status"
}
# The studio schema, extracted (web/src/content/generated/schema.json) and validated (0 errors and
# 0 warnings) in one plain Node process (studio/schema-check.ts) — not `sanity schema extract` and
# `sanity schema validate`, two CLI starts that each ran all of `sanity` through Vite (~50 CPU-s
# each); then, in the same process, TypeGen over it (`--typegen`: @sanity/codegen's
# runTypegenGenerate, what `sanity typegen generate` runs, same bytes; ~4.5 CPU-s against the CLI's
# ~8 plus its ~2.3 CPU-s telemetry-flush child) — `pnpm typegen` runs the same.
schema_typegen() { (cd studio && node schema-check.ts --out ../web/src/content/generated/schema.json --level warning --typegen); }
types() {
  part "schema extract + validate + typegen" schema_typegen &&
    part "typecheck (tsgo)" typecheck_native
}
seed_check() { node scripts/seed/build-seed.ts --check; }
vitest_unit() {
  run_bin . vitest run --project unit --project unit-isolated \
    --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-unit.json"
}
# The integration files in two vitest processes side by side (vitest.config.ts VITEST_OWN_STACKS):
# those on the shared stack one at a time, and beside them the two that run stacks of their own
# (persistence, outages), which mostly wait on those stacks.
vitest_integration_shared() {
  VITEST_OWN_STACKS=skip run_bin . vitest run --project integration --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-integration.json"
}
vitest_integration_own_stacks() {
  VITEST_OWN_STACKS=only run_bin . vitest run --project integration --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-integration-own-stacks.json"
}
vitest_integration() {
  await_system_packages || return 1
  together "shared stack:vitest_integration_shared" "own stacks (persistence, outages):vitest_integration_own_stacks"
}
web_build() {
  # The typecheck step of the same run type-checks web; next build would do it too (~1 min). In CI
  # (a fresh clone that never builds again) without Turbopack's build cache and without server
  # source maps (next.config.ts NEXT_BUILD_FS_CACHE, NEXT_BUILD_SOURCE_MAPS); a checkout's later
  # runs keep both.
  NEXT_SKIP_TYPECHECK=1 NEXT_BUILD_FS_CACHE="${CI:+0}" NEXT_BUILD_SOURCE_MAPS="${CI:+0}" run_bin web next build
}
standalone_run() {
  run_bin . vitest run --project standalone --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-standalone.json"
}
# Two local Firebase stacks side by side: "test" (exported: the vitest integration files and the
# standalone instances) and "e2e" (kept in E2E_STACK_ENV for Playwright), so that e2e can start as
# soon as the web build is done while the integration files still run — with one stack they could
# not overlap (rate limits per address, the outbox and the accounts would be shared).
E2E_STACK_ENV=()
start_stacks() {
  local e2e_file test_file line
  launch_emulators e2e
  e2e_file="$LAUNCHED_EMULATORS"
  launch_emulators test
  test_file="$LAUNCHED_EMULATORS"
  await_emulators "$e2e_file"
  await_emulators "$test_file"
  while IFS= read -r line; do [ -n "$line" ] && E2E_STACK_ENV+=("$line"); done < "$e2e_file"
  set -a
  # shellcheck disable=SC1090
  source "$test_file"
  set +a
  rm -f "$e2e_file" "$test_file"
}
# Beside e2e (which needs the web build only): the standalone output and the vitest "standalone"
# project, which mostly waits for its servers, on ports e2e does not use (3511–3519 and the dev
# profile's).
standalone_instances() {
  part "standalone output" node scripts/standalone.ts &&
    part "several instances, start commands (vitest standalone)" standalone_run
}
e2e_run() {
  (
    export "${E2E_STACK_ENV[@]}"
    PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/e2e.json" run_bin . playwright test --reporter=list,json
  )
}
units_studio() {
  part "unit tests (vitest)" vitest_unit &&
    part "studio build" pnpm --filter studio run build
}
# The CPU-bound chain beside the integration files: the web build, then e2e with the standalone
# lane, the unit tests + studio build and the static checks beside it — e2e leaves part of a core
# idle (a worker waiting on the server, the global setup), which the others fill.
checks() { together "eslint:eslint_check" "prettier --check:prettier_check" "schema extract + validate + typegen → typecheck:types" "seed dataset up to date:seed_check"; }
static_checks() { part "eslint ∥ prettier ∥ schema extract + validate + typegen → typecheck ∥ seed dataset" checks; }
# The CPU-only lanes beside e2e (unit tests + studio build, static checks) run at a lower CPU
# priority (nice FILLER_NICE, inherited by their children): e2e is the run's critical lane, and its
# two workers alone leave ~0.4 of the 2 cores idle, which these take first; when e2e wants both
# cores it gets most of them (nice 5 weighs ~1/3 of nice 0 in the kernel's fair scheduler, within
# test.sh's autogroup). Only lowers priority (no privilege needed). The standalone lane keeps nice
# 0: its tests wait on servers (stop 34: at nice 5 beside the others its two-instance file took
# 266–370 s, and a unit test hit its 20 s timeout).
# At the full depth (releases: no time bound) the fillers keep nice 0: beside its heavier lanes (both
# README start commands built from fresh clones, 4,000-respondent simulations) a nice-5 lane starved
# — stop 36's --full run: scripts/lint/house-rules.test.ts's ESLint start hit its 120 s hook timeout.
if full_depth; then FILLER_NICE="${FILLER_NICE:-0}"; else FILLER_NICE="${FILLER_NICE:-5}"; fi
at_filler_priority() { renice -n "$FILLER_NICE" -p "$BASHPID" > /dev/null && "$@"; }
units_studio_filler() { at_filler_priority units_studio; }
static_checks_filler() { at_filler_priority static_checks; }
after_build() {
  await_system_packages || return 1
  together "e2e (Playwright, Chromium):e2e_run" "standalone output → instances:standalone_instances" "unit tests → studio build:units_studio_filler" "static checks:static_checks_filler"
}
build_e2e() {
  part "web build" web_build &&
    part "e2e ∥ standalone instances ∥ unit tests → studio build ∥ static checks" after_build
}

step "local Firebase emulators (test and e2e profiles)" start_stacks
if full_depth; then
  # The full depth runs the integration files first, alone: beside the full depth's other lanes
  # (782 s of them in stop 36's --full run) their PDF downloads waited for CPU past the account
  # deadlines even at ACCOUNT_DEADLINE_SCALE=10 (503 in billing.int and session-renewal.int, in two
  # of stop 35's and stop 36's four --full runs). The fast depth keeps them beside the build.
  step "integration tests (vitest)" vitest_integration
  step "web build → e2e ∥ standalone ∥ unit tests ∥ static checks" build_e2e
else
  step "integration tests ∥ web build → e2e ∥ standalone ∥ unit tests ∥ static checks" together "integration tests (vitest):vitest_integration" "web build → e2e ∥ standalone ∥ unit tests ∥ static checks:build_e2e"
fi

printf '\n\033[1;32mAll checks passed.\033[0m\n'
