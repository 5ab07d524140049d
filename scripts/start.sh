#!/usr/bin/env bash
# ./scripts/start.sh [--reset-data] [--proxy] — bootstrap, build and serve TypeAtlas in embedded mode
# (seed content, local Firebase emulators for accounts, no network) at http://localhost:${PORT:-3000}
# as a production build. The emulators (scripts/emulators/run.ts, "dev" profile: auth 9099,
# firestore 8080, smtp 2525; e-mails land in .data/mail) start after the build, before serving.
# Accounts, results and notifications persist in .data/ across restarts; --reset-data deletes them
# first. --proxy puts Debian's nginx (deploy/nginx, installed when missing) in front: the site at
# http://localhost:${PROXY_PORT:-8080}, the app behind it on $PORT with TRUST_PROXY=1.
# Everything listens on 127.0.0.1 only. Ctrl-C stops everything it started.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${PORT:-3000}"
PROXY_PORT="${PROXY_PORT:-8080}"
RESET_DATA=0
WITH_PROXY=0
for arg in "$@"; do
  case "$arg" in
    --reset-data) RESET_DATA=1 ;;
    --proxy) WITH_PROXY=1 ;;
    -h | --help)
      sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "Unknown option '$arg' (try --help)." >&2
      exit 1
      ;;
  esac
done

BOOTSTRAP_ARGS=()
if [ "$WITH_PROXY" = 1 ]; then BOOTSTRAP_ARGS=(--proxy); fi
# shellcheck source=scripts/bootstrap.sh
source "$ROOT/scripts/bootstrap.sh" "${BOOTSTRAP_ARGS[@]}"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"

require_free_port "$PORT" "the site"
if [ "$WITH_PROXY" = 1 ]; then require_free_port "$PROXY_PORT" "the reverse proxy (PROXY_PORT)"; fi
require_emulator_ports dev
if [ "$RESET_DATA" = 1 ]; then reset_account_data; fi

export CONTENT_SOURCE="${CONTENT_SOURCE:-local}"
# Embedded mode: this checkout's random webhook secret (.data/webhook-secret), so
# `node scripts/notify.ts` can announce new articles and tests (the signed webhook creates the
# notifications). Cloud deployments set their own.
if [ "$CONTENT_SOURCE" = "local" ]; then use_webhook_secret; fi
if [ "$WITH_PROXY" = 1 ]; then
  export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-http://localhost:$PROXY_PORT}"
  # One trusted hop: the app takes the X-Forwarded-For entry nginx appended (web/src/server/client-ip.ts).
  export TRUST_PROXY="${TRUST_PROXY:-1}"
else
  export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-http://localhost:$PORT}"
fi

# Embedded mode: this checkout's draft-mode secret (.data/draft-mode-secret) for previewing drafts.
if [ "$CONTENT_SOURCE" = "local" ]; then use_draft_mode_secret "$NEXT_PUBLIC_SITE_URL"; fi

echo "Building (content types, then the web app)…"
pnpm --filter web run build

# web/server.ts is `next start` plus 503 (instead of 500) when the content source is down; it
# stops gracefully on SIGINT/SIGTERM. `pnpm --filter web exec next start` still works (then 500).
trap stop_children EXIT INT TERM
start_emulators dev
if [ "$WITH_PROXY" = 1 ]; then
  # A fresh run directory each start (the micro-cache must not outlive the build it cached).
  rm -rf "$ROOT/.data/proxy"
  node "$ROOT/scripts/proxy/render-nginx-conf.ts" --listen "127.0.0.1:$PROXY_PORT" --upstream "127.0.0.1:$PORT" --run-dir "$ROOT/.data/proxy" >/dev/null
  mapfile -t NGINX_CMD < <(node -e 'import("./scripts/proxy/render-nginx-conf.ts").then((m) => console.log(m.nginxCommand(process.argv[1]).join("\n")))' "$ROOT/.data/proxy")
  "${NGINX_CMD[@]}" &
  CHILD_PIDS+=($!)
  echo "App at http://localhost:$PORT (TRUST_PROXY=$TRUST_PROXY); reverse proxy (nginx, logs in .data/proxy/logs):"
  echo "Serving TypeAtlas at http://localhost:$PROXY_PORT  (Ctrl-C to stop)"
else
  echo "Serving TypeAtlas at http://localhost:$PORT  (Ctrl-C to stop)"
fi
node "$ROOT/web/server.ts" --port "$PORT" &
CHILD_PIDS+=($!)
wait
