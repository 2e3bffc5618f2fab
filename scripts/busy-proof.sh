#!/usr/bin/env bash
# Proof that the test suite holds on a busy machine: `npm test` several times in a row (default
# 3) while two CPU-bound processes run beside it, as on a shared CI machine with 2 cores. The
# burners are started here and stopped when the script ends, whatever happens. Stops at the first
# failing run and exits with its status; prints each run's time.
#
#   scripts/busy-proof.sh [runs]          (TEST_DATABASE_URL, if set, is passed on as in CI)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
burners=2
logdir="$(mktemp -d /tmp/aangan-busy.XXXXXX)"

pids=()
stop() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap stop EXIT
for _ in $(seq "$burners"); do
  node -e 'for (;;) {}' &
  pids+=($!)
done
echo "busy-proof: $burners CPU burners running (pids ${pids[*]}) on $(nproc) cores; logs in $logdir"

total=$SECONDS
for i in $(seq "$runs"); do
  t0=$SECONDS
  if npm test > "$logdir/run-$i.log" 2>&1; then
    steps="$(grep -E '^✓ .* \([0-9]+ s\)$' "$logdir/run-$i.log" | sed 's/^✓ //' | paste -sd ';' | sed 's/;/; /g')"
    echo "busy-proof: run $i of $runs passed in $((SECONDS - t0)) s: $steps"
  else
    status=$?
    tail -60 "$logdir/run-$i.log"
    echo "busy-proof: run $i of $runs FAILED after $((SECONDS - t0)) s (log: $logdir/run-$i.log)" >&2
    exit "$status"
  fi
done
echo "busy-proof: $runs runs in a row passed beside $burners CPU burners in $((SECONDS - total)) s"
