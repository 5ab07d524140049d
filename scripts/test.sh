#!/usr/bin/env bash
# ./scripts/test.sh — everything CI checks, in order; non-zero exit on the first failure:
# lint, typecheck, seed dataset freshness, vitest (unit + integration), sanity schema validate
# (0 errors, 0 warnings), studio build, web build (+ standalone output), the two-instance test
# (standalone servers + Redis behind the proxy, vitest project "standalone"), Playwright e2e in
# Debian's Chromium (with e2e/proxy.spec.ts: the app behind Debian's nginx, bootstrap --proxy).
# One local Firebase stack ("test" profile: auth 9199, firestore 8180, smtp 2625, mail in
# .data/test-mail, account data in memory; see scripts/lib.sh start_emulators) serves both vitest
# and Playwright; it is stopped when the script exits. The restart test (persistence across a
# graceful stop and a SIGKILL) is web/src/server/__tests__/persistence.int.test.ts in the vitest step.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# shellcheck source=scripts/bootstrap.sh
source "$ROOT/scripts/bootstrap.sh" --browsers --proxy --redis
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"
trap stop_children EXIT

export CONTENT_SOURCE=local
export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-http://localhost:3000}"
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
}

schema_validate() {
  local out
  out="$(pnpm --filter studio exec sanity schema validate --level warning 2>&1)" || { echo "$out"; return 1; }
  echo "$out" | grep -E 'Errors|Warnings' || true
  if ! echo "$out" | grep -qE 'Errors: +0 errors' || ! echo "$out" | grep -qE 'Warnings: +0 warnings'; then
    echo "$out"
    echo "sanity schema validate must report 0 errors and 0 warnings" >&2
    return 1
  fi
}

step "lint" pnpm lint
step "typegen (schema extract + TypeGen)" pnpm typegen
step "typecheck" pnpm typecheck
step "seed dataset up to date" node scripts/seed/build-seed.ts --check
step "local Firebase emulators" start_emulators test
step "unit and integration tests (vitest)" pnpm vitest run --project unit --project integration
step "sanity schema validate" schema_validate
step "studio build" pnpm --filter studio run build
step "web build" pnpm --filter web exec next build
step "standalone output" node scripts/standalone.ts
step "several instances (standalone + Redis)" pnpm vitest run --project standalone
step "e2e (Playwright, Chromium)" pnpm exec playwright test

printf '\n\033[1;32mAll checks passed.\033[0m\n'
