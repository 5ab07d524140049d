#!/usr/bin/env bash
# ./scripts/start.sh [--reset-data] — bootstrap, build and serve TypeAtlas in embedded mode (seed
# content, local Firebase emulators for accounts, no network) at http://localhost:${PORT:-3000} as a
# production build. The emulators (scripts/emulators/run.ts, "dev" profile: auth 9099, firestore
# 8080, smtp 2525; e-mails land in .data/mail) start after the build, before serving. Accounts,
# results and notifications persist in .data/ across restarts; --reset-data deletes them first.
# Everything listens on 127.0.0.1 only. Ctrl-C stops everything it started.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${PORT:-3000}"
RESET_DATA=0
for arg in "$@"; do
  case "$arg" in
    --reset-data) RESET_DATA=1 ;;
    -h | --help)
      sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "Unknown option '$arg' (try --help)." >&2
      exit 1
      ;;
  esac
done

# shellcheck source=scripts/bootstrap.sh
source "$ROOT/scripts/bootstrap.sh"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"

require_free_port "$PORT" "the site"
require_emulator_ports dev
if [ "$RESET_DATA" = 1 ]; then reset_account_data; fi

export CONTENT_SOURCE="${CONTENT_SOURCE:-local}"
# Embedded mode: this checkout's random webhook secret (.data/webhook-secret), so
# `node scripts/notify.ts` can announce new articles and tests (the signed webhook creates the
# notifications). Cloud deployments set their own.
if [ "$CONTENT_SOURCE" = "local" ]; then use_webhook_secret; fi
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
