#!/bin/bash
# Side by side: `tracewise parse-link -o ndjson` and GS1's own C engine (the GS1 Barcode Syntax Engine) on
# the same file of Digital Link URIs, output to /dev/null. The engine is not in this repository: give the
# path of a checkout of https://github.com/gs1/gs1-syntax-engine (Apache-2.0); its C library is built into
# WORK with Benchmarks/GS1Engine/gs1-dl-driver.c, this repository's driver, on first use.
# Rounds are interleaved (every command once a round) and medians printed, with URIs per CPU-second
# (user + sys): the figure a shared, noisy machine disturbs least. tracewise runs on every processor and
# pinned to one (the engine has one thread).
#
#   Benchmarks/gs1-engine.sh ENGINE_CHECKOUT [URIS_FILE] [ROUNDS]
#   URIS_FILE: default a million links from Benchmarks/gen-varied-links.py (10 % invalid)
#   environment: TRACEWISE=<binary> (default: make release's), WORK=${TMPDIR:-/tmp}/gs1-engine-bench,
#     BASELINE=<another tracewise binary>: also run it pinned to one processor, in the same rounds, and
#     print how much CPU the first takes beside it (before against after a change)
# Needs GNU time (/usr/bin/time), taskset and a C compiler.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ENGINE=${1:?usage: Benchmarks/gs1-engine.sh ENGINE_CHECKOUT [URIS_FILE] [ROUNDS]}
ROUNDS=${3:-5}
WORK=${WORK:-${TMPDIR:-/tmp}/gs1-engine-bench}
mkdir -p "$WORK"
# shellcheck source=lib/gs1-engine-driver.sh
source "$ROOT/Benchmarks/lib/gs1-engine-driver.sh"
gs1_engine_driver "$ROOT" "$ENGINE" "$WORK"
IN=${2:-$WORK/varied-links.txt}
[[ -f $IN ]] || python3 "$ROOT/Benchmarks/gen-varied-links.py" 1000000 > "$IN"
if [[ -z "${TRACEWISE:-}" ]]; then
  make -s -C "$ROOT" release >&2
  # shellcheck disable=SC2046 # the flags are words
  TRACEWISE=$(cd "$ROOT" && swift build $(make -s print-release-flags) --show-bin-path)/tracewise
fi
N=$(grep -c . "$IN")
declare -A CMD=([tracewise]="$TRACEWISE -q parse-link -o ndjson" [tracewise-1cpu]="taskset -c 0 $TRACEWISE -q parse-link -o ndjson"
                [engine]="$GS1_DRIVER")
names=(tracewise tracewise-1cpu engine)
if [[ -n "${BASELINE:-}" ]]; then
  CMD[baseline-1cpu]="taskset -c 0 $BASELINE -q parse-link -o ndjson"
  names+=(baseline-1cpu)
fi
TIMES=$WORK/times.$$
# The order turns by one each round: a command's place in a round moves its times (one run after the
# engine's long single-threaded run was 8 % faster than the same binary run first, 2026-12-07), so each
# command takes every place equally often.
for ((r = 0; r < ROUNDS; r++)); do
  for ((i = 0; i < ${#names[@]}; i++)); do
    n=${names[$(((r + i) % ${#names[@]}))]}
    /usr/bin/time -f "$n %e %U %S %M" -a -o "$TIMES" ${CMD[$n]} < "$IN" > /dev/null || true
  done
done
python3 - "$TIMES" "$N" <<'PY'
import sys, statistics as st
rows = {}
for line in open(sys.argv[1]):
    p = line.split()
    if len(p) == 5 and p[1][0].isdigit():
        rows.setdefault(p[0], []).append((float(p[1]), float(p[2]) + float(p[3]), int(p[4])))
n = int(sys.argv[2])

def quarter(values):
    """The fastest quarter's upper edge (the lower quartile): on a shared machine whose runs fall in a
    fast and a slow mode by chance, the median moves with how many runs of a command fell slow, while
    the fastest quarter compares the commands in the same mode. Both are printed."""
    values = sorted(values)
    return st.quantiles(values, n=4, method="inclusive")[0] if len(values) > 1 else values[0]

print(f"{n:,} URIs, medians (and lower quartiles) of {len(next(iter(rows.values())))} interleaved rounds\n")
print("| command | URIs/s wall | URIs per CPU-s | … lower quartile of CPU | peak RSS MiB |\n| --- | --: | --: | --: | --: |")
for name, v in rows.items():
    wall, cpu, rss = st.median(x[0] for x in v), st.median(x[1] for x in v), max(x[2] for x in v)
    print(f"| {name} | {n / wall:,.0f} | {n / cpu:,.0f} | {n / quarter(x[1] for x in v):,.0f} | {rss / 1024:.1f} |")
for label, stat in (("median", st.median), ("lower quartile", quarter)):
    engine = stat([x[1] for x in rows["engine"]])
    one = stat([x[1] for x in rows["tracewise-1cpu"]])
    line = f"\n{label}: tracewise on one processor parses {engine / one:.2f}× the engine's URIs per CPU-second"
    if "baseline-1cpu" in rows:
        line += f", in {one / stat([x[1] for x in rows['baseline-1cpu']]):.3f}× the baseline's CPU time"
    print(line + ".")
PY
rm -f "$TIMES"
