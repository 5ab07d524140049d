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

# Children started by a script are stopped when it exits (Ctrl-C included); then the temporary
# paths in CLEANUP_PATHS (e.g. the proxy run directory) are removed. CHILD_NAMES[pid] says what a
# child is (for wait_for_first_exit); EMULATOR_PIDS[file] is the emulator stack writing that
# variables file (launch_emulators).
CHILD_PIDS=()
declare -A CHILD_NAMES=()
declare -A EMULATOR_PIDS=()
CLEANUP_PATHS=()
stop_children() {
  for pid in "${CHILD_PIDS[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  if [ "${#CLEANUP_PATHS[@]}" -gt 0 ]; then rm -rf "${CLEANUP_PATHS[@]}"; fi
  CLEANUP_PATHS=()
}

# wait_for_first_exit → returns never: waits until a child in CHILD_PIDS ends, then says which one
# (CHILD_NAMES) with its exit code on stderr and exits 1 (the EXIT trap stops the others). A
# trapped signal (Ctrl-C) interrupts the wait at once.
wait_for_first_exit() {
  local pid status
  for (( ; ; )); do
    for pid in "${CHILD_PIDS[@]}"; do
      if ! kill -0 "$pid" 2>/dev/null; then
        status=0
        wait "$pid" 2>/dev/null || status=$?
        printf "\n%s stopped unexpectedly (exit code %s); stopping the rest.\n\n" "${CHILD_NAMES[$pid]:-A process (pid $pid)}" "$status" >&2
        exit 1
      fi
    done
    sleep 1 &
    wait $! 2>/dev/null || true
  done
}

# require_port_outside_profile PORT VAR dev|test|e2e → exits with a clear message when PORT (the value
# of the variable VAR) is one of the profile's emulator ports, which the stack takes after the build.
require_port_outside_profile() {
  emulator_profile "$3"
  local taken
  for taken in "$EMU_AUTH" "$EMU_FIRESTORE" "$EMU_SMTP" "$EMU_HUB" "$EMU_LOGGING"; do
    if [ "$1" = "$taken" ]; then
      printf "\n%s=%s is a port of the local Firebase emulators (%s profile: auth %s, firestore %s, smtp %s,\n" "$2" "$1" "$3" "$EMU_AUTH" "$EMU_FIRESTORE" "$EMU_SMTP" >&2
      printf "hub %s, logging %s), which start after the build; choose another port.\n\n" "$EMU_HUB" "$EMU_LOGGING" >&2
      exit 1
    fi
  done
}

# emulator_profile dev|test|e2e → sets EMU_AUTH EMU_FIRESTORE EMU_SMTP EMU_HUB EMU_LOGGING EMU_MAIL_DIR
# EMU_DATA_DIR (the same table as scripts/emulators/profiles.ts):
#   dev  — auth 9099, firestore 8080, smtp 2525, hub 4400, logging 4500; mail in .data/mail;
#          account data kept across restarts in .data (auth/, firestore/)
#   test — auth 9199, firestore 8180, smtp 2625, hub 4410, logging 4510; mail in .data/test-mail;
#          account data in memory only (EMU_DATA_DIR empty)
#   e2e  — auth 9499, firestore 8480, smtp 2925, hub 4440, logging 4540; mail in .data/e2e-mail;
#          in memory only: ./scripts/test.sh's second stack, for Playwright beside the vitest files
emulator_profile() {
  case "$1" in
    dev) EMU_AUTH=9099 EMU_FIRESTORE=8080 EMU_SMTP=2525 EMU_HUB=4400 EMU_LOGGING=4500 EMU_MAIL_DIR=.data/mail EMU_DATA_DIR=.data ;;
    test) EMU_AUTH=9199 EMU_FIRESTORE=8180 EMU_SMTP=2625 EMU_HUB=4410 EMU_LOGGING=4510 EMU_MAIL_DIR=.data/test-mail EMU_DATA_DIR= ;;
    e2e) EMU_AUTH=9499 EMU_FIRESTORE=8480 EMU_SMTP=2925 EMU_HUB=4440 EMU_LOGGING=4540 EMU_MAIL_DIR=.data/e2e-mail EMU_DATA_DIR= ;;
    *)
      echo "unknown emulator profile '$1' (dev, test or e2e)" >&2
      exit 1
      ;;
  esac
}

# require_emulator_ports dev|test|e2e → exits with a clear message when a port of the profile is busy
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

# start_emulators dev|test|e2e → starts the local Firebase stack (scripts/emulators/run.ts: Firestore,
# the Auth emulator, an SMTP sink; listening on 127.0.0.1 only; the dev profile keeps account data
# in .data across restarts) on the profile's ports in the background, waits until it is
# ready (at most 90 s) and exports FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST,
# FIREBASE_PROJECT_ID, SMTP_URL and MAIL_DIR (absolute). An already exported
# FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST (e.g. the official suite started with
# `firebase emulators:start`) is used instead of starting that emulator. The process joins
# CHILD_PIDS: stop_children ends it, and on SIGTERM it stops its own children (the Auth emulator's
# whole process group). Set the trap (trap stop_children EXIT …) before calling this.
start_emulators() {
  launch_emulators "$1"
  await_emulators "$LAUNCHED_EMULATORS"
  set -a
  # shellcheck disable=SC1090
  source "$LAUNCHED_EMULATORS"
  set +a
  rm -f "$LAUNCHED_EMULATORS"
}

# launch_emulators dev|test|e2e → the first half of start_emulators: checks the profile's ports,
# starts the stack in the background (joining CHILD_PIDS) and returns at once, with the path of the
# file the stack writes its variables to (KEY=value lines, once ready) in LAUNCHED_EMULATORS. Two
# stacks start side by side this way (./scripts/test.sh); await_emulators FILE waits for one.
launch_emulators() {
  local profile="$1"
  require_emulator_ports "$profile"
  LAUNCHED_EMULATORS="$(mktemp -u "${TMPDIR:-/tmp}/typeatlas-emulators-$profile-XXXXXX")"
  echo "Starting the local Firebase emulators ($profile profile)…"
  local data_args=(--ephemeral)
  if [ -n "$EMU_DATA_DIR" ]; then data_args=(--data-dir "$ROOT/$EMU_DATA_DIR"); fi
  node "$ROOT/scripts/emulators/run.ts" --profile "$profile" --auth-port "$EMU_AUTH" \
    --firestore-port "$EMU_FIRESTORE" --smtp-port "$EMU_SMTP" --hub-port "$EMU_HUB" \
    --logging-port "$EMU_LOGGING" --mail-dir "$ROOT/$EMU_MAIL_DIR" "${data_args[@]}" --env-out "$LAUNCHED_EMULATORS" &
  local pid=$!
  CHILD_PIDS+=("$pid")
  CHILD_NAMES[$pid]="The local Firebase emulators ($profile profile)"
  EMULATOR_PIDS[$LAUNCHED_EMULATORS]=$pid
}

# await_emulators FILE → waits (at most 90 s) until the stack launched with that variables file is
# ready; exits 1 with the reason when it stopped or took too long.
await_emulators() {
  local env_file="$1" pid="${EMULATOR_PIDS[$1]}" waited=0
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
}

# start_proxy LISTEN UPSTREAM → starts the shipped reverse proxy (Debian's nginx, configuration
# rendered by scripts/proxy/render-nginx-conf.ts) on LISTEN (host:port) in front of UPSTREAM
# (host:port) in the background and waits until it listens (its pid file appears). Its run directory
# (config, pid, logs, temp, cache; no secrets) is a fresh folder under ${TMPDIR:-/tmp}, mode 0755,
# exported as PROXY_RUN_DIR and removed by stop_children: started as root, nginx's workers run as
# `nobody` and must enter it, which they cannot under .data (0700, it holds the secrets). If nginx
# does not start (e.g. LISTEN's port in use: it gives up after 5 bind attempts, ~2.5 s), prints
# nginx's reason and exits 1. Set the trap (trap stop_children EXIT …) before calling this.
start_proxy() {
  local listen="$1" upstream="$2"
  PROXY_RUN_DIR="$(mktemp -d "${TMPDIR:-/tmp}/typeatlas-proxy-XXXXXX")"
  export PROXY_RUN_DIR
  CLEANUP_PATHS+=("$PROXY_RUN_DIR")
  chmod 755 "$PROXY_RUN_DIR"
  node "$ROOT/scripts/proxy/render-nginx-conf.ts" --listen "$listen" --upstream "$upstream" --run-dir "$PROXY_RUN_DIR" >/dev/null
  local nginx_cmd
  mapfile -t nginx_cmd < <(node -e 'import(process.argv[2]).then((m) => console.log(m.nginxCommand(process.argv[1]).join("\n")))' "$PROXY_RUN_DIR" "$ROOT/scripts/proxy/render-nginx-conf.ts")
  "${nginx_cmd[@]}" &
  local pid=$!
  CHILD_PIDS+=("$pid")
  CHILD_NAMES[$pid]="The reverse proxy (nginx on $listen)"

  local waited=0 reason
  # nginx writes its pid file only after it has bound its listening socket.
  while [ ! -s "$PROXY_RUN_DIR/nginx.pid" ]; do
    if ! kill -0 "$pid" 2>/dev/null; then
      reason="$(grep -o '\[emerg\].*' "$PROXY_RUN_DIR/logs/error.log" 2>/dev/null | tail -n 1 || true)"
      printf '\nThe reverse proxy (nginx) did not start on %s: %s\n' "$listen" "${reason:-see the messages above}" >&2
      if [[ "$reason" == *"Address already in use"* ]]; then
        printf 'Port %s is already in use. Stop whatever is listening there (e.g. "ss -ltnp | grep %s"),\n' "${listen##*:}" "${listen##*:}" >&2
        printf 'or choose another port: PROXY_PORT=%s %s --proxy\n' "$((${listen##*:} + 1))" "$0" >&2
      fi
      printf '\n' >&2
      exit 1
    fi
    if [ "$waited" -ge 200 ]; then
      printf '\nThe reverse proxy (nginx) was not listening on %s after 20 s (log: %s/logs/error.log).\n\n' "$listen" "$PROXY_RUN_DIR" >&2
      exit 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
}

# start_hub_placeholder PORT SITE → serves the hub placeholder (scripts/hub-placeholder.ts: the page
# the mobile 'From Insights to Action' banner links to outside production, SPEC §9) on PORT in the
# background, linking back to SITE, and waits until it listens (at most 10 s). Optional: when PORT
# is in use or the placeholder does not start, it says so plainly and returns 0 without it (the
# site runs on). Once started it joins CHILD_PIDS (stopped with the rest). Set the trap first.
start_hub_placeholder() {
  local port="$1" site="$2" out
  if ! port_free "$port"; then
    printf '\nPort %s is already in use, so the hub placeholder (the page the mobile banner links to) is not\n' "$port" >&2
    printf 'started; the site runs without it. Free the port, or choose another: HUB_PORT=%s %s\n\n' "$(($port + 1))" "$0" >&2
    return 0
  fi
  out="$(mktemp "${TMPDIR:-/tmp}/typeatlas-hub-XXXXXX")"
  CLEANUP_PATHS+=("$out")
  node "$ROOT/scripts/hub-placeholder.ts" --port "$port" --site "$site" >"$out" 2>&1 &
  local pid=$! waited=0
  until grep -q '^Hub placeholder at' "$out"; do
    if ! kill -0 "$pid" 2>/dev/null || [ "$waited" -ge 100 ]; then
      kill "$pid" 2>/dev/null || true
      printf '\nThe hub placeholder did not start on port %s (%s); the site runs without it.\n\n' "$port" "$(tail -n 1 "$out")" >&2
      return 0
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  CHILD_PIDS+=("$pid")
  CHILD_NAMES[$pid]="The hub placeholder (port $port)"
  cat "$out"
}

# start_app PORT → starts the built app (web/server.ts, a production build of web/ required) on
# PORT in the background and waits until it is ready (its "TypeAtlas ready on" line; at most 120 s).
# If it ends first (e.g. the port is in use, a bad environment: its message is on stderr), exits 1
# with the reason. Set the trap (trap stop_children EXIT …) before calling this.
start_app() {
  local port="$1" out
  out="$(mktemp "${TMPDIR:-/tmp}/typeatlas-app-XXXXXX")"
  CLEANUP_PATHS+=("$out")
  node "$ROOT/web/server.ts" --port "$port" > >(tee "$out") &
  local pid=$!
  CHILD_PIDS+=("$pid")
  CHILD_NAMES[$pid]="The app (web/server.ts on port $port)"
  local waited=0
  until grep -q '^TypeAtlas ready on' "$out"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      printf '\nThe app (web/server.ts) did not start on port %s (see its message above).\n\n' "$port" >&2
      exit 1
    fi
    if [ "$waited" -ge 1200 ]; then
      printf '\nThe app (web/server.ts) was not ready on port %s after 120 s.\n\n' "$port" >&2
      exit 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
}
