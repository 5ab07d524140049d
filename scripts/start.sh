#!/usr/bin/env bash
# ./scripts/start.sh [--reset-data] [--proxy] [--no-build] — bootstrap, build and serve TypeAtlas in
# embedded mode (seed content, local Firebase emulators for accounts, no network) at
# http://localhost:${PORT:-3000} as a production build. The emulators (scripts/emulators/run.ts,
# "dev" profile: auth 9099, firestore 8080, smtp 2525, hub 4400, logging 4500; e-mails land in
# .data/mail) start after the build, before serving. Accounts, results and notifications persist
# in .data/ across restarts; --reset-data deletes them first. --proxy puts Debian's nginx
# (deploy/nginx, installed when missing) in front: the site at http://localhost:${PROXY_PORT:-8088},
# the app behind it on $PORT with TRUST_PROXY=1. --no-build serves the existing web build (it keeps
# the NEXT_PUBLIC_SITE_URL it was built with). Everything listens on 127.0.0.1 only. "Serving
# TypeAtlas at …" is printed once the site answers; if a part does not start (a port in use, …)
# or stops later, everything is stopped and the exit code is 1. Ctrl-C stops everything (exit 0).
# Unless HUB_URL is set, a hub placeholder (scripts/hub-placeholder.ts) answers on
# http://localhost:${HUB_PORT:-3001} — where the signed-in mobile banner leads outside production;
# when that port is taken the site runs without it. HUB_PORT is baked into static pages by the build.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${PORT:-3000}"
# Not 8080: the dev profile's Firestore emulator (the official suite's default) holds it.
PROXY_PORT="${PROXY_PORT:-8088}"
# The hub of the mobile banner outside production (SPEC §9), read by the build and the app too.
export HUB_PORT="${HUB_PORT:-3001}"
RESET_DATA=0
WITH_PROXY=0
BUILD=1
for arg in "$@"; do
  case "$arg" in
    --reset-data) RESET_DATA=1 ;;
    --proxy) WITH_PROXY=1 ;;
    --no-build) BUILD=0 ;;
    -h | --help)
      sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
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

# Refused before the (minutes-long) build: a port the emulators will take, or one port twice.
require_port_outside_profile "$PORT" PORT dev
if [ "$WITH_PROXY" = 1 ]; then
  require_port_outside_profile "$PROXY_PORT" PROXY_PORT dev
  if [ "$PROXY_PORT" = "$PORT" ]; then
    printf '\nPROXY_PORT and PORT are both %s: the proxy and the app need a port each.\n\n' "$PORT" >&2
    exit 1
  fi
fi
if [ -z "${HUB_URL:-}" ]; then
  require_port_outside_profile "$HUB_PORT" HUB_PORT dev
  if [ "$HUB_PORT" = "$PORT" ] || { [ "$WITH_PROXY" = 1 ] && [ "$HUB_PORT" = "$PROXY_PORT" ]; }; then
    printf '\nHUB_PORT is %s, a port the site needs too: choose another one for the hub placeholder.\n\n' "$HUB_PORT" >&2
    exit 1
  fi
fi
require_free_port "$PORT" "the site"
if [ "$WITH_PROXY" = 1 ]; then require_free_port "$PROXY_PORT" "the reverse proxy (PROXY_PORT)"; fi
require_emulator_ports dev
if [ "$BUILD" = 0 ] && [ ! -f "$ROOT/web/.next/BUILD_ID" ]; then
  printf '\n--no-build: there is no web build yet (web/.next); run ./scripts/start.sh without it.\n\n' >&2
  exit 1
fi
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

if [ "$BUILD" = 1 ]; then
  echo "Building (content types, then the web app)…"
  pnpm --filter web run build
fi

trap 'stop_children; exit 0' INT TERM
trap stop_children EXIT
start_emulators dev
if [ "$WITH_PROXY" = 1 ]; then
  # A fresh run directory each start (the micro-cache must not outlive the build it cached),
  # outside .data (mode 0700, it holds the secrets), which nginx's workers could not enter.
  start_proxy "127.0.0.1:$PROXY_PORT" "127.0.0.1:$PORT"
fi
# web/server.ts is `next start` plus 503 (instead of 500) when the content source is down; it
# stops gracefully on SIGINT/SIGTERM. `pnpm --filter web exec next start` still works (then 500).
start_app "$PORT"
# The page the banner links to (not when HUB_URL names a real hub); optional: a busy port is reported, not fatal.
if [ -z "${HUB_URL:-}" ]; then start_hub_placeholder "$HUB_PORT" "$NEXT_PUBLIC_SITE_URL"; fi
if [ "$WITH_PROXY" = 1 ]; then
  echo "App at http://localhost:$PORT (TRUST_PROXY=$TRUST_PROXY); reverse proxy: nginx (run directory and logs: $PROXY_RUN_DIR)"
  echo "Serving TypeAtlas at http://localhost:$PROXY_PORT  (Ctrl-C to stop)"
else
  echo "Serving TypeAtlas at http://localhost:$PORT  (Ctrl-C to stop)"
fi
wait_for_first_exit
