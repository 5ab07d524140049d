#!/usr/bin/env bash
# pnpm dev — the web app in development mode (hot reload) on the embedded seed dataset, with the
# local Firebase emulators ("dev" profile, see scripts/lib.sh start_emulators) for accounts.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${PORT:-3000}"
# shellcheck source=scripts/bootstrap.sh
source "$ROOT/scripts/bootstrap.sh"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"
require_free_port "$PORT" "the development server"
require_emulator_ports dev
export CONTENT_SOURCE="${CONTENT_SOURCE:-local}"
# Embedded mode: a known local webhook secret, so `node scripts/notify.ts` can announce new articles
# and tests (the signed webhook creates the notifications). Cloud deployments set their own.
if [ "$CONTENT_SOURCE" = "local" ]; then
  export SANITY_WEBHOOK_SECRET="${SANITY_WEBHOOK_SECRET:-embedded-local-webhook-secret}"
fi
pnpm typegen
trap stop_children EXIT INT TERM
start_emulators dev
pnpm --filter web exec next dev -p "$PORT" &
CHILD_PIDS+=($!)
wait
