#!/usr/bin/env bash
# upsctl's shared rate budget (issue 54): shards of one batch on one machine, started together against a UPS
# stand-in that allows R requests a second (a token bucket with a burst of 5; 429 with Retry-After: 1 beyond
# it; 40 ms an answer), each with --concurrency 32 and no --rate: rows a second together (against R), the
# share of requests throttled, rows lost or written twice across the merged outputs. 1, 4 and 8 shards
# sharing one budget; 8 with one SIGKILLed a third of the way in (the rows a second of the service's answers
# from the kill until the other 7 finish); 4 with --rate R/2 each (together at most R/2). The reference, in the same run
# and interleaved: 4 and 8 shards that cannot share (each its own XDG_RUNTIME_DIR, so its own budget file),
# which is how every shard paced before.
# Usage: Benchmarks/upsctl-shared-budget.sh [ROUNDS] [RATE] [ROWS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
rate=${2:-80}
rows=${3:-2400}
. Benchmarks/lib/loopback-scratch.sh
loopback_scratch upsctl
upsctl="$bin/upsctl"
python3 Tests/Support/loopback_server.py --xav-ms 40 --xav-rate "$rate" --xav-burst 5 --lifetime 7200 >"$tmp/port" &
pids+=($!)
while [ ! -s "$tmp/port" ]; do sleep 0.1; done
base="http://127.0.0.1:$(head -1 "$tmp/port")"
{
    echo "id,street,city,state,zip"
    for ((row = 0; row < rows; row++)); do echo "R-$row,$row Main Street,Albany,NY,12207"; done
} >"$tmp/in.csv"
export XDG_CACHE_HOME="$tmp/cache" UPS_CLIENT_ID=bench-id UPS_CLIENT_SECRET=bench-secret
export UPS_API_BASE_URL="$base" UPS_OAUTH_BASE_URL="$base"
served() { curl -s "$base/xav-stats" | python3 -c "import json,sys; print(json.load(sys.stdin)['$1'])"; }

# run LABEL SHARDS SHARED KILL RATE_EACH: one run of SHARDS shards started together; appends
# "LABEL seconds records distinct throttled answered expected after" to the results, after being the answers
# a second from the kill to the end (- without one).
run() {
    local label=$1 shards=$2 shared=$3 kill=$4 each=$5 i start end expected=$rows victim= killed= since=
    rm -rf "$tmp"/run* "$tmp"/out-*
    local throttled=$(served throttled) answered=$(served answered)
    local extra=()
    [ "$each" = - ] || extra=(--rate "$each")
    local running=()
    start=$(date +%s.%N)
    for ((i = 0; i < shards; i++)); do
        local runtime="$tmp/run" shard=()
        [ "$shared" = yes ] || runtime="$tmp/run-$i"
        ((shards == 1)) || shard=(--shard "$i/$shards")
        XDG_RUNTIME_DIR="$runtime" "$upsctl" -q validate --input "$tmp/in.csv" "${shard[@]}" --concurrency 32 \
            "${extra[@]}" -o ndjson >"$tmp/out-$i" 2>"$tmp/err-$i" &
        running+=($!)
        ((i > 0)) || victim=$!
    done
    if [ "$kill" = yes ]; then
        while (($(served answered) - answered < rows / 3)); do sleep 0.05; done
        kill -9 "$victim"
        killed=$(date +%s.%N) since=$(served answered)
        expected=$((rows - (rows + shards - 1) / shards))
    fi
    # The shards only: a bare wait would wait for the stand-in too.
    for i in "${running[@]}"; do wait "$i" || true; done
    end=$(date +%s.%N)
    local files=("$tmp"/out-*)
    [ "$kill" = yes ] && files=("${files[@]:1}")
    local records distinct
    records=$(cat "${files[@]}" | grep -c '"status":"valid"' || true)
    distinct=$(cat "${files[@]}" | grep '"status":"valid"' | grep -o '"line":[0-9]*' | sort -u | wc -l)
    local after=-
    [ -z "$killed" ] || after=$(python3 -c "print(($(served answered) - $since) / ($end - $killed))")
    echo "$label $(python3 -c "print($end - $start)") $records $distinct $(($(served throttled) - throttled))" \
        "$(($(served answered) - answered)) $expected $after" >>"$tmp/results"
}

for round in $(seq "$rounds"); do
    run "1 process" 1 yes no -
    run "4 shards, unshared" 4 no no -
    run "4 shards, shared" 4 yes no -
    run "8 shards, unshared" 8 no no -
    run "8 shards, shared" 8 yes no -
    run "8 shared, 1 SIGKILLed" 8 yes yes -
    run "4 shared, --rate R/2 each" 4 yes no "$(python3 -c "print(f'{$rate / 2:g}')")"
done

python3 - "$tmp/results" "$rate" "$rows" <<'PY'
import statistics, sys
rate, rows = float(sys.argv[2]), int(sys.argv[3])
runs = {}
for line in open(sys.argv[1]):
    *words, seconds, records, distinct, throttled, answered, expected, after = line.split()
    runs.setdefault(" ".join(words), []).append(
        (float(seconds), int(records), int(distinct), int(throttled), int(answered), int(expected),
         None if after == "-" else float(after)))
print(f"{rows} rows against a stand-in allowing R = {rate:g}/s (burst 5, 429 + Retry-After: 1, 40 ms an answer); "
      f"--concurrency 32; medians of {min(len(r) for r in runs.values())} interleaved rounds")
print(f"{'run':<28} {'rows/s':>7} {'x R':>6} {'answers/s':>10} {'throttled':>10} {'lost':>5} {'twice':>6} {'after kill':>11}")
for label, results in runs.items():
    med = lambda f: statistics.median(f(r) for r in results)
    per_second = med(lambda r: r[1] / r[0])
    answers = med(lambda r: r[4] / r[0])
    share = med(lambda r: 100 * r[3] / max(1, r[3] + r[4]))
    lost = med(lambda r: r[5] - r[2])
    twice = med(lambda r: r[1] - r[2])
    after = f"{med(lambda r: r[6]):.1f} ({med(lambda r: r[6]) / rate:.2f})" if results[0][6] is not None else "-"
    print(f"{label:<28} {per_second:>7.1f} {per_second / rate:>6.2f} {answers:>10.1f} {share:>9.2f}% {lost:>5.0f} {twice:>6.0f} {after:>11}")
print("rows/s: valid records written / wall time of the whole run (the SIGKILLed run: the other 7's records;")
print("answers/s there counts the service's answers to all 8, so the 7 carrying on show in it); lost: rows with")
print("no valid record among the outputs (the killed shard's excepted); twice: records written more than once;")
print("after kill: the service's answers a second (x R) from the SIGKILL until the other 7 finished: the rate they keep.")
PY
