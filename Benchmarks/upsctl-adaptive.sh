#!/usr/bin/env bash
# upsctl's adaptive pace against a UPS stand-in that allows R requests a second (a token bucket; 429 with
# Retry-After: 1 beyond it) and answers in 40 ms: a 1,200-row batch with --concurrency 32 and no --rate,
# its time against the floor rows/R and the share of its requests that were throttled; then, against the
# same stand-in with no limit, its time beside a build with a fixed concurrency (PREVIOUS, interleaved), to
# show what adapting costs where nothing throttles. The previous build against the limited stand-in shows
# the sawtooth the adaptation replaces.
# Usage: Benchmarks/upsctl-adaptive.sh [ROUNDS] [RATE] [PREVIOUS_UPSCTL]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
rate=${2:-100}
previous=${3:-}
rows=1200
. Benchmarks/lib/loopback-scratch.sh
loopback_scratch upsctl
current="$bin/upsctl"
python3 Tests/Support/loopback_server.py --xav-ms 40 --xav-rate "$rate" --lifetime 1800 >"$tmp/limited" &
pids+=($!)
python3 Tests/Support/loopback_server.py --xav-ms 40 --lifetime 1800 >"$tmp/open" &
pids+=($!)
while [ ! -s "$tmp/limited" ] || [ ! -s "$tmp/open" ]; do sleep 0.1; done
limited="http://127.0.0.1:$(head -1 "$tmp/limited")"
open="http://127.0.0.1:$(head -1 "$tmp/open")"
{
    echo "id,street,city,state,zip"
    for ((row = 0; row < rows; row++)); do echo "R-$row,$row Main Street,Albany,NY,12207"; done
} >"$tmp/in.csv"
export XDG_CACHE_HOME="$tmp/cache" UPS_CLIENT_ID=bench-id UPS_CLIENT_SECRET=bench-secret

# run LABEL BINARY BASE: one batch; appends "LABEL seconds throttled" to the results.
run() {
    local before after
    before=$(curl -s "$3/xav-stats")
    UPS_API_BASE_URL="$3" UPS_OAUTH_BASE_URL="$3" /usr/bin/time -f "%e" -o "$tmp/t" \
        "$2" -q validate --input "$tmp/in.csv" --concurrency 32 -o ndjson >"$tmp/out" || true
    after=$(curl -s "$3/xav-stats")
    # Rows that still failed after their retries (429 four times: exit 75's error records).
    local failed=$((rows - $(grep -c '"status":"valid"' "$tmp/out" || true)))
    echo "$1 $(tail -1 "$tmp/t") $(python3 -c "import json,sys; print(json.loads(sys.argv[2])['throttled'] - json.loads(sys.argv[1])['throttled'])" "$before" "$after") $failed" >>"$tmp/results"
}

for round in $(seq "$rounds"); do
    run adaptive-limited "$current" "$limited"
    [ -z "$previous" ] || run fixed-limited "$previous" "$limited"
    run adaptive-open "$current" "$open"
    [ -z "$previous" ] || run fixed-open "$previous" "$open"
done

python3 - "$tmp/results" "$rate" "$rows" <<'PY'
import statistics, sys
rate, rows = float(sys.argv[2]), int(sys.argv[3])
runs = {}
for line in open(sys.argv[1]):
    label, seconds, throttled, failed = line.split()
    runs.setdefault(label, []).append((float(seconds), int(throttled), int(failed)))
floor = rows / rate
print(f"{rows} rows, --concurrency 32, no --rate; stand-in answers in 40 ms; limited to {rate:g}/s (floor {floor:.1f} s)")
print(f"{'run':<26} {'wall s (median)':>16} {'x floor':>8} {'throttled (median)':>19} {'% of requests':>14} {'rows failed':>12}")
names = {"adaptive-limited": "adaptive, limited", "fixed-limited": "fixed 32, limited",
         "adaptive-open": "adaptive, no limit", "fixed-open": "fixed 32, no limit"}
for label in ["adaptive-limited", "fixed-limited", "adaptive-open", "fixed-open"]:
    if label not in runs:
        continue
    wall = statistics.median(r[0] for r in runs[label])
    throttled = statistics.median(r[1] for r in runs[label])
    failed = statistics.median(r[2] for r in runs[label])
    ratio = f"{wall / floor:.2f}" if label.endswith("limited") else "-"
    print(f"{names[label]:<26} {wall:>16.2f} {ratio:>8} {throttled:>19.0f} {100 * throttled / (rows + throttled):>13.1f}% {failed:>12.0f}")
if "fixed-open" in runs:
    a = statistics.median(r[0] for r in runs["adaptive-open"]); f = statistics.median(r[0] for r in runs["fixed-open"])
    print(f"adapting where nothing throttles: {a / f:.2f}x the fixed concurrency's time")
PY
