#!/bin/bash
# Peak RSS of one large JSON answer, parsed and written again, beside references measured in the same run:
# `curl -o /dev/null` (the bytes alone), `jq .` and Python's json module on the same file (a parse tree
# and its output). The answer is repairminder's envelope around SIZE_MIB MiB of order objects, served
# from a file by Python's http.server on loopback; each command writes to /dev/null.
#
# The figure that matters is (peak RSS − the tool's RSS for a 2-byte answer) ÷ answer size: the goal is
# about 2 (the answer's bytes once, its tree once), plus a constant.
#
# Usage: Benchmarks/json-memory.sh
#   environment: SIZE_MIB=60 RUNS=3 BIN=<directory with repairminder> (else a release build)
set -euo pipefail

SIZE_MIB=${SIZE_MIB:-60}
RUNS=${RUNS:-3}
here=$(cd "$(dirname "$0")" && pwd)
cd "$(dirname "$here")"
log() { printf '%s\n' "$*" >&2; }
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY
export NO_PROXY=127.0.0.1

if [ -z "${BIN:-}" ]; then
    log "building repairminder (release)…"
    swift build -c release --product repairminder >&2
    BIN=$(swift build -c release --show-bin-path)
fi
tmp=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill $server 2>/dev/null; rm -rf "$tmp"' EXIT

mkdir -p "$tmp/api"
python3 - "$tmp/api/orders" "$((SIZE_MIB * 1048576))" <<'PY'
import json, sys
path, size = sys.argv[1], int(sys.argv[2])
items, length, n = [], 0, 0
while length < size:
    item = {"id": "ord_%07d" % n, "reference": "RM-%07d" % n, "status": "awaiting_parts",
            "total": 129.5 + n % 100, "device_count": n % 4,
            "client": {"name": "Client %d" % n, "email": "client%d@example.com" % n},
            "notes": "screen cracked; battery swells \u2013 order %d" % n}
    length += len(json.dumps(item, ensure_ascii=False, separators=(",", ":")).encode()) + 1
    items.append(item)
    n += 1
body = {"success": True, "data": {"items": items, "pagination": {"total": n, "limit": n, "offset": 0, "has_more": False}},
        "error": None, "message": None}
open(path, "w").write(json.dumps(body, ensure_ascii=False, separators=(",", ":")))
print(n, file=sys.stderr)
PY
echo '{}' > "$tmp/ok"
bytes=$(stat -c %s "$tmp/api/orders")
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory "$tmp" "$port" >/dev/null 2>&1 &
server=$!
until curl -s -o /dev/null "http://127.0.0.1:$port/ok"; do sleep 0.1; done
base="http://127.0.0.1:$port"

# Peak RSS in KiB of a command, stdout discarded; its exit status must be 0.
peak() {
    /usr/bin/time -f '%M' -o "$tmp/rss" "$@" > /dev/null 2> "$tmp/err" || { log "failed: $*"; cat "$tmp/err" >&2; exit 1; }
    tail -1 "$tmp/rss"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
runs() { for _ in $(seq "$RUNS"); do peak "$@"; done | median; }

# The tool with its token and base URL, as one executable /usr/bin/time can run.
printf '#!/bin/sh\nREPAIRMINDER_TOKEN=t exec "%s/repairminder" --base-url "%s" "$@"\n' "$BIN" "$base" > "$tmp/rm_"
chmod +x "$tmp/rm_"
rm_="$tmp/rm_"
idle=$(runs "$rm_" api --raw /ok)
log "answer: $bytes bytes; repairminder's RSS for a 2-byte answer: $((idle / 1024)) MiB"
printf '| what | peak RSS MiB | (RSS − %s MiB) ÷ answer |\n| --- | --: | --: |\n' "$((idle / 1024))"
row() {
    local label=$1; shift
    local rss; rss=$(runs "$@")
    printf '| %s | %s | %s |\n' "$label" "$((rss / 1024))" "$(awk -v r="$rss" -v b="$idle" -v s="$bytes" 'BEGIN { printf "%.2f", (r - b) * 1024 / s }')"
}
row "repairminder api --raw" "$rm_" api --raw /api/orders
row "repairminder api" "$rm_" api /api/orders
row "repairminder api --paginate" "$rm_" api /api/orders --paginate
row "repairminder orders list -o json" "$rm_" orders list -o json
row "repairminder orders list -o ndjson" "$rm_" orders list -o ndjson
row "curl -o /dev/null (reference)" curl -s -o /dev/null "$base/api/orders"
row "jq . (reference)" jq . "$tmp/api/orders"
row "python3 json.load + dump (reference)" python3 -c 'import json,sys; json.dump(json.load(open(sys.argv[1])), sys.stdout)' "$tmp/api/orders"
