#!/bin/bash
# A live view's memory over time: `repairminder orders list --watch --interval 2s -o ndjson` against a
# loopback service whose list is SIZE_MIB MiB of orders, one order changing status at every poll (so each
# poll is compared and one MODIFIED event written). The service itself reads the tool's resident set
# (VmRSS, /proc/PID/status) as poll FIRST+1 and poll LAST+1 are asked for, that is once polls FIRST and
# LAST have been answered, compared and written: the figure is the growth between the two.
#
# The goal (docs/output.md, "Live views"): after 100 polls of a 6 MB list, at most 30 MB more than after 3.
# Polls are at least 2 s apart, so the default run takes LAST × 2 s and each poll's own time (a release
# build: about 4 minutes; a debug build, whose poll of 6 MiB takes seconds of CPU, about 10).
#
# Usage: Benchmarks/watch-memory.sh
#   environment: SIZE_MIB=6 FIRST=3 LAST=100 BIN=<directory with repairminder> (else a release build)
set -euo pipefail

SIZE_MIB=${SIZE_MIB:-6}
FIRST=${FIRST:-3}
LAST=${LAST:-100}
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
tool=""
trap '[ -n "$tool" ] && kill $tool 2>/dev/null; [ -n "$server" ] && kill $server 2>/dev/null; rm -rf "$tmp"' EXIT

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
python3 - "$port" "$((SIZE_MIB * 1048576))" "$tmp" "$FIRST" "$LAST" <<'PY' &
import http.server, json, sys
port, size, tmp, first, last = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
items, length, n = [], 0, 0
while length < size:
    item = {"id": "ord_%07d" % n, "reference": "RM-%07d" % n, "status": "awaiting_parts",
            "total": 129.5 + n % 100, "device_count": n % 4,
            "client": {"name": "Client %d" % n, "email": "client%d@example.com" % n},
            "notes": "screen cracked; battery swells \u2013 order %d" % n}
    text = json.dumps(item, ensure_ascii=False, separators=(",", ":"))
    length += len(text.encode()) + 1
    items.append(text)
    n += 1
tail = ',"pagination":{"total":%d,"limit":%d,"offset":0,"has_more":false}},"error":null,"message":null}' % (n, n)
polls = 0

def rss():
    pid = open(tmp + "/pid").read().strip()
    for line in open("/proc/%s/status" % pid):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])

class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *args): pass
    def do_GET(self):
        global polls
        if self.path.startswith("/ok"):
            body = b"{}"
        else:
            polls += 1
            # Asked for poll polls: the ones before it are answered, compared and written.
            if polls - 1 in (first, last):
                with open(tmp + "/rss", "a") as out:
                    out.write("%d %d\n" % (polls - 1, rss()))
            changed = list(items)
            k = polls % n
            changed[k] = changed[k].replace('"awaiting_parts"', '"in_repair_%d"' % polls)
            body = ('{"success":true,"data":{"items":[' + ",".join(changed) + "]" + tail).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

print("%d orders, %d bytes" % (n, len(('{"success":true,"data":{"items":[' + ",".join(items) + "]" + tail).encode())), file=sys.stderr)
http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
PY
server=$!
until curl -s -o /dev/null "http://127.0.0.1:$port/ok"; do sleep 0.1; done

REPAIRMINDER_TOKEN=t "$BIN/repairminder" --base-url "http://127.0.0.1:$port" \
    orders list --watch --interval 2s -o ndjson > /dev/null 2> "$tmp/err" &
tool=$!
echo "$tool" > "$tmp/pid"
log "watching with pid $tool; $LAST polls take about $((LAST * 2)) s…"
# The service writes a line at each of the two polls; the script only waits for the second.
lines() { if [ -f "$tmp/rss" ]; then wc -l < "$tmp/rss"; else echo 0; fi; }
until [ "$(lines)" -ge 2 ]; do
    kill -0 "$tool" 2>/dev/null || { log "the watch ended early:"; cat "$tmp/err" >&2; exit 1; }
    sleep 1
done
read -r _ first_kib < <(sed -n 1p "$tmp/rss")
read -r _ last_kib < <(sed -n 2p "$tmp/rss")
printf '| list | RSS after poll %s | RSS after poll %s | growth |\n| --- | --: | --: | --: |\n' "$FIRST" "$LAST"
printf '| %s MiB | %s MiB | %s MiB | %s MiB |\n' "$SIZE_MIB" "$((first_kib / 1024))" "$((last_kib / 1024))" \
    "$(awk -v a="$first_kib" -v b="$last_kib" 'BEGIN { printf "%.1f", (b - a) / 1024 }')"
