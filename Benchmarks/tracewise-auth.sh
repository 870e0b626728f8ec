#!/bin/bash
# What tracewise's Firebase session costs a command, measured on loopback against the fake Firebase Auth
# server (Tests/Support/firebase_fake.py, the emulator's URL scheme): the whole process each time.
#
#   login      `auth login --password-stdin`: process start, one sign-in request, session written
#   saved      `auth token` with a valid saved session: process start and one file read, no request
#   refresh    `auth token` with an expired saved session: one securetoken refresh, session rewritten
#   no auth    `auth status` with nothing configured: process start only (the floor)
#   burst      P processes at once meeting one expired session: wall time and refresh requests made
#
# Prints a markdown table on stdout (medians of RUNS runs, milliseconds); progress on stderr.
# Usage: Benchmarks/tracewise-auth.sh
#   environment: RUNS=21 BURST=20 TRACEWISE=<binary> (default: build -c release --product tracewise)
set -euo pipefail

RUNS=${RUNS:-21}
BURST=${BURST:-20}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY
export NO_PROXY=127.0.0.1

log() { printf '%s\n' "$*" >&2; }

if [[ -z "${TRACEWISE:-}" ]]; then
    log "building tracewise (release)…"
    swift build -c release --product tracewise --package-path "$ROOT" >&2
    TRACEWISE="$(swift build -c release --show-bin-path --package-path "$ROOT")/tracewise"
fi

WORK=$(mktemp -d)
exec 3< <(python3 "$ROOT/Tests/Support/firebase_fake.py" --lifetime 600)
read -r PORT <&3
SERVER_PID=$!
trap 'kill $SERVER_PID 2>/dev/null || true; rm -rf "$WORK"' EXIT

export XDG_STATE_HOME="$WORK/state" FIREBASE_AUTH_EMULATOR_HOST="127.0.0.1:$PORT"
unset TRACEWISE_ID_TOKEN TRACEWISE_API_KEY TRACEWISE_PASSWORD TRACEWISE_FIREBASE_API_KEY
SESSION="$XDG_STATE_HOME/tracewise/sessions/production%7Cemulator%3D127.0.0.1%3A$PORT.json"

now_ns() { date +%s%N; }

# Sets the saved session's expiry to the past, so the next use must refresh it.
expire() {
    python3 - "$SESSION" <<'PY'
import json, sys, time
path = sys.argv[1]
session = json.load(open(path))
session["expires_at"] = time.time() - 1
json.dump(session, open(path, "w"))
PY
}

login() { printf 'Corr3ct-Horse!\n' | "$TRACEWISE" -q auth login --email ada@example.test --password-stdin; }

# median of the numbers on stdin
median() { sort -n | awk '{ a[NR] = $1 } END { m = (NR + 1) / 2; printf "%.1f", (a[int(m)] + a[int(m + 0.5)]) / 2 }'; }

# time_one NAME PREPARE COMMAND: runs PREPARE (not timed) then COMMAND, RUNS times; prints the median ms.
time_runs() {
    local prepare=$1 command=$2 start end
    for _ in $(seq "$RUNS"); do
        eval "$prepare"
        start=$(now_ns)
        eval "$command" >/dev/null
        end=$(now_ns)
        echo $(((end - start) / 1000))
    done | median | awk '{ printf "%.1f", $1 / 1000 }'
}

counts() { curl -s "http://127.0.0.1:$PORT/counts"; }

log "measuring ($RUNS runs each)…"
"$TRACEWISE" auth status -q >/dev/null 2>&1 || true
NOAUTH=$(time_runs ':' '"$TRACEWISE" auth status -q 2>/dev/null || true')
LOGIN=$(time_runs ':' 'login')
SAVED=$(time_runs ':' '"$TRACEWISE" auth token')
REFRESH=$(time_runs 'expire' '"$TRACEWISE" auth token')

log "burst of $BURST…"
expire
before=$(counts | python3 -c 'import json,sys; print(json.load(sys.stdin)["refresh"])')
start=$(now_ns)
pids=()
for i in $(seq "$BURST"); do "$TRACEWISE" auth token >"$WORK/out.$i" & pids+=($!); done
wait "${pids[@]}"  # not a bare `wait`: it would also wait for the server, a process substitution
end=$(now_ns)
after=$(counts | python3 -c 'import json,sys; print(json.load(sys.stdin)["refresh"])')
DISTINCT=$(cat "$WORK"/out.* | sort -u | wc -l)

cat <<TABLE
tracewise $("$TRACEWISE" --version | cut -d' ' -f2), $(nproc) CPUs, fake Firebase Auth on 127.0.0.1, $(date -u +%Y-%m-%dT%H:%MZ); medians of $RUNS runs.

| case | what happens | ms |
| --- | --- | ---: |
| no auth | process start, \`auth status\` with nothing configured (exit 77) | $NOAUTH |
| saved | \`auth token\`, valid session read from disk, no request | $SAVED |
| refresh | \`auth token\`, expired session, one securetoken refresh + rewrite | $REFRESH |
| login | \`auth login --password-stdin\`, one sign-in + write | $LOGIN |
| burst | $BURST processes at once on one expired session: wall time | $(((end - start) / 1000000)) |

Burst: $((after - before)) refresh request(s) for $BURST processes; $DISTINCT distinct token(s) printed.
TABLE
