#!/bin/bash
# Peak RSS of one large answer, next to curl in the same run: `tracewise api --raw PATH > /dev/null`
# against the loopback test server's /big endpoint (N bytes of filler, with Content-Length), for bodies
# under the response cap (default 64 MiB) and one far over it, which must stop at the cap with exit 69.
# The figure that matters is (peak RSS − the same tool's RSS for a 2-byte answer) ÷ body size: the body
# should be held once (the transport's buffer, written straight to stdout), so under 2.
#
# Each size runs twice: with Content-Length (the transport reserves the body's size up front, and refuses
# an announced size over the cap before a byte of the body) and chunked (no length: the body is kept in
# 4 MiB blocks and joined at the end; over the cap the transfer is cancelled as it passes it).
#
# Usage: Benchmarks/large-response.sh
#   environment: SIZES_MIB="16 32 60 200" RUNS=3 TRACEWISE=<binary> (else a release build)
set -euo pipefail

SIZES_MIB=${SIZES_MIB:-"16 32 60 200"}
RUNS=${RUNS:-3}
here=$(cd "$(dirname "$0")" && pwd)
package=$(dirname "$here")
log() { printf '%s\n' "$*" >&2; }
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY

if [ -z "${TRACEWISE:-}" ]; then
    log "building tracewise (release)…"
    swift build -c release --package-path "$package" --product tracewise >&2
    TRACEWISE="$(swift build -c release --package-path "$package" --show-bin-path)/tracewise"
fi

work=$(mktemp -d)
python3 "$package/Tests/Support/loopback_server.py" --lifetime 3600 > "$work/port" &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
while [ ! -s "$work/port" ]; do sleep 0.05; done
base="http://127.0.0.1:$(head -1 "$work/port")"

# Peak RSS in KiB and exit status of a command, stdout discarded.
peak() {
    local status=0
    /usr/bin/time -f '%M' -o "$work/rss" "$@" > /dev/null 2> "$work/err" || status=$?
    echo "$(tail -1 "$work/rss") $status"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

base_rss=$(for _ in $(seq "$RUNS"); do peak "$TRACEWISE" --base-url "$base" api --raw /ok | cut -d' ' -f1; done | median)
printf '| body | sent | tracewise peak RSS | (RSS − %s MiB idle) ÷ body | exit | curl peak RSS |\n' "$((base_rss / 1024))"
printf '| --: | --- | --: | --: | --: | --: |\n'
for mode in length chunked; do
for size in $SIZES_MIB; do
    bytes=$((size * 1048576))
    query="bytes=$bytes"
    [ "$mode" = chunked ] && query+="&chunked=1"
    rss=""; status=""
    for _ in $(seq "$RUNS"); do
        read -r r s < <(peak "$TRACEWISE" --base-url "$base" api --raw "/big?$query")
        rss+="$r"$'\n'; status=$s
        read -r c _ < <(peak curl -s "$base/big?$query")
        curl_rss+="$c"$'\n'
    done
    tw=$(printf '%s' "$rss" | median)
    cu=$(printf '%s' "$curl_rss" | median)
    curl_rss=""
    ratio=$(awk -v r="$tw" -v b="$base_rss" -v s="$bytes" 'BEGIN { printf "%.2f", (r - b) * 1024 / s }')
    printf '| %s MiB | %s | %s MiB | %s | %s | %s MiB |\n' "$size" "$mode" "$((tw / 1024))" "$ratio" "$status" "$((cu / 1024))"
done
done
