#!/usr/bin/env bash
# repairminder: `orders list --all` over 40 pages of 20 orders from the RepairMinder fake on loopback, each
# page after the first answered after 100 ms (a distant service): one page after another
# (--concurrency 1, as before pages were fetched side by side) beside the default of 4 pages in flight,
# interleaved in the same run; wall-clock medians, and a check that both print the same items in order.
# Usage: Benchmarks/repairminder-pages.sh [ROUNDS] [DELAY_MS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
delay=${2:-100}
. Benchmarks/lib/loopback-scratch.sh
loopback_scratch repairminder
export XDG_STATE_HOME="$tmp/state" REPAIRMINDER_TOKEN=
python3 Tests/Support/repairminder_fake.py --items 800 --lifetime 900 >"$tmp/port" &
pids+=($!)
while [ ! -s "$tmp/port" ]; do sleep 0.1; done
export REPAIRMINDER_API_BASE_URL="http://127.0.0.1:$(head -1 "$tmp/port")"
printf 'Corr3ct-Horse!\n' | "$bin/repairminder" auth login --email ann@example.com --password-stdin -q
curl -s -X POST -d "{\"page_delay_ms\": $delay}" "$REPAIRMINDER_API_BASE_URL/_control" >/dev/null

for round in $(seq "$rounds"); do
    for concurrency in 1 4; do
        /usr/bin/time -f "%e" -o "$tmp/t" \
            "$bin/repairminder" orders list --all --limit 20 --concurrency "$concurrency" -o ndjson >"$tmp/out-$concurrency"
        echo "$concurrency $(cat "$tmp/t")" >>"$tmp/results"
    done
    cmp -s "$tmp/out-1" "$tmp/out-4" || { echo "the two runs printed different items" >&2; exit 1; }
done
[ "$(wc -l <"$tmp/out-4")" -eq 800 ] || { echo "expected 800 items" >&2; exit 1; }

python3 - "$tmp/results" "$delay" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    concurrency, seconds = line.split()
    rows.setdefault(int(concurrency), []).append(float(seconds))
print(f"40 pages of 20 orders, {sys.argv[2]} ms a page after the first; same 800 items in the same order")
print(f"{'pages in flight':<16} {'wall s (median)':>16} {'min':>6} {'max':>6}")
for concurrency, runs in sorted(rows.items()):
    print(f"{concurrency:<16} {statistics.median(runs):>16.3f} {min(runs):>6.3f} {max(runs):>6.3f}")
PY
