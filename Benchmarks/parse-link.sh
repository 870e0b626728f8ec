#!/bin/bash
# Throughput and memory of `tracewise parse-link` on a million GS1 Digital Link URIs through stdin.
#
#   ndjson   `tracewise parse-link -o ndjson < links.txt > /dev/null`   (the default format for a pipe)
#   json     `tracewise parse-link -o json   < links.txt > /dev/null`   (one array, streamed)
#   and the same with `--fields` (issue 14: picking fields must cost at most 1.2× the whole record),
#   and csv with and without `--fields`
#   peak RSS of each, from `/usr/bin/time -v` (else VmHWM sampled from /proc while it runs)
#
# The links come from Benchmarks/gen-digital-links.py (deterministic: about 80 % valid, the rest invalid
# of every kind), generated once into $WORK. Exit status 65 is expected (some links are invalid).
# Prints a markdown table on stdout (medians of RUNS runs, the two formats alternating: wall time, and CPU
# time = user + sys of all threads, which a busy shared machine disturbs less); progress on stderr.
# parse-link parses on every processor, so wall time is below CPU time when a core is free.
# Needs /usr/bin/time (GNU time) and bc.
# Usage: Benchmarks/parse-link.sh
#   environment: RUNS=5 N=1000000 WORK=${TMPDIR:-/tmp}/parse-link-bench TRACEWISE=<binary>
#   (default binary: `make release`'s)
set -euo pipefail

RUNS=${RUNS:-5}
N=${N:-1000000}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=${WORK:-${TMPDIR:-/tmp}/parse-link-bench}
log() { printf '%s\n' "$*" >&2; }

if [[ -z "${TRACEWISE:-}" ]]; then
    log "building the release binaries (make release)…"
    make -s -C "$ROOT" release >&2
    # shellcheck disable=SC2046 # the flags are words
    TRACEWISE="$(cd "$ROOT" && swift build $(make -s print-release-flags) --show-bin-path)/tracewise"
    FLAGS=(make release)
fi
BUILD=${FLAGS:+swift build ${FLAGS[*]}}
BUILD=${BUILD:-given binary $TRACEWISE}

mkdir -p "$WORK"
LINKS="$WORK/links-$N.txt"
if [[ ! -s "$LINKS" ]]; then
    log "generating $N links into $LINKS…"
    python3 "$ROOT/Benchmarks/gen-digital-links.py" "$N" > "$LINKS.tmp" && mv "$LINKS.tmp" "$LINKS"
fi
BYTES=$(stat -c %s "$LINKS")
if grep -q "TEMPORARY interface stub" "$ROOT/Sources/DigitalLink/DigitalLinkParser.swift"; then
    PARSER="interim stub parser (only /01/)"
else
    PARSER="real parser"
fi

# "WALL CPU" seconds for one run of `tracewise parse-link -o FORMAT < links > /dev/null` (CPU = user + sys,
# which other processes on a shared machine disturb far less than the wall time).
one_run() {
    local status=0
    # shellcheck disable=SC2086 # $1 is a list of options
    /usr/bin/time -f "%e %U %S" -o "$WORK/run.txt" "$TRACEWISE" parse-link $1 < "$LINKS" > /dev/null || status=$?
    if [[ $status -ne 0 && $status -ne 65 ]]; then log "tracewise exited $status"; exit 1; fi
    awk '/^[0-9.]+ [0-9.]+ [0-9.]+$/ { printf "%.3f %.3f\n", $1, $2 + $3 }' "$WORK/run.txt"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Peak resident set size in MiB.
peak_rss() {
    if /usr/bin/time -v true 2>/dev/null; then
        # shellcheck disable=SC2086
        /usr/bin/time -v -o "$WORK/time.txt" "$TRACEWISE" parse-link $1 < "$LINKS" > /dev/null 2>&1 || true
        awk -F': ' '/Maximum resident set size/ { printf "%.1f\n", $2 / 1024 }' "$WORK/time.txt"
        return
    fi
    # shellcheck disable=SC2086
    "$TRACEWISE" parse-link $1 < "$LINKS" > /dev/null & local pid=$! peak=0 kb
    while kb=$(awk '/VmHWM/ { print $2 }' "/proc/$pid/status" 2>/dev/null) && [[ -n "$kb" ]]; do
        (( kb > peak )) && peak=$kb
        sleep 0.01
    done
    wait $pid || true
    echo "scale=1; $peak / 1024" | bc
}

"$TRACEWISE" parse-link -o ndjson < "$LINKS" > /dev/null || true  # warm the page cache
echo "tracewise parse-link, $N URIs ($((BYTES / 1024 / 1024)) MiB) on stdin, output to /dev/null; $PARSER;"
echo "build: $BUILD; $(nproc) CPUs; medians of $RUNS runs; $(date -u +%Y-%m-%dT%H:%MZ)."
echo
echo "| options | median wall s | URIs/s (wall) | median CPU s | URIs/s (CPU) | MiB/s in (wall) | runs, wall s | peak RSS MiB |"
echo "| ------ | ------------: | ------------: | -----------: | -----------: | --------------: | ------------ | -----------: |"
# The runs of the variants alternate, so a neighbour's build slows all alike.
VARIANTS=("-o ndjson" "-o ndjson --fields uri,valid,ais.01,ais.10" "-o json" "-o json --fields uri,valid,primaryKey"
    "-o csv" "-o csv --fields uri,ai,value")
declare -A walls cpus
for run in $(seq "$RUNS"); do
    for format in "${VARIANTS[@]}"; do
        log "run $run/$RUNS: $format…"
        read -r wall cpu < <(one_run "$format")
        walls[$format]+="$wall " cpus[$format]+="$cpu "
    done
done
for format in "${VARIANTS[@]}"; do
    wall=$(printf '%s\n' ${walls[$format]} | median)
    cpu=$(printf '%s\n' ${cpus[$format]} | median)
    rss=$(peak_rss "$format")
    printf '| `%s` | %.3f | %s | %.3f | %s | %s | %s | %s |\n' "$format" "$wall" "$(echo "$N / $wall" | bc)" \
        "$cpu" "$(echo "$N / $cpu" | bc)" "$(echo "scale=1; $BYTES / 1048576 / $wall" | bc)" "${walls[$format]% }" "$rss"
done
