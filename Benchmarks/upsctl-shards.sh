#!/usr/bin/env bash
# upsctl: a 300-row file validated in N shards (--shard I/N, in parallel, offline under --mock), the NDJSON
# outputs merged by `line` with sort, compared record for record with one unsharded run of the same file;
# and the same for CSV with `line` added by --fields. Prints the record counts and "equal", or fails.
# Usage: Benchmarks/upsctl-shards.sh [SHARDS] [ROWS] [UPSCTL]
set -euo pipefail
cd "$(dirname "$0")/.."
shards=${1:-3}
rows=${2:-300}
upsctl=${3:-}
if [ -z "$upsctl" ]; then
    swift build -c release --product upsctl >/dev/null
    upsctl="$(swift build -c release --show-bin-path)/upsctl"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME="$tmp/cache" XDG_STATE_HOME="$tmp/state" XDG_RUNTIME_DIR="$tmp/run"
{
    echo "id,street,city,state,zip,country"
    for ((row = 0; row < rows; row++)); do
        country=US
        ((row % 37 == 5)) && country=USA
        echo "R-$row,$((row % 120 + 1)) Main Street,Albany,NY,12207,$country"
    done
} >"$tmp/in.csv"

"$upsctl" --mock -q validate --input "$tmp/in.csv" -o ndjson >"$tmp/whole.ndjson" || true
"$upsctl" --mock -q validate --input "$tmp/in.csv" -o csv --fields line,id,status,error_message >"$tmp/whole.csv" || true
for ((i = 0; i < shards; i++)); do
    "$upsctl" --mock -q validate --input "$tmp/in.csv" --shard "$i/$shards" -o ndjson >"$tmp/shard-$i.ndjson" &
    "$upsctl" --mock -q validate --input "$tmp/in.csv" --shard "$i/$shards" -o csv --fields line,id,status,error_message \
        >"$tmp/shard-$i.csv" &
done
wait || true

cat "$tmp"/shard-*.ndjson | sort -t: -k2,2n >"$tmp/merged.ndjson"
{ head -n 1 "$tmp/shard-0.csv"; tail -q -n +2 "$tmp"/shard-*.csv | sort -t, -k1,1n; } >"$tmp/merged.csv"
cmp "$tmp/merged.ndjson" "$tmp/whole.ndjson"
cmp "$tmp/merged.csv" "$tmp/whole.csv"
echo "$shards shards of $rows rows merged by line: NDJSON $(wc -l <"$tmp/merged.ndjson") records, CSV $(($(wc -l <"$tmp/merged.csv") - 1)) rows; equal to one unsharded run, record for record"
