#!/bin/bash
# Cold start of `tracewise parse-link URI` (and of --version and --help) beside the floors it is judged
# against: /bin/true, `jq -n 1`, a static-stdlib Swift program that links FoundationNetworking without
# using it, and one that imports only FoundationEssentials. hyperfine, warm-ups then many runs each; the
# table shows the median and the interquartile range in milliseconds, and peak RSS from /usr/bin/time.
#
# Usage: Benchmarks/startup.sh        (root: installs hyperfine and libcurl4-openssl-dev when missing —
#                                      the static stdlib needs the latter to link FoundationNetworking)
#   environment: RUNS=300 WARMUP=30 PACKAGE=<package dir> STATIC=1 (0: the dynamic build)
set -euo pipefail

RUNS=${RUNS:-300}
WARMUP=${WARMUP:-30}
STATIC=${STATIC:-1}
HERE=$(cd "$(dirname "$0")" && pwd)
PACKAGE=${PACKAGE:-$(dirname "$HERE")}
URI='https://id.gs1.org/01/09506000134352/10/ABC/21/SN123?17=271231'
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

log() { printf '%s\n' "$*" >&2; }

need=()
command -v hyperfine >/dev/null || need+=(hyperfine)
command -v jq >/dev/null || need+=(jq)
[ "$STATIC" = 1 ] && ! dpkg -s libcurl4-openssl-dev >/dev/null 2>&1 && need+=(libcurl4-openssl-dev)
if [ ${#need[@]} -gt 0 ]; then
    log "installing ${need[*]}"
    apt-get install -y -q "${need[@]}" >/dev/null
fi

flags=(-c release)
swiftc_flags=(-O)
if [ "$STATIC" = 1 ]; then
    flags+=(--static-swift-stdlib)
    swiftc_flags+=(-static-stdlib)
fi
log "building tracewise (${flags[*]}) and the floor programs"
swift build --package-path "$PACKAGE" "${flags[@]}" --product tracewise >/dev/null
BIN=$(swift build --package-path "$PACKAGE" "${flags[@]}" --show-bin-path)/tracewise
for floor in networking essentials; do
    swiftc "${swiftc_flags[@]}" "$HERE/startup/floor-$floor.swift" -o "$WORK/floor-$floor" 2>/dev/null
done

# "$BIN" parse-link must really parse: check the answer before timing it.
"$BIN" parse-link "$URI" | jq -e '.valid == true' >/dev/null

measure() { # name, command...
    local name=$1; shift
    hyperfine -N --style none --warmup "$WARMUP" --runs "$RUNS" --export-json "$WORK/h.json" -- "$*" >/dev/null 2>&1
    local rss
    rss=$( { /usr/bin/time -f '%M' "$@" >/dev/null; } 2>&1 | tail -1)
    jq -r --arg name "$name" --arg rss "$rss" '.results[0] | (.times | sort) as $t |
        [$name, (.median * 1000 * 100 | round / 100), ($t[($t | length) / 4 | floor] * 1000 * 100 | round / 100),
         ($t[($t | length) * 3 / 4 | floor] * 1000 * 100 | round / 100), ($rss | tonumber / 1024 * 10 | round / 10)]
        | "| \(.[0]) | \(.[1]) | \(.[2])–\(.[3]) | \(.[4]) |"' "$WORK/h.json"
}

echo "tracewise: $(stat -c %s "$BIN" | awk '{printf "%.1f MB", $1/1e6}'), $([ "$STATIC" = 1 ] && echo static || echo dynamic) stdlib; $RUNS runs after $WARMUP warm-ups"
echo
echo "| command | median ms | p25–p75 ms | peak RSS MB |"
echo "| --- | --: | --: | --: |"
measure "/bin/true" /bin/true
measure "jq -n 1" jq -n 1
measure "Swift, FoundationEssentials only (floor without networking)" "$WORK/floor-essentials"
measure "Swift, FoundationNetworking linked, unused (floor)" "$WORK/floor-networking"
measure "tracewise --version" "$BIN" --version
measure "tracewise parse-link URI" "$BIN" parse-link "$URI"
measure "tracewise parse-link --help" "$BIN" parse-link --help

# hyperfine runs each command's runs back to back, so drift in this shared VM's speed lands on one row
# and not another; the same commands again in interleaved rounds, with each one's median ratio to the
# FoundationNetworking floor of the same round.
echo
echo "Interleaved rounds ($RUNS after $WARMUP warm-up rounds):"
echo
python3 "$HERE/startup/paired.py" "$RUNS" "$WARMUP" \
    "Swift, FoundationNetworking linked, unused (floor)=$WORK/floor-networking" \
    "tracewise parse-link URI=$BIN parse-link $URI" \
    "tracewise --version=$BIN --version" \
    "Swift, FoundationEssentials only=$WORK/floor-essentials" \
    "/bin/true=/bin/true"
