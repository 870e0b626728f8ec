#!/bin/bash
# Issue 50, finding 7: what one link with N query parameters costs `tracewise parse-link` (ndjson), beside
# `jq -R` splitting the same line at every '&' (the floor: reading the line and touching each parameter
# once), for N = 10,000, 20,000, 40,000 and 80,000. Before the fix a repeated parameter was searched for by
# comparing every pair, so each doubling of N cost four times as much; now each name is hashed once. Every
# command runs once a round, rounds interleaved (lib/interleaved-runs.py, CPU to the microsecond); the
# table gives the median CPU (user + sys) of each.
#
#   Benchmarks/parse-link-parameters.sh [ROUNDS]
#   ROUNDS: default 5
#   environment: TRACEWISE=<binary> (default: make release's), BASELINE=<another tracewise binary>: also
#     run it in the same rounds (an old one takes minutes at 80,000), WORK=${TMPDIR:-/tmp}/parse-link-parameters
# Needs GNU time (/usr/bin/time), python3 and jq.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ROUNDS=${1:-5}
WORK=${WORK:-${TMPDIR:-/tmp}/parse-link-parameters}
mkdir -p "$WORK"
# shellcheck source=lib/release-tracewise.sh
source "$ROOT/Benchmarks/lib/release-tracewise.sh"
release_tracewise "$ROOT"
printf '%-10s %-10s %12s\n' parameters command "median CPU"
for count in 10000 20000 40000 80000; do
    IN=$WORK/params-$count.txt
    [[ -s $IN ]] || python3 -c "import sys; n=int(sys.argv[1]); print('https://id.gs1.org/01/09506000134352?' + '&'.join(f'k{i}=v' for i in range(n)))" "$count" > "$IN"
    ARGS=(tracewise "$TRACEWISE -q parse-link -o ndjson" jq "jq -R 'split(\"&\") | length'")
    [[ -n ${BASELINE:-} ]] && ARGS+=(before "$BASELINE -q parse-link -o ndjson")
    python3 "$ROOT/Benchmarks/lib/interleaved-runs.py" "$ROUNDS" "$IN" "${ARGS[@]}" | python3 -c '
import statistics, sys
runs = {}
for line in sys.stdin:
    name, cpu = line.split("\t")[:2]
    runs.setdefault(name, []).append(float(cpu))
for name, cpus in runs.items():
    print(f"{sys.argv[1]:<10} {name:<10} {statistics.median(cpus):10.3f} s")
' "$count"
done
