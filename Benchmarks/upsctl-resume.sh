#!/usr/bin/env bash
# `upsctl validate --input --output-file FILE --resume` (issue 14): a 100,000-row batch cut off at row
# 60,000 resumes without sending the 60,000 rows again. Against the built-in fixtures (--mock), so the
# figures are the tool's own work:
#   1. the whole batch once, into FILE (ndjson);
#   2. FILE cut to its first 60,000 records (and half of the next, as a kill mid-write leaves it), then
#      --resume: rows sent this time (from the summary) and the wall time;
#   3. --resume on the complete FILE: nothing left to send, so the time is the skip alone (rows/s),
#      next to `wc -l` and `cut -d, -f1` over the same two files in the same run (median of 5,
#      interleaved).
# Usage: Benchmarks/upsctl-resume.sh [ROWS] [CUT]     (defaults 100000 60000; needs python3)
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-100000}
cut_at=${2:-60000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
swift build -c release --static-swift-stdlib --product upsctl >/dev/null 2>&1
upsctl=$(swift build -c release --static-swift-stdlib --show-bin-path)/upsctl
export XDG_CACHE_HOME="$tmp/cache" XDG_CONFIG_HOME="$tmp/config" XDG_STATE_HOME="$tmp/state" XDG_RUNTIME_DIR="$tmp/run"

awk -v n="$rows" 'BEGIN { print "id,address1,city,state,zip"
    for (i = 1; i <= n; i++) printf "R-%d,%d N Main St,New York,NY,10001\n", i, i }' >"$tmp/in.csv"
(cd "$tmp" && "$upsctl" --mock -q validate --input in.csv --output-file full.ndjson --concurrency 16)
echo "== 1. whole batch: $(wc -l <"$tmp/full.ndjson") records of $rows rows"

{ head -n "$cut_at" "$tmp/full.ndjson"; sed -n "$((cut_at + 1))p" "$tmp/full.ndjson" | head -c 40; } >"$tmp/cut.ndjson"
start=$(date +%s.%N)
summary=$(cd "$tmp" && "$upsctl" --mock validate --input in.csv --output-file cut.ndjson --resume --concurrency 16 2>&1 | tail -1)
end=$(date +%s.%N)
echo "== 2. resumed at $cut_at: $summary"
printf '   wall %.2f s; the file now %s\n' "$(echo "$end - $start" | bc -l)" \
    "$(cmp -s "$tmp/cut.ndjson" "$tmp/full.ndjson" && echo "equals the whole batch's" || echo "DIFFERS from the whole batch's")"

echo "== 3. skipping $rows done rows (--resume on the complete file), median of 5 interleaved"
for i in 1 2 3 4 5; do
    cp "$tmp/full.ndjson" "$tmp/again.ndjson"
    for cmd in resume wc cut; do
        s=$(date +%s%N)
        case $cmd in
            resume) (cd "$tmp" && "$upsctl" --mock -q validate --input in.csv --output-file again.ndjson --resume) ;;
            wc) wc -l "$tmp/in.csv" "$tmp/full.ndjson" >/dev/null ;;
            cut) cut -d, -f1 "$tmp/in.csv" "$tmp/full.ndjson" >/dev/null ;;
        esac
        echo "$cmd $(( $(date +%s%N) - s ))" >>"$tmp/times"
    done
done
python3 - "$tmp/times" "$rows" <<'PY'
import statistics, sys
times = {}
for line in open(sys.argv[1]):
    name, ns = line.split()
    times.setdefault(name, []).append(int(ns) / 1e9)
rows = int(sys.argv[2])
for name in ("resume", "wc", "cut"):
    median = statistics.median(times[name])
    print(f"   {name:<7} median {median * 1000:7.1f} ms  {rows / median / 1e6:5.2f} M rows/s")
PY
