#!/bin/bash
# Loopback benchmark of `upsctl validate --input FILE -o ndjson` (the whole tool: process start, OAuth
# token, CSV reading, one XAV request per row, ordered NDJSON output) against a private nginx on 127.0.0.1
# that plays UPS (OAuth token + Address Validation), next to `xargs -P16 curl` sending the same requests
# one process per row, and to one `curl --parallel --parallel-max 16` (libcurl's multi interface with
# nothing of a tool around it) sending them all. HTTP and HTTPS, with and without 50 ms server latency,
# concurrency 1/4/16, then the peak RSS of 10 000- and 100 000-row batches. Prints a markdown table on stdout (progress on stderr).
#
# Usage: Benchmarks/upsctl-batch.sh        (root only to install nginx-light/curl if missing)
#   environment: N_FAST=5000 (rows per run, no latency) CONCURRENCIES="1 4 16"
#   SLOW_MS=50 N_SLOW="1:200 4:600 16:1000" (rows per run at each concurrency against the slow server;
#   SLOW_MS=0: none) N_CURL=1000 (rows for the curl runs; one process each) CURL_SLOW=1 (curl against the
#   slow server too) RSS_ROWS="10000 100000" (peak-RSS runs: HTTP, no latency, output to /dev/null, at
#   RSS_CONCURRENCY=16) PACKAGE=<dir> (the package to build; default: this script's package)
#   UPSCTL=<binary> (measure this one, no build) HTTP_PORT=18180 HTTPS_PORT=18543 SLOW_HTTP_PORT=18181
#   SLOW_HTTPS_PORT=18544 RUN_TIMEOUT=150 (seconds per run) KEEP=1 (keep the temp dir with the logs)
#
# Same approach as http-client.sh: nginx with a generated config in a temp dir (1 worker, keep-alive
# without a request limit, TLS session cache and tickets off so every HTTPS connection is a full
# handshake, `$connection` in the access log to count connections), a self-signed certificate trusted
# through SSL_CERT_FILE/CURL_CA_BUNDLE (system bundle + it), and nginx's echo module for the latency.
set -euo pipefail

N_FAST=${N_FAST:-5000}
CONCURRENCIES=${CONCURRENCIES:-"1 4 16"}
SLOW_MS=${SLOW_MS:-50}
N_SLOW=${N_SLOW:-"1:200 4:600 16:1000"}
N_CURL=${N_CURL:-1000}
CURL_SLOW=${CURL_SLOW:-1}
RSS_ROWS=${RSS_ROWS:-"10000 100000"}
RSS_CONCURRENCY=${RSS_CONCURRENCY:-16}
HTTP_PORT=${HTTP_PORT:-18180}
HTTPS_PORT=${HTTPS_PORT:-18543}
SLOW_HTTP_PORT=${SLOW_HTTP_PORT:-18181}
SLOW_HTTPS_PORT=${SLOW_HTTPS_PORT:-18544}
RUN_TIMEOUT=${RUN_TIMEOUT:-150}
ECHO_MODULE=/usr/lib/nginx/modules/ngx_http_echo_module.so
XAV_PATH=/api/addressvalidation/v2/1
TOKEN_PATH=/security/v1/oauth/token

# Only loopback: no proxy may see these requests (libcurl and curl both read these variables).
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY no_proxy NO_PROXY

log() { printf '%s\n' "$*" >&2; }

# --- measuring (re-entered with the certificate trusted, see the end of the set-up) ------------------

# Empties the access log. nginx opened it with O_APPEND, so truncating is enough (no reopen needed).
reset_log() { : >"$WORK/access.log"; }

# "connections api_requests" the server logged since reset_log: distinct $connection serials (token and
# API requests together; for HTTPS each one a full handshake) and requests to the XAV path. nginx writes
# a request's log line just after the response, so wait up to 1 s for the expected count.
server_counts() {
    local expected=$1 i
    for i in $(seq 20); do
        [ "$(grep -c " $XAV_PATH\$" "$WORK/access.log" || true)" -lt "$expected" ] || break
        sleep 0.05
    done
    awk -v p="$XAV_PATH" '{ c[$1] = 1; if ($5 == p) n++; if ($4 == "r") r++ }
        END { printf "%d %d %d\n", length(c), n, r + 0 }' "$WORK/access.log"
}

# The input: a header and N rows, every address distinct (the tool sends identical addresses once).
rows_file() {
    local n=$1 file="$WORK/rows-$1.csv"
    [ -f "$file" ] || awk -v n="$n" 'BEGIN {
        print "id,address1,city,state,zip"
        for (i = 1; i <= n; i++) printf "%d,%d N Main St,New York,NY,10001\n", i, i }' >"$file"
    echo "$file"
}

# One row of results: client scheme latency C N rows/s cpu_ms_per_row connections rss_mb errors
row() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$WORK/results.tsv"; }

# "wall user sys maxrss_kb" of the command, from GNU time (children's rusage); its stdout goes to $1.
timed() {
    local out=$1; shift
    timeout "$RUN_TIMEOUT" /usr/bin/time -o "$WORK/time.txt" -f '%e %U %S %M' "$@" >"$out" \
        2>>"$WORK/stderr.log" || { log "failed: $* (see $WORK/stderr.log)"; return 1; }
    tail -n 1 "$WORK/time.txt"
}

# upsctl over the whole file: a fresh token cache per run, so each run asks for one token like a first
# run would; its cwd has no .env or Config.xcconfig.
run_upsctl() { # scheme latency api_base_url n c [output file]
    local scheme=$1 latency=$2 base=$3 n=$4 c=$5 out=${6:-$WORK/out.ndjson}
    local input t wall user sys rss conns requests resumed lines errors rps cpu
    input=$(rows_file "$n")
    rm -rf "$WORK/cache" && mkdir -p "$WORK/cache"
    reset_log
    if ! t=$(cd "$WORK/cwd" && XDG_CACHE_HOME="$WORK/cache" XDG_CONFIG_HOME="$WORK/config" \
        XDG_RUNTIME_DIR="$WORK/run" XDG_STATE_HOME="$WORK/state" UPS_CLIENT_ID=bench-id UPS_CLIENT_SECRET=bench-secret UPS_API_BASE_URL="$base" \
        UPS_OAUTH_BASE_URL="${base%/}" timed "$out" "$UPSCTL" -q validate --input "$input" -o ndjson \
        --concurrency "$c"); then
        row upsctl "$scheme" "$latency" "$c" "$n" failed - - - -
        return 0
    fi
    read -r wall user sys rss <<<"$t"
    read -r conns requests resumed < <(server_counts "$n")
    [ "$requests" -eq "$n" ] || log "warning: server saw $requests XAV requests, expected $n"
    [ "$resumed" -eq 0 ] || log "warning: $resumed TLS sessions resumed"
    lines=$(wc -l <"$out")
    errors=$(( n - $(grep -c '"status":"valid"' "$out" || true) ))
    [ "$out" = /dev/null ] && errors=$(( n - requests ))
    [ "$out" = /dev/null ] || [ "$lines" -eq "$n" ] || log "warning: $lines output lines, expected $n"
    rps=$(awk -v n="$n" -v w="$wall" 'BEGIN { printf "%.0f", n / (w > 0 ? w : 0.01) }')
    cpu=$(awk -v n="$n" -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", (u + s) * 1000 / n }')
    row upsctl "$scheme" "$latency" "$c" "$n" "$rps" "$cpu" "$conns" \
        "$(awk -v k="$rss" 'BEGIN { printf "%.1f", k / 1024 }')" "$errors"
    log "  upsctl $scheme $latency C=$c N=$n: wall $wall s, cpu $user+$sys s, $conns connections," \
        "peak RSS $rss KB, $errors errors"
}

# One table row for a curl run: its `timed` figures, the server's counts, and the answers that were not
# 200 (curl wrote one status a line to $WORK/curl.out).
curl_row() { # label scheme latency n timed_output
    local label=$1 scheme=$2 latency=$3 n=$4 wall user sys rss conns requests resumed errors rps cpu
    read -r wall user sys rss <<<"$5"
    read -r conns requests resumed < <(server_counts "$n")
    [ "$requests" -eq "$n" ] || log "warning: server saw $requests XAV requests, expected $n"
    errors=$(grep -cv '^200$' "$WORK/curl.out" || true)
    rps=$(awk -v n="$n" -v w="$wall" 'BEGIN { printf "%.0f", n / (w > 0 ? w : 0.01) }')
    cpu=$(awk -v n="$n" -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", (u + s) * 1000 / n }')
    row "$label" "$scheme" "$latency" 16 "$n" "$rps" "$cpu" "$conns" \
        "$(awk -v k="$rss" 'BEGIN { printf "%.1f", k / 1024 }')" "$errors"
    log "  $label $scheme $latency N=$n: wall $wall s, cpu $user+$sys s, $conns connections, $errors errors"
}

# The same XAV requests, one curl process per row, 16 at once; bodies written beforehand, one file each.
run_curl() { # scheme latency url n [curl options...]
    local scheme=$1 latency=$2 url=$3 n=$4 t; shift 4
    if [ ! -d "$WORK/bodies" ] || [ "$(ls "$WORK/bodies" | wc -l)" -lt "$n" ]; then
        mkdir -p "$WORK/bodies"
        awk -v n="$n" -v d="$WORK/bodies" 'BEGIN { for (i = 1; i <= n; i++) {
            f = d "/" i ".json"
            printf "{\"XAVRequest\":{\"Request\":{\"RequestOption\":\"1\"},\"AddressKeyFormat\":" \
                "{\"AddressLine\":[\"%d N Main St\"],\"PoliticalDivision2\":\"New York\"," \
                "\"PoliticalDivision1\":\"NY\",\"PostcodePrimaryLow\":\"10001\",\"CountryCode\":\"US\"}}}\n", i >f
            close(f) } }'
    fi
    reset_log
    if ! t=$(seq 1 "$n" | timed "$WORK/curl.out" xargs -P16 -I{} curl -s -o /dev/null -w '%{http_code}\n' \
        -X POST -H 'Content-Type: application/json' -H 'Authorization: Bearer t' \
        --data "@$WORK/bodies/{}.json" "$@" "$url"); then
        row "xargs -P16 curl" "$scheme" "$latency" 16 "$n" failed - - - -
        return 0
    fi
    curl_row "xargs -P16 curl" "$scheme" "$latency" "$n" "$t"
}

# The same XAV requests from one curl process driving libcurl's multi interface, 16 at once
# (`--parallel-max 16`): the reference for CPU a row, since it is libcurl with nothing of the tool around
# it. One body for every row (curl sends a file as it is); the URLs differ only in their query.
run_curl_parallel() { # scheme latency url n
    local scheme=$1 latency=$2 url=$3 n=$4 t
    reset_log
    if ! t=$(timed "$WORK/curl.out" curl -s --no-progress-meter --parallel --parallel-max 16 \
        --cacert "$WORK/ca-bundle.crt" -X POST -H 'Content-Type: application/json' -H 'Authorization: Bearer t' \
        --data "@$WORK/body-1.json" -w '%{http_code}\n' -o /dev/null "$url?[1-$n]"); then
        row "curl --parallel 16" "$scheme" "$latency" 16 "$n" failed - - - -
        return 0
    fi
    curl_row "curl --parallel 16" "$scheme" "$latency" "$n" "$t"
}

slow_rows() { # the N for concurrency $1 against the slow server
    local pair
    for pair in $N_SLOW; do [ "${pair%%:*}" != "$1" ] || { echo "${pair#*:}"; return; }; done
    echo 200
}

if [ "${1:-}" = __measure ]; then
    slow="+${SLOW_MS} ms"
    for scheme in http https; do
        if [ "$scheme" = http ]; then fast=http://127.0.0.1:$HTTP_PORT; slowurl=http://127.0.0.1:$SLOW_HTTP_PORT
        else fast=https://127.0.0.1:$HTTPS_PORT; slowurl=https://127.0.0.1:$SLOW_HTTPS_PORT; fi
        log "$scheme, no latency, N=$N_FAST"
        for c in $CONCURRENCIES; do run_upsctl "$scheme" none "$fast" "$N_FAST" "$c"; done
        run_curl "$scheme" none "$fast$XAV_PATH" "$N_CURL" --cacert "$WORK/ca-bundle.crt"
        run_curl_parallel "$scheme" none "$fast$XAV_PATH" "$N_FAST"
        if [ "$SLOW_MS" != 0 ]; then
            log "$scheme, $slow"
            for c in $CONCURRENCIES; do run_upsctl "$scheme" "$slow" "$slowurl" "$(slow_rows "$c")" "$c"; done
            [ "$CURL_SLOW" = 0 ] || run_curl "$scheme" "$slow" "$slowurl$XAV_PATH" "$(slow_rows 16)" \
                --cacert "$WORK/ca-bundle.crt"
            run_curl_parallel "$scheme" "$slow" "$slowurl$XAV_PATH" "$(slow_rows 16)"
        fi
    done
    for n in $RSS_ROWS; do
        log "peak RSS, N=$n, http, C=$RSS_CONCURRENCY (output to /dev/null)"
        run_upsctl http none "http://127.0.0.1:$HTTP_PORT" "$n" "$RSS_CONCURRENCY" /dev/null
    done
    exit 0
fi

# --- set-up -----------------------------------------------------------------------------------------

here=$(cd "$(dirname "$0")" && pwd)
PACKAGE=${PACKAGE:-$(dirname "$here")}
script_started=$SECONDS

missing=()
command -v nginx >/dev/null || missing+=(nginx-light)
command -v curl >/dev/null || missing+=(curl)
command -v openssl >/dev/null || missing+=(openssl)
[ -x /usr/bin/time ] || missing+=(time)
[ -f /etc/ssl/certs/ca-certificates.crt ] || missing+=(ca-certificates)
if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]}"
    # Installing nginx must not start the distribution's server on port 80: forbid service starts.
    policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        policy=/usr/sbin/policy-rc.d
        printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy"
    fi
    apt_install() { DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >&2; }
    apt_install || { apt-get update -q >&2 && apt_install; }
    [ -z "$policy" ] || rm -f "$policy"
fi

# A statically linked Swift runtime is what a release ships (make install).
if [ -n "${UPSCTL:-}" ]; then
    BUILD="a prebuilt $UPSCTL"
else
log "building upsctl in $PACKAGE (release, --static-swift-stdlib)"
if (cd "$PACKAGE" && swift build -c release --static-swift-stdlib --product upsctl >"/tmp/upsctl-batch-build.log" 2>&1); then
    BUILD="swift build -c release --static-swift-stdlib"
else
    reason=$(grep -m1 -o 'cannot find -l[a-z0-9_+]*' /tmp/upsctl-batch-build.log ||
        echo "see /tmp/upsctl-batch-build.log")
    log "static build failed ($reason); building with plain -c release"
    (cd "$PACKAGE" && swift build -c release --product upsctl >&2)
    BUILD="swift build -c release (static failed: $reason)"
fi
UPSCTL="$(cd "$PACKAGE" && swift build -c release --show-bin-path)/upsctl"
fi
log "using $BUILD: $UPSCTL"

source "$(dirname "${BASH_SOURCE[0]}")/lib/nginx-workdir.sh"
nginx_workdir upsctl-batch

mkdir -p "$WORK/cwd" "$WORK/config"
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$WORK/key.pem" -out "$WORK/cert.pem" -days 2 \
    -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" 2>/dev/null
cat /etc/ssl/certs/ca-certificates.crt "$WORK/cert.pem" >"$WORK/ca-bundle.crt"
# Row 1's XAV body, which the curl --parallel runs send for every row.
printf '%s\n' '{"XAVRequest":{"Request":{"RequestOption":"1"},"AddressKeyFormat":{"AddressLine":["1 N Main St"],"PoliticalDivision2":"New York","PoliticalDivision1":"NY","PostcodePrimaryLow":"10001","CountryCode":"US"}}}' >"$WORK/body-1.json"

for port in "$HTTP_PORT" "$HTTPS_PORT" "$SLOW_HTTP_PORT" "$SLOW_HTTPS_PORT"; do
    if ss -Htln "( sport = :$port )" 2>/dev/null | grep -q .; then
        log "port $port is in use; set HTTP_PORT/HTTPS_PORT/SLOW_HTTP_PORT/SLOW_HTTPS_PORT"; exit 1
    fi
done
if [ "$SLOW_MS" != 0 ] && [ ! -f "$ECHO_MODULE" ]; then
    log "no $ECHO_MODULE: leaving out the ${SLOW_MS} ms rows"; SLOW_MS=0
fi

# UPS's answers, shortened: a token, and one valid candidate (the same for every row).
TOKEN_JSON='{"access_token":"t","token_type":"Bearer","expires_in":"14399"}'
XAV_JSON='{"XAVResponse":{"Response":{"ResponseStatus":{"Code":"1","Description":"Success"}},"ValidAddressIndicator":"","Candidate":[{"AddressKeyFormat":{"AddressLine":["26601 ALISO CREEK RD STE D"],"PoliticalDivision2":"ALISO VIEJO","PoliticalDivision1":"CA","PostcodePrimaryLow":"92656","PostcodeExtendedLow":"4831","Region":"ALISO VIEJO CA 92656-4831","CountryCode":"US"}}]}}'
sleep_s=$(awk -v ms="$SLOW_MS" 'BEGIN { printf "%.3f", ms / 1000 }')
tls="ssl_certificate $WORK/cert.pem; ssl_certificate_key $WORK/key.pem;
        ssl_session_cache off; ssl_session_tickets off;"
token_location="location = $TOKEN_PATH { default_type application/json; return 200 '$TOKEN_JSON'; }"
slow_server=""
[ "$SLOW_MS" = 0 ] || slow_server="server {
        listen 127.0.0.1:$SLOW_HTTP_PORT;
        listen 127.0.0.1:$SLOW_HTTPS_PORT ssl;
        $tls
        $token_location
        # Read the POST body first, so the keep-alive connection stays in step; then wait, then answer.
        location = $XAV_PATH { default_type application/json; echo_read_request_body; echo_sleep $sleep_s;
            echo '$XAV_JSON'; }
    }"

# One worker, keep-alive without a request limit, TLS session cache and tickets off (connections =
# handshakes), and $connection plus the path in the access log.
cat >"$WORK/nginx.conf" <<EOF
$([ "$SLOW_MS" = 0 ] || echo "load_module $ECHO_MODULE;")
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/error.log warn;
events { worker_connections 1024; }
http {
    log_format conns '\$connection \$connection_requests \$status \$ssl_session_reused \$uri';
    access_log $WORK/access.log conns;
    client_body_temp_path $WORK/body;
    keepalive_requests 1000000;
    keepalive_timeout 60s;
    server {
        listen 127.0.0.1:$HTTP_PORT;
        listen 127.0.0.1:$HTTPS_PORT ssl;
        $tls
        $token_location
        location = $XAV_PATH { default_type application/json; return 200 '$XAV_JSON'; }
    }
    $slow_server
}
EOF
nginx -p "$WORK" -c "$WORK/nginx.conf" -e "$WORK/error.log"
for _ in $(seq 50); do [ -s "$WORK/nginx.pid" ] && break; sleep 0.1; done
check() { curl -sf -X POST --data '{}' "${@:3}" "$1" | grep -q "$2" || { log "nginx does not answer $1"; exit 1; }; }
check "http://127.0.0.1:$HTTP_PORT$XAV_PATH" XAVResponse
check "http://127.0.0.1:$HTTP_PORT$TOKEN_PATH" access_token
check "https://127.0.0.1:$HTTPS_PORT$XAV_PATH" XAVResponse --cacert "$WORK/cert.pem"
[ "$SLOW_MS" = 0 ] || check "http://127.0.0.1:$SLOW_HTTP_PORT$XAV_PATH" XAVResponse

# --- the matrix, in a private mount namespace ----------------------------------------------------

export WORK UPSCTL N_FAST CONCURRENCIES SLOW_MS N_SLOW N_CURL CURL_SLOW RSS_ROWS HTTP_PORT HTTPS_PORT \
    SLOW_HTTP_PORT SLOW_HTTPS_PORT RUN_TIMEOUT RSS_CONCURRENCY
: >"$WORK/results.tsv"
started=$SECONDS
SSL_CERT_FILE="$WORK/ca-bundle.crt" CURL_CA_BUNDLE="$WORK/ca-bundle.crt" "$BASH" "$0" __measure
log "measured in $((SECONDS - started)) s (whole script $((SECONDS - script_started)) s)"

# --- the table --------------------------------------------------------------------------------------

echo "upsctl validate --input (CSV) -o ndjson -q, built with \`$BUILD\`; nginx $(nginx -v 2>&1 |
    sed 's|.*/||') 1 worker on 127.0.0.1 playing OAuth + XAV (one fixed 1-candidate answer);" \
    "$(curl -V | head -1 | cut -d' ' -f1-2,5); $(nproc) CPUs; $(date -u +%Y-%m-%dT%H:%MZ)."
echo
awk -F'\t' '
    BEGIN {
        print "| client             | scheme | latency | conc. |      N | rows/s | CPU ms/row | connections | peak RSS MB | errors |"
        print "| ------------------ | ------ | ------- | ----: | -----: | -----: | ---------: | ----------: | ----------: | -----: |"
    }
    { printf "| %-18s | %-6s | %-7s | %5s | %6s | %6s | %10s | %11s | %11s | %6s |\n", $1, $2, $3, $4, $5, $6, $7, $8, $9, $10 }
' "$WORK/results.tsv"
echo
echo "rows/s: N / wall time of the whole process (start-up and the token request included). CPU ms/row:" \
    "user+sys of the process (for curl: of all curl processes) / N. connections: distinct server-side" \
    "connections, the token request's included (for HTTPS each one a full TLS handshake). peak RSS: maximum" \
    "resident set of the process (for curl: of the largest single curl). errors: rows not \"valid\"" \
    "(upsctl) or answers not 200 (curl). The last rows write the NDJSON to /dev/null."
