#!/usr/bin/env bash
# Shared helpers of the orchestration scripts (sourced, not run).

# port_free PORT → exit 0 when nothing listens on PORT (IPv4 or IPv6).
port_free() {
  node -e '
    const net = require("node:net");
    const server = net.createServer();
    server.once("error", () => process.exit(1));
    server.once("listening", () => server.close(() => process.exit(0)));
    server.listen(Number(process.argv[1]));
  ' "$1"
}

# require_free_port PORT WHAT → exits with a clear message when PORT is busy.
require_free_port() {
  if ! port_free "$1"; then
    printf '\nPort %s is already in use, so %s cannot start.\n' "$1" "$2" >&2
    printf 'Stop whatever is listening there (e.g. "lsof -i :%s" or "ss -ltnp | grep %s"),\n' "$1" "$1" >&2
    printf 'or choose another port: PORT=%s %s\n\n' "$(($1 + 1))" "$0" >&2
    exit 1
  fi
}

# Children started by a script are stopped when it exits (Ctrl-C included).
CHILD_PIDS=()
stop_children() {
  for pid in "${CHILD_PIDS[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
}

# emulator_profile dev|test → sets EMU_AUTH EMU_FIRESTORE EMU_SMTP EMU_HUB EMU_LOGGING EMU_MAIL_DIR
# EMU_DATA_DIR (the same table as scripts/emulators/profiles.ts):
#   dev  — auth 9099, firestore 8080, smtp 2525, hub 4400, logging 4500; mail in .data/mail;
#          account data kept across restarts in .data (auth/, firestore/)
#   test — auth 9199, firestore 8180, smtp 2625, hub 4410, logging 4510; mail in .data/test-mail;
#          account data in memory only (EMU_DATA_DIR empty)
emulator_profile() {
  case "$1" in
    dev) EMU_AUTH=9099 EMU_FIRESTORE=8080 EMU_SMTP=2525 EMU_HUB=4400 EMU_LOGGING=4500 EMU_MAIL_DIR=.data/mail EMU_DATA_DIR=.data ;;
    test) EMU_AUTH=9199 EMU_FIRESTORE=8180 EMU_SMTP=2625 EMU_HUB=4410 EMU_LOGGING=4510 EMU_MAIL_DIR=.data/test-mail EMU_DATA_DIR= ;;
    *)
      echo "unknown emulator profile '$1' (dev or test)" >&2
      exit 1
      ;;
  esac
}

# require_emulator_ports dev|test → exits with a clear message when a port of the profile is busy
# (ports of emulators given by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST are skipped).
require_emulator_ports() {
  emulator_profile "$1"
  require_free_port "$EMU_SMTP" "the local mail sink ($1 profile)"
  if [ -z "${FIRESTORE_EMULATOR_HOST:-}" ]; then
    require_free_port "$EMU_FIRESTORE" "the Firestore emulator ($1 profile)"
  fi
  if [ -z "${FIREBASE_AUTH_EMULATOR_HOST:-}" ]; then
    require_free_port "$EMU_AUTH" "the Firebase Auth emulator ($1 profile)"
    require_free_port "$EMU_HUB" "the Firebase emulator hub ($1 profile)"
    require_free_port "$EMU_LOGGING" "the Firebase emulator logging ($1 profile)"
  fi
}

# reset_account_data → deletes the dev profile's persisted account data (.data/auth, .data/firestore)
# and its outbox (.data/mail); the webhook secret (.data/webhook-secret) stays. Call it while the
# dev emulators are stopped (require_emulator_ports dev first).
reset_account_data() {
  rm -rf "$ROOT/.data/auth" "$ROOT/.data/firestore" "$ROOT/.data/mail"
  echo "Local account data deleted (.data/auth, .data/firestore, .data/mail)."
}

# use_webhook_secret → exports SANITY_WEBHOOK_SECRET, unless it is set, as this checkout's
# embedded-mode secret (.data/webhook-secret, created with crypto randomness on first use; see
# scripts/webhook-secret.ts), which `node scripts/notify.ts` signs with.
use_webhook_secret() {
  if [ -z "${SANITY_WEBHOOK_SECRET:-}" ]; then
    local secret
    secret="$(node "$ROOT/scripts/webhook-secret.ts")"
    export SANITY_WEBHOOK_SECRET="$secret"
  fi
}

# use_draft_mode_secret → exports DRAFT_MODE_SECRET, unless it is set, as this checkout's
# embedded-mode draft-mode secret (.data/draft-mode-secret, created like the webhook secret), and
# prints the URL that turns on draft mode ("Preview — drafts") for the site at $1.
use_draft_mode_secret() {
  if [ -z "${DRAFT_MODE_SECRET:-}" ]; then
    local secret
    secret="$(node "$ROOT/scripts/webhook-secret.ts" --draft-mode)"
    export DRAFT_MODE_SECRET="$secret"
  fi
  echo "Preview drafts: ${1:-http://localhost:3000}/draft-mode/enable?secret=$DRAFT_MODE_SECRET"
}

# start_emulators dev|test → starts the local Firebase stack (scripts/emulators/run.ts: Firestore,
# the Auth emulator, an SMTP sink; listening on 127.0.0.1 only; the dev profile keeps account data
# in .data across restarts) on the profile's ports in the background, waits until it is
# ready (at most 90 s) and exports FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST,
# FIREBASE_PROJECT_ID, SMTP_URL and MAIL_DIR (absolute). An already exported
# FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST (e.g. the official suite started with
# `firebase emulators:start`) is used instead of starting that emulator. The process joins
# CHILD_PIDS: stop_children ends it, and on SIGTERM it stops its own children (the Auth emulator's
# whole process group). Set the trap (trap stop_children EXIT …) before calling this.
start_emulators() {
  local profile="$1"
  require_emulator_ports "$profile"
  local env_file
  env_file="$(mktemp -u "${TMPDIR:-/tmp}/typeatlas-emulators-$profile-XXXXXX")"
  echo "Starting the local Firebase emulators ($profile profile)…"
  local data_args=(--ephemeral)
  if [ -n "$EMU_DATA_DIR" ]; then data_args=(--data-dir "$ROOT/$EMU_DATA_DIR"); fi
  node "$ROOT/scripts/emulators/run.ts" --profile "$profile" --auth-port "$EMU_AUTH" \
    --firestore-port "$EMU_FIRESTORE" --smtp-port "$EMU_SMTP" --hub-port "$EMU_HUB" \
    --logging-port "$EMU_LOGGING" --mail-dir "$ROOT/$EMU_MAIL_DIR" "${data_args[@]}" --env-out "$env_file" &
  local pid=$!
  CHILD_PIDS+=("$pid")

  local waited=0
  while [ ! -s "$env_file" ]; do
    if ! kill -0 "$pid" 2>/dev/null; then
      printf '\nThe local Firebase emulators did not start (see the messages above).\n\n' >&2
      exit 1
    fi
    if [ "$waited" -ge 900 ]; then
      printf '\nThe local Firebase emulators were not ready after 90 s (see the messages above).\n\n' >&2
      exit 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  set -a
  # shellcheck disable=SC1090
  source "$env_file"
  set +a
  rm -f "$env_file"
}
