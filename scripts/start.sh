#!/usr/bin/env bash
# ./scripts/start.sh — bootstrap, build and serve TypeAtlas in embedded mode (seed content, local
# Firebase emulators for accounts, no network) at http://localhost:${PORT:-3000} as a production
# build. The emulators (scripts/emulators/run.ts, "dev" profile: auth 9099, firestore 8080,
# smtp 2525; e-mails land in .data/mail) start after the build, before serving.
# Ctrl-C stops everything it started.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${PORT:-3000}"

# shellcheck source=scripts/bootstrap.sh
source "$ROOT/scripts/bootstrap.sh"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"

require_free_port "$PORT" "the site"
require_emulator_ports dev

export CONTENT_SOURCE="${CONTENT_SOURCE:-local}"
# Embedded mode: a known local webhook secret, so `node scripts/notify.ts` can announce new articles
# and tests (the signed webhook creates the notifications). Cloud deployments set their own.
if [ "$CONTENT_SOURCE" = "local" ]; then
  export SANITY_WEBHOOK_SECRET="${SANITY_WEBHOOK_SECRET:-embedded-local-webhook-secret}"
fi
export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-http://localhost:$PORT}"

echo "Building (content types, then the web app)…"
pnpm --filter web run build

# web/server.ts is `next start` plus 503 (instead of 500) when the content source is down; it
# stops gracefully on SIGINT/SIGTERM. `pnpm --filter web exec next start` still works (then 500).
trap stop_children EXIT INT TERM
start_emulators dev
echo "Serving TypeAtlas at http://localhost:$PORT  (Ctrl-C to stop)"
node "$ROOT/web/server.ts" --port "$PORT" &
CHILD_PIDS+=($!)
wait
