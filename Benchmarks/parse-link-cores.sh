#!/bin/bash
# Issue 44: how much of a second processor `tracewise parse-link` uses, and that its memory does not grow
# with the input.
#   - wall time for the URIs with both processors (`taskset -c 0,1`) and with one (`taskset -c 0`), rounds
#     interleaved, medians, and their ratio (target <= 0.6), timed to the microsecond
#     (lib/interleaved-runs.py); the two outputs are compared byte for byte (records in input order
#     whatever the threads);
#   - peak RSS (GNU time's maximum resident set size) for the file and for ten copies of it back to back.
#   - beside them, the machine's own floor: two one-processor runs side by side, one on each processor
#     ("pair"). Half its wall time is what a perfect split of one run could take; on a virtual machine
#     whose two processors slow each other down it is more than half of one run's.
# Wall time needs the second processor free: the load average before and after is printed beside it.
#
#   Benchmarks/parse-link-cores.sh [URIS_FILE] [ROUNDS] [FORMAT]
#   URIS_FILE: default 300,000 links from gen-varied-links.py; ROUNDS: default 9; FORMAT: default ndjson
#   environment: TRACEWISE=<binary> (default: make release's), WORK=${TMPDIR:-/tmp}/parse-link-cores
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ROUNDS=${2:-9}
FORMAT=${3:-ndjson}
WORK=${WORK:-${TMPDIR:-/tmp}/parse-link-cores}
mkdir -p "$WORK"
IN=${1:-$WORK/varied-links-300000.txt}
[[ -s $IN ]] || python3 "$ROOT/Benchmarks/gen-varied-links.py" 300000 > "$IN"
# shellcheck source=lib/release-tracewise.sh
source "$ROOT/Benchmarks/lib/release-tracewise.sh"
release_tracewise "$ROOT"
N=$(grep -c . "$IN")
taskset -c 0 "$TRACEWISE" -q parse-link -o "$FORMAT" < "$IN" > "$WORK/one.out" || true
taskset -c 0,1 "$TRACEWISE" -q parse-link -o "$FORMAT" < "$IN" > "$WORK/two.out" || true
if cmp -s "$WORK/one.out" "$WORK/two.out"; then same="identical"; else same="DIFFERENT"; fi
TIMES=$WORK/times.$$
LOAD_BEFORE=$(cut -d' ' -f1 /proc/loadavg)
python3 "$ROOT/Benchmarks/lib/interleaved-runs.py" "$ROUNDS" "$IN" \
  0 "taskset -c 0 $TRACEWISE -q parse-link -o $FORMAT" 0,1 "taskset -c 0,1 $TRACEWISE -q parse-link -o $FORMAT" \
  pair "taskset -c 0 $TRACEWISE -q parse-link -o $FORMAT < $IN > /dev/null & taskset -c 1 $TRACEWISE -q parse-link -o $FORMAT < $IN > /dev/null; wait" \
  > "$TIMES"
LOAD_AFTER=$(cut -d' ' -f1 /proc/loadavg)
BIG=$WORK/ten-times.txt
for _ in 1 2 3 4 5 6 7 8 9 10; do cat "$IN"; done > "$BIG"
rss() { /usr/bin/time -f "%M" -o "$WORK/rss.txt" "$TRACEWISE" -q parse-link -o "$FORMAT" < "$1" > /dev/null || true; tail -1 "$WORK/rss.txt"; }
python3 - "$TIMES" "$N" "$same" "$(rss "$IN")" "$(rss "$BIG")" "$FORMAT" "$LOAD_BEFORE" "$LOAD_AFTER" <<'PY'
import sys, statistics as st
rows = {}
for line in open(sys.argv[1]):
    name, cpu, wall, _ = line.split("\t")
    rows.setdefault(name, []).append((float(wall), float(cpu)))
n, same, small, big, fmt = int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
print(f"`-o {fmt}`, {n:,} URIs, medians of {len(rows['0'])} interleaved rounds; outputs on 1 and 2 processors {same}")
print(f"load average {sys.argv[7]} before, {sys.argv[8]} after (wall time needs both processors free)\n")
print("| processors | wall s | CPU s | runs, wall s |\n| --- | --: | --: | --- |")
for k, label in (("0", "`taskset -c 0`"), ("0,1", "`taskset -c 0,1`")):
    v = rows[k]
    print(f"| {label} | {st.median(x[0] for x in v):.3f} | {st.median(x[1] for x in v):.3f} | {' '.join(f'{x[0]:.3f}' for x in v)} |")
one = st.median(x[0] for x in rows["0"])
ratio = st.median(x[0] for x in rows["0,1"]) / one
floor = st.median(x[0] for x in rows["pair"]) / 2 / one
print(f"\nwall time on two processors: {ratio:.2f}× one's")
print(f"the machine's floor: two one-processor runs side by side take {st.median(x[0] for x in rows['pair']):.3f} s, "
      f"so a perfect split of one run would take {floor:.2f}× one's")
print(f"\npeak RSS: {small / 1024:.1f} MiB for {n:,} URIs, {big / 1024:.1f} MiB for {10 * n:,}")
PY
rm -f "$TIMES" "$BIG"
