#!/usr/bin/env bash
# pnpm dev — the web app in development mode (hot reload) on the embedded seed dataset.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${PORT:-3000}"
# shellcheck source=scripts/bootstrap.sh
source "$ROOT/scripts/bootstrap.sh"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"
require_free_port "$PORT" "the development server"
export CONTENT_SOURCE="${CONTENT_SOURCE:-local}"
pnpm typegen
trap stop_children EXIT INT TERM
pnpm --filter web exec next dev -p "$PORT" &
CHILD_PIDS+=($!)
wait
