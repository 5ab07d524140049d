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
