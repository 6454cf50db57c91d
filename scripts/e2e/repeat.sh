#!/usr/bin/env bash
# Runs the end-to-end suite N times in a row (default 10) and reports passes and time per run.
# Logs: test-output/e2e-repeat/run-K.log (a failed run also keeps its test-output/e2e/ folder as
# test-output/e2e-repeat/run-K/).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
N="${1:-10}"
LOGS="$ROOT/test-output/e2e-repeat"
rm -rf "$LOGS"
mkdir -p "$LOGS"
passed=0
for ((k = 1; k <= N; k++)); do
    t0=$(date +%s.%N)
    if npm run --silent test:e2e >"$LOGS/run-$k.log" 2>&1; then
        passed=$((passed + 1))
        verdict=pass
    else
        verdict=FAIL
        cp -r "$ROOT/test-output/e2e" "$LOGS/run-$k" 2>/dev/null || true
    fi
    t1=$(date +%s.%N)
    summary=$(grep -E '^tests: [0-9]+ passed' "$LOGS/run-$k.log" | tail -n 1)
    printf 'run %2d: %s in %5.1f s  (%s)\n' "$k" "$verdict" "$(echo "$t1 - $t0" | bc)" "${summary:-no summary}" | tee -a "$LOGS/summary.txt"
done
echo "e2e repeat: $passed passed, $((N - passed)) failed" | tee -a "$LOGS/summary.txt"
[[ $passed -eq $N ]]
