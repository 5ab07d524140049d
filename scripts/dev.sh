#!/usr/bin/env bash
# pnpm dev — the web app in development mode (hot reload) on the embedded seed dataset, with the
# local Firebase emulators ("dev" profile, see scripts/lib.sh start_emulators) for accounts, whose
# data persists in .data/ (shared with ./scripts/start.sh; `./scripts/start.sh --reset-data` or
# deleting .data/auth and .data/firestore resets it). The dev server listens on 127.0.0.1 only.
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
# Embedded mode: this checkout's random webhook secret (.data/webhook-secret), so
# `node scripts/notify.ts` can announce new articles and tests. Cloud deployments set their own.
if [ "$CONTENT_SOURCE" = "local" ]; then use_webhook_secret; fi
# …and its draft-mode secret (.data/draft-mode-secret) for previewing drafts (docs/content-and-studio.md "Previewing drafts").
if [ "$CONTENT_SOURCE" = "local" ]; then use_draft_mode_secret "http://localhost:$PORT"; fi
pnpm typegen
trap stop_children EXIT INT TERM
start_emulators dev
pnpm --filter web exec next dev -p "$PORT" -H "${HOST:-127.0.0.1}" &
CHILD_PIDS+=($!)
wait
