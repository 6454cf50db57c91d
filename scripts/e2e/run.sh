#!/usr/bin/env bash
# npm run test:e2e: prerequisites (cached in .cache/e2e/), the playground in chromium (npm run
# test:web: build:web, then test/web/*.e2e.ts), the .vsix (npm run package), then the end-to-end
# suite in a real VS Code workbench. Extra arguments go to that last vitest (e.g. -t hover).
# STRIFE_E2E_VSIX=path tests an existing .vsix instead of packaging one.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
export PATH="$ROOT/node_modules/.bin:$PATH"
OUT="$ROOT/test-output/e2e"
mkdir -p "$OUT"

start=$(date +%s)
bash scripts/e2e/setup.sh

# The browser playground: its own static page in chromium, no VS Code (test/web/playground.e2e.ts).
echo "[e2e] npm run test:web (the playground in chromium)"
npm run test:web
if [[ -z "${STRIFE_E2E_VSIX:-}" ]]; then
    echo "[e2e] npm run package (log: test-output/e2e/package.log)"
    if ! npm run package >"$OUT/package.log" 2>&1; then
        tail -n 30 "$OUT/package.log" >&2
        echo "[e2e] npm run package failed" >&2
        exit 1
    fi
fi
echo "[e2e] prerequisites and package: $(( $(date +%s) - start )) s"

# Safety net: the suite stops code-server itself (afterAll); should the test process die first,
# the process group it recorded is killed here, by its id.
PGID_FILE="$OUT/scratch/code-server.pgid"
cleanup() {
    if [[ -f "$PGID_FILE" ]]; then
        pgid="$(cat "$PGID_FILE")"
        if [[ "$pgid" =~ ^[0-9]+$ ]] && kill -0 -- "-$pgid" 2>/dev/null; then
            echo "[e2e] stopping code-server's process group $pgid left by the suite" >&2
            kill -KILL -- "-$pgid" 2>/dev/null || true
        fi
        rm -f "$PGID_FILE"
    fi
}
trap cleanup EXIT
# Screenshots, page dumps and logs of the previous run go; each spec resets its own scratch folder.
find "$OUT" -maxdepth 1 \( -name '*.png' -o -name '*.html' -o -name '*.failed.*' -o -name 'code-server.log' -o -name 'install-extension.log' \) -exec rm -rf {} +
vitest run --config test/e2e/vitest.config.ts "$@"
