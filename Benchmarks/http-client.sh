#!/bin/bash
# Loopback benchmark of the package's HTTP client (Benchmarks/HTTPBench, target `http-bench`) next to
# `curl --parallel`, against a private nginx on 127.0.0.1: HTTP and HTTPS, concurrency 1/4/16, and for the
# client maxConnectionsPerHost = 4 and = concurrency. Prints a markdown table: req/s, CPU per request,
# connections the server saw (for HTTPS each one is a full TLS handshake), p50/p99.
#
# Usage: Benchmarks/http-client.sh            (root only to install nginx-light/curl/openssl if missing)
#   environment: N_HTTP=2000 N_HTTPS=1000 CONCURRENCIES="1 4 16" LIMITS="4 C" (maxConnectionsPerHost
#   values; C = the concurrency) RUNS=3 (the whole matrix, repeated; the table shows medians)
#   SLOW_MS=50 N_SLOW=320 SLOW_CONCURRENCY=16 (extra rows against an endpoint that answers after
#   SLOW_MS, like a real API; needs nginx's echo module, which nginx-light brings; SLOW_MS=0: none)
#   HTTP_PORT=18080 HTTPS_PORT=18443 KEEP=1 (keep the temp dir with the logs)
#
# The HTTPS runs trust the self-signed certificate through SSL_CERT_FILE/CURL_CA_BUNDLE, which the
# libcurl transport reads (URLSession did not, and needed a bind mount inside `unshare -m`).
set -euo pipefail

N_HTTP=${N_HTTP:-2000}
N_HTTPS=${N_HTTPS:-1000}
CONCURRENCIES=${CONCURRENCIES:-"1 4 16"}
LIMITS=${LIMITS:-"4 C"}
RUNS=${RUNS:-3}
SLOW_MS=${SLOW_MS:-50}
N_SLOW=${N_SLOW:-320}
SLOW_CONCURRENCY=${SLOW_CONCURRENCY:-16}
HTTP_PORT=${HTTP_PORT:-18080}
HTTPS_PORT=${HTTPS_PORT:-18443}
RUN_TIMEOUT=${RUN_TIMEOUT:-60}
PATH_JSON=/address.json
PATH_SLOW=/slow
ECHO_MODULE=/usr/lib/nginx/modules/ngx_http_echo_module.so

log() { printf '%s\n' "$*" >&2; }

# --- one measured run -------------------------------------------------------------------------------

# Wall and CPU (user + sys of the children) of a command, in seconds with millisecond resolution:
# prints "wall cpu" on stdout; the command's own stdout goes to $1.
timed() {
    local out=$1; shift
    local TIMEFORMAT='%3R %3U %3S' t
    t=$( { time timeout "$RUN_TIMEOUT" "$@" >"$out" 2>>"$WORK/stderr.log"; } 2>&1 ) || {
        log "failed: $* (see $WORK/stderr.log)"; return 1; }
    awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' <<<"$t"
}

# Empties the access log. nginx opened it with O_APPEND, so truncating is enough (no reopen needed).
reset_log() { : >"$WORK/access.log"; }

# "connections requests resumed" the server logged since reset_log: distinct $connection serials,
# request lines, and TLS sessions resumed (expected 0: session cache and tickets are off, so every
# HTTPS connection is a full handshake). nginx writes a request's log line just after sending the
# response, so the client can exit before the last line lands: wait up to 1 s for the expected count,
# else the line would be counted in the next run.
server_counts() {
    local expected=$1 i
    for i in $(seq 20); do
        [ "$(wc -l <"$WORK/access.log")" -lt "$expected" ] || break
        sleep 0.05
    done
    awk '{ c[$1] = 1; n++; if ($4 == "r") r++ } END { printf "%d %d %d\n", length(c), n, r }' \
        "$WORK/access.log"
}

# One row of results: client scheme C maxConns N rps cpu_ms proc_cpu_ms conns p50 p99 errors
row() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$WORK/results.tsv"; }

per_request_ms() { awk -v s="$1" -v n="$2" 'BEGIN { printf "%.3f", s * 1000 / n }'; }

json_field() { sed -n "s/.*\"$2\":\([^,}]*\).*/\1/p" <<<"$1"; }

run_swift() {
    local scheme=$1 url=$2 n=$3 c=$4 m=$5 t wall cpu json conns requests resumed
    reset_log
    if ! t=$(timed "$WORK/out.json" "$BENCH" "$url" "$n" "$c" "$m"); then
        row "HTTPClient" "$scheme" "$c" "$m" "$n" failed - - - - - -
        return 0
    fi
    read -r wall cpu <<<"$t"
    json=$(cat "$WORK/out.json")
    read -r conns requests resumed < <(server_counts $((n + 1)))
    # n timed requests + 1 warm-up; a mismatch means the count of connections is not for this run alone.
    [ "$requests" -eq $((n + 1)) ] || log "warning: server saw $requests requests, expected $((n + 1))"
    [ "$resumed" -eq 0 ] || log "warning: $resumed TLS sessions resumed"
    row "HTTPClient" "$scheme" "$c" "$m" "$n" "$(json_field "$json" rps)" \
        "$(json_field "$json" cpuMsPerRequest)" "$(per_request_ms "$cpu" "$n")" "$conns" \
        "$(json_field "$json" p50Ms)" "$(json_field "$json" p99Ms)" "$(json_field "$json" errors)"
    log "  HTTPClient $scheme C=$c maxConns=$m: $json, $conns connections"
}

# curl's start-up and first connection (for HTTPS, loading the CA bundle: 20–40 ms) are not per-request
# costs, and the client's figures leave out its warm-up request, so curl's per-request figures are taken
# as (run with n+1 URLs) − (run with 1 URL, best of 3). The whole-process CPU column keeps everything.
curl_config() {
    local url=$1 n=$2 file=$3
    awk -v u="$url" -v n="$n" \
        'BEGIN { for (i = 0; i < n; i++) printf "url = \"%s\"\noutput = \"/dev/null\"\n", u }' >"$file"
}

run_curl() {
    local scheme=$1 url=$2 n=$3 c=$4; shift 4
    local base_wall=999 base_cpu=999 t wall cpu conns requests resumed errors i w u
    # -w prints each transfer's status, so failures are counted rather than lost in --parallel.
    local curl=(curl -sS --parallel --parallel-max "$c" -w '%{http_code}\n' "$@")
    curl_config "$url" 1 "$WORK/curl-1.cfg"
    curl_config "$url" $((n + 1)) "$WORK/curl-n.cfg"
    for i in 1 2 3; do
        t=$(timed "$WORK/curl.out" "${curl[@]}" -K "$WORK/curl-1.cfg") || continue
        read -r w u <<<"$t"
        base_wall=$(awk -v a="$base_wall" -v b="$w" 'BEGIN{print (b < a ? b : a)}')
        base_cpu=$(awk -v a="$base_cpu" -v b="$u" 'BEGIN{print (b < a ? b : a)}')
    done
    reset_log
    if ! t=$(timed "$WORK/curl.out" "${curl[@]}" -K "$WORK/curl-n.cfg"); then
        row "curl --parallel" "$scheme" "$c" - "$n" failed - - - - - -
        return 0
    fi
    read -r wall cpu <<<"$t"
    read -r conns requests resumed < <(server_counts $((n + 1)))
    [ "$requests" -eq $((n + 1)) ] || log "warning: server saw $requests requests, expected $((n + 1))"
    errors=$(grep -cv '^200$' "$WORK/curl.out" || true)
    row "curl --parallel" "$scheme" "$c" - "$n" \
        "$(awk -v w="$wall" -v b="$base_wall" -v n="$n" 'BEGIN{printf "%.1f", n/(w-b)}')" \
        "$(awk -v c="$cpu" -v b="$base_cpu" -v n="$n" 'BEGIN{printf "%.4f", (c-b)*1000/n}')" \
        "$(per_request_ms "$cpu" "$n")" "$conns" - - "$errors"
    log "  curl $scheme C=$c: wall $wall s (1-URL run $base_wall s), cpu $cpu s (1-URL $base_cpu s)," \
        "$conns connections"
}

# The client at each of LIMITS (once when two are equal), then curl, per concurrency.
run_matrix() { # label url n concurrencies [curl options...]
    local scheme=$1 url=$2 n=$3 concurrencies=$4; shift 4
    local c m
    for c in $concurrencies; do
        # Each distinct limit once (with C=4, "4" and "C" are the same run).
        for m in $(for m in $LIMITS; do [ "$m" = C ] && echo "$c" || echo "$m"; done | awk '!seen[$0]++'); do
            run_swift "$scheme" "$url" "$n" "$c" "$m"
        done
        run_curl "$scheme" "$url" "$n" "$c" "$@"
    done
}

# Re-entered as `$0 __https` with SSL_CERT_FILE and CURL_CA_BUNDLE naming (system bundle + the certificate).
if [ "${1:-}" = __https ]; then
    # --cacert with the same bundle, so curl pays the same per-connection CA parsing as the client.
    base=https://127.0.0.1:$HTTPS_PORT
    run_matrix https "$base$PATH_JSON" "$N_HTTPS" "$CONCURRENCIES" --cacert "$WORK/ca-bundle.crt"
    [ "$SLOW_MS" = 0 ] || run_matrix "https +${SLOW_MS}ms" "$base$PATH_SLOW" "$N_SLOW" "$SLOW_CONCURRENCY" \
        --cacert "$WORK/ca-bundle.crt"
    exit 0
fi

# --- set-up -----------------------------------------------------------------------------------------

here=$(cd "$(dirname "$0")" && pwd)
package=$(dirname "$here")

missing=()
command -v nginx >/dev/null || missing+=(nginx-light)
command -v curl >/dev/null || missing+=(curl)
command -v openssl >/dev/null || missing+=(openssl)
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

log "building http-bench (release)"
(cd "$package" && swift build -c release --product http-bench >&2)
BENCH="$(cd "$package" && swift build -c release --show-bin-path)/http-bench"

source "$(dirname "${BASH_SOURCE[0]}")/lib/nginx-workdir.sh"
nginx_workdir http-bench

mkdir -p "$WORK/www"
# A static 183-byte JSON object, the size of one record of a typical API answer.
{
    printf '{"id":"addr-0001","name":"Jane Example","street":"1 Loopback Way","city":"Localhost",'
    printf '"postalCode":"12700","country":"ZZ","verified":true,"score":0.975,'
    printf '"tags":["home","billing","eu"]}\n'
} >"$WORK/www/address.json"
chmod 644 "$WORK/www/address.json"
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$WORK/key.pem" -out "$WORK/cert.pem" -days 2 \
    -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" 2>/dev/null
cat /etc/ssl/certs/ca-certificates.crt "$WORK/cert.pem" >"$WORK/ca-bundle.crt"

for port in "$HTTP_PORT" "$HTTPS_PORT"; do
    if ss -Htln "( sport = :$port )" 2>/dev/null | grep -q .; then
        log "port $port is in use; set HTTP_PORT/HTTPS_PORT"; exit 1
    fi
done

# The latency endpoint needs the echo module (echo_sleep); without it those rows are left out.
slow_config=""
if [ "$SLOW_MS" != 0 ] && [ -f "$ECHO_MODULE" ]; then
    sleep_s=$(awk -v ms="$SLOW_MS" 'BEGIN { printf "%.3f", ms / 1000 }')
    slow_config="location = $PATH_SLOW { default_type application/json; echo_sleep $sleep_s;"
    slow_config+=" echo '{\"ok\":true}'; }"
elif [ "$SLOW_MS" != 0 ]; then
    log "no $ECHO_MODULE: leaving out the ${SLOW_MS} ms rows"
    SLOW_MS=0
fi

# One worker, keep-alive without a request limit, TLS session cache and tickets off (every new HTTPS
# connection is a full handshake, so connections = handshakes), and $connection in the access log so
# distinct server-side connections can be counted per run.
cat >"$WORK/nginx.conf" <<EOF
$([ -z "$slow_config" ] || echo "load_module $ECHO_MODULE;")
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/error.log warn;
events { worker_connections 1024; }
http {
    log_format conns '\$connection \$connection_requests \$status \$ssl_session_reused';
    access_log $WORK/access.log conns;
    client_body_temp_path $WORK/body;
    keepalive_requests 1000000;
    keepalive_timeout 60s;
    types { application/json json; }
    server {
        listen 127.0.0.1:$HTTP_PORT;
        listen 127.0.0.1:$HTTPS_PORT ssl;
        ssl_certificate $WORK/cert.pem;
        ssl_certificate_key $WORK/key.pem;
        ssl_session_cache off;
        ssl_session_tickets off;
        root $WORK/www;
        $slow_config
    }
}
EOF
nginx -p "$WORK" -c "$WORK/nginx.conf" -e "$WORK/error.log"
for _ in $(seq 50); do [ -s "$WORK/nginx.pid" ] && break; sleep 0.1; done
curl -sf -o /dev/null "http://127.0.0.1:$HTTP_PORT$PATH_JSON" || { log "nginx does not answer"; exit 1; }
size=$(curl -s "http://127.0.0.1:$HTTP_PORT$PATH_JSON" | wc -c)
[ "$size" -eq 183 ] || { log "body is $size bytes, not 183"; exit 1; }

# --- the matrix -------------------------------------------------------------------------------------

export WORK BENCH N_HTTPS CONCURRENCIES LIMITS HTTPS_PORT RUN_TIMEOUT SLOW_MS N_SLOW SLOW_CONCURRENCY
: >"$WORK/results.tsv"
started=$SECONDS
# Whole matrices one after the other rather than each configuration RUNS times in a row, so a burst of
# noise on the shared VM lands on different configurations instead of all runs of one.
for run in $(seq "$RUNS"); do
    log "run $run/$RUNS: HTTP, N=$N_HTTP"
    run_matrix http "http://127.0.0.1:$HTTP_PORT$PATH_JSON" "$N_HTTP" "$CONCURRENCIES"
    [ "$SLOW_MS" = 0 ] || run_matrix "http +${SLOW_MS}ms" "http://127.0.0.1:$HTTP_PORT$PATH_SLOW" "$N_SLOW" \
        "$SLOW_CONCURRENCY"
    log "run $run/$RUNS: HTTPS, N=$N_HTTPS"
    SSL_CERT_FILE="$WORK/ca-bundle.crt" CURL_CA_BUNDLE="$WORK/ca-bundle.crt" "$BASH" "$0" __https
done
log "matrices done in $((SECONDS - started)) s"

# --- the table --------------------------------------------------------------------------------------

echo "HTTPClient = DefaultHeaders + Retry(0) + Logging(off) over CurlTransport; nginx 1 worker," \
    "127.0.0.1, 183-byte JSON; $(nproc) CPUs; $(date -u +%Y-%m-%dT%H:%MZ)."
echo
# Median of each figure over the runs; connections also as [min–max], since churn varies run to run.
aggregate() {
    awk -F'\t' '
        function median(list,    v, n, i, j, t) {
            n = split(list, v, " ")
            for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) {
                t = v[j]; v[j] = v[j - 1]; v[j - 1] = t
            }
            if (v[1] == "-" || v[1] == "failed") return v[1]
            return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
        }
        # req/s whole, CPU to the microsecond, latencies to 10 µs; "-" and "failed" as they are.
        function show(value, column) {
            if (value !~ /^[0-9.]+$/) return value
            if (column == 6) return sprintf("%.0f", value)
            if (column == 7 || column == 8) return sprintf("%.3f", value)
            if (column == 10 || column == 11) return sprintf("%.2f", value)
            return value
        }
        function range(list,    v, n, i, lo, hi) {
            n = split(list, v, " "); lo = hi = v[1] + 0
            for (i = 2; i <= n; i++) { if (v[i] + 0 < lo) lo = v[i] + 0; if (v[i] + 0 > hi) hi = v[i] + 0 }
            return lo == hi ? "" : " [" lo "–" hi "]"
        }
        {
            key = $1 FS $2 FS $3 FS $4 FS $5
            if (!(key in seen)) { seen[key] = 1; order[++keys] = key }
            for (i = 6; i <= 12; i++) values[key, i] = values[key, i] " " $i
            runs[key]++
        }
        END {
            for (k = 1; k <= keys; k++) {
                key = order[k]; line = key FS runs[key]
                for (i = 6; i <= 12; i++) {
                    if (i == 12) {  # errors: the total over all runs
                        n = split(values[key, i], v, " "); total = 0
                        for (j = 1; j <= n; j++) total += v[j]
                        line = line FS total
                    } else {
                        line = line FS show(median(values[key, i]), i) (i == 9 ? range(values[key, i]) : "")
                    }
                }
                print line
            }
        }' "$WORK/results.tsv"
}

{
    printf 'client\tscheme\tconc.\tmaxConns\tN\truns\treq/s\tCPU ms/req\tprocess CPU ms/req'
    printf '\tconnections\tp50 ms\tp99 ms\terrors\n'
    aggregate
} | awk -F'\t' '
    # Column widths in characters, not bytes (mawk counts bytes; "–" is 3 bytes of UTF-8).
    function width(text,    t) { t = text; gsub(/\342\200\223/, "-", t); return length(t) }
    function pad(text, n, left,    fill) {
        fill = sprintf("%" (n - width(text)) "s", "")
        return left ? text fill : fill text
    }
    { for (i = 1; i <= NF; i++) { cell[NR, i] = $i; if (width($i) > w[i]) w[i] = width($i) } }
    END {
        for (r = 1; r <= NR; r++) {
            line = "|"
            # Text left, figures right, so columns of figures line up.
            for (i = 1; i <= NF; i++) line = line " " pad(cell[r, i], w[i], i <= 2) " |"
            print line
            if (r == 1) {
                line = "|"
                for (i = 1; i <= NF; i++) {
                    dashes = ""; for (k = 0; k < w[i]; k++) dashes = dashes "-"
                    line = line (i <= 2 ? " " dashes " |" : " " substr(dashes, 2) ": |")
                }
                print line
            }
        }
    }'
echo
echo "Figures are medians over the runs; connections add [min–max] when the runs differ; errors are" \
    "summed over the runs."
echo "CPU ms/req: user+sys per request, leaving out start-up and the first request (HTTPClient:" \
    "getrusage around the timed part; curl: run with N+1 URLs minus a 1-URL run). process CPU ms/req:" \
    "the whole command / N. connections: distinct server-side connections during the run (for HTTPS," \
    "each one a full TLS handshake)."
