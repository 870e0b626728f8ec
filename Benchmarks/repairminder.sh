#!/usr/bin/env bash
# repairminder: `orders list --all` streaming 1,000 and 10,000 items in pages of 100 from the RepairMinder
# fake on loopback, NDJSON to /dev/null: items per second and peak RSS (which must not grow with the
# number of pages), beside curl fetching the same pages over one keep-alive connection in the same run.
# Runs are interleaved; medians are reported. Usage: Benchmarks/repairminder.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-7}
. Benchmarks/lib/loopback-scratch.sh
loopback_scratch repairminder
export XDG_STATE_HOME="$tmp/state" REPAIRMINDER_TOKEN=
for items in 1000 10000; do
    python3 Tests/Support/repairminder_fake.py --items "$items" --lifetime 900 >"$tmp/port-$items" &
    pids+=($!)
done
for items in 1000 10000; do
    while [ ! -s "$tmp/port-$items" ]; do sleep 0.1; done
done

# One session per fake (each fake keeps its own tokens).
declare -A base token
for items in 1000 10000; do
    base[$items]="http://127.0.0.1:$(head -1 "$tmp/port-$items")"
    printf 'Corr3ct-Horse!\n' | REPAIRMINDER_API_BASE_URL=${base[$items]} \
        "$bin/repairminder" auth login --email ann@example.com --password-stdin -q
    token[$items]=$(REPAIRMINDER_API_BASE_URL=${base[$items]} "$bin/repairminder" auth token)
done

for round in $(seq "$rounds"); do
    for items in 1000 10000; do
        pages=$((items / 100))
        REPAIRMINDER_API_BASE_URL=${base[$items]} /usr/bin/time -f "%e %M %U %S" -o "$tmp/t" \
            "$bin/repairminder" orders list --all --limit 100 -o ndjson >"$tmp/out"
        lines=$(wc -l <"$tmp/out")
        [ "$lines" -eq "$items" ] || { echo "expected $items lines, got $lines" >&2; exit 1; }
        echo "repairminder $items $(cat "$tmp/t")" >>"$tmp/results"
        /usr/bin/time -f "%e %M %U %S" -o "$tmp/t" curl -s -H "Authorization: Bearer ${token[$items]}" \
            "${base[$items]}/api/orders?page=[1-$pages]&limit=100" -o /dev/null
        echo "curl $items $(cat "$tmp/t")" >>"$tmp/results"
    done
done

python3 - "$tmp/results" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    tool, items, seconds, kib, user, system = line.split()
    rows.setdefault((tool, int(items)), []).append((float(seconds), int(kib), float(user) + float(system)))
print(f"{'what':<34} {'items':>6} {'wall s (median)':>16} {'items/s':>9} {'CPU s':>6} {'peak RSS MiB':>13}")
for (tool, items), runs in sorted(rows.items(), key=lambda r: (r[0][1], r[0][0] != 'repairminder')):
    wall = statistics.median(r[0] for r in runs)
    rss = statistics.median(r[1] for r in runs) / 1024
    cpu = statistics.median(r[2] for r in runs)
    label = "repairminder orders list --all" if tool == "repairminder" else "curl, same pages, one connection"
    print(f"{label:<34} {items:>6} {wall:>16.3f} {items / wall:>9.0f} {cpu:>6.2f} {rss:>13.1f}")
PY
