#!/bin/bash
# Issue 44: what each output format of `tracewise parse-link` costs beside ndjson, pinned to one processor
# (`taskset -c 0`), on the same file of mixed URIs (Benchmarks/gen-varied-links.py: example shapes varied,
# about 90 % valid). Every variant runs once a round, rounds interleaved, so a neighbour's build slows all
# alike; the table gives medians of CPU time (user + sys, which a shared machine disturbs least) and the
# ratio to ndjson's (and, for --fields, to the same format without). Targets: csv <= 1.2x, a table to a
# pipe <= 2x, --fields <= 1.2x of its format. Output to /dev/null (a pipe for the table, read by a `cat`
# whose CPU is not counted). CPU is timed to the microsecond (lib/interleaved-runs.py): GNU time's 10 ms
# steps are 5 % of a 0.2 s run.
#
#   Benchmarks/parse-link-formats.sh [URIS_FILE] [ROUNDS]
#   URIS_FILE: default 300,000 links from gen-varied-links.py, written once into WORK; ROUNDS: default 7
#   environment: TRACEWISE=<binary> (default: make release's), WORK=${TMPDIR:-/tmp}/parse-link-formats,
#     BASELINE=<another tracewise binary>: also run every variant with it, in the same rounds, and print
#     before and after side by side
# Needs GNU time (/usr/bin/time), python3 and taskset. Exit status 65 from tracewise is expected (invalid links).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ROUNDS=${2:-7}
WORK=${WORK:-${TMPDIR:-/tmp}/parse-link-formats}
mkdir -p "$WORK"
IN=${1:-$WORK/varied-links-300000.txt}
[[ -s $IN ]] || python3 "$ROOT/Benchmarks/gen-varied-links.py" 300000 > "$IN"
# shellcheck source=lib/release-tracewise.sh
source "$ROOT/Benchmarks/lib/release-tracewise.sh"
release_tracewise "$ROOT"
VARIANTS=("-o ndjson" "-o ndjson --fields uri,valid,ais.01,ais.10" "-o json" "-o json --fields uri,valid,primaryKey"
  "-o csv" "-o csv --fields uri,ai,value" "-o table" "-o table --fields uri,ai,value")
TIMES=$WORK/times.$$
ARGS=()
for v in "${VARIANTS[@]}"; do
  # A table goes to a pipe ("| ": read by a `cat` whose CPU is not counted), as a spreadsheet user's does.
  if [[ $v == "-o table"* ]]; then pipe="| "; else pipe=""; fi
  ARGS+=("$v" "${pipe}taskset -c 0 $TRACEWISE -q parse-link $v")
  [[ -z ${BASELINE:-} ]] || ARGS+=("baseline $v" "${pipe}taskset -c 0 $BASELINE -q parse-link $v")
done
python3 "$ROOT/Benchmarks/lib/interleaved-runs.py" "$ROUNDS" "$IN" "${ARGS[@]}" > "$TIMES"
python3 - "$TIMES" "$(grep -c . "$IN")" <<'PY'
import sys, statistics as st
rows = {}
for line in open(sys.argv[1]):
    name, cpu, wall, rss = line.rstrip("\n").split("\t")
    rows.setdefault(name, []).append((float(cpu), float(wall), int(rss)))
n = int(sys.argv[2])
cpu = {k: st.median(x[0] for x in v) for k, v in rows.items()}
print(f"{n:,} URIs, pinned to one processor, medians of {len(next(iter(rows.values())))} interleaved rounds\n")
if any(k.startswith("baseline ") for k in rows):
    # Before and after side by side, each format's ratio to its own binary's ndjson.
    print("| options | before CPU s | × ndjson | after CPU s | × ndjson | after ÷ before |")
    print("| --- | --: | --: | --: | --: | --: |")
    for k in [k for k in rows if not k.startswith("baseline ")]:
        b = cpu["baseline " + k]
        print(f"| `{k}` | {b:.3f} | {b / cpu['baseline -o ndjson']:.2f} | {cpu[k]:.3f} | {cpu[k] / cpu['-o ndjson']:.2f} | {cpu[k] / b:.2f} |")
    print()
    rows = {k: v for k, v in rows.items() if not k.startswith("baseline ")}
print("| options | CPU s | × ndjson | × same format without --fields | URIs per CPU-s | peak RSS MiB |")
print("| --- | --: | --: | --: | --: | --: |")
for k, v in rows.items():
    base = k.split(" --fields")[0]
    vs_format = f"{cpu[k] / cpu[base]:.2f}" if "--fields" in k and cpu.get(base) else ""
    print(f"| `{k}` | {cpu[k]:.3f} | {cpu[k] / cpu['-o ndjson']:.2f} | {vs_format} | {n / cpu[k]:,.0f} | {max(x[2] for x in v) / 1024:.1f} |")
PY
rm -f "$TIMES"
