#!/bin/bash
# Peak RSS against the number of requests sent through one URLSession, with FoundationNetworking's own
# CFURLSessionCurlHostIsEqual (it leaks libcurl's parsed URL, about 150 bytes a request) and with the
# package's replacement (Sources/CurlHostCheckFix). The same binaries run both ways: the environment
# switch CURL_HOST_CHECK_FIX=off makes the replacement forward every call to the toolchain's function.
#   - upsctl -q validate --input rows.csv -o ndjson --concurrency C: the whole tool (one OAuth token
#     request, one XAV request per row, every address distinct), output counted, not stored;
#   - http-bench URL N C: the package's HTTPClient alone (no CSV reading, no answer cache).
# Against a private nginx on 127.0.0.1 (plain HTTP: TLS adds nothing per request to this leak) that
# answers the token, XAV and a GET with fixed JSON, as Benchmarks/upsctl-batch.sh does. Prints a markdown
# table on stdout (progress on stderr), the growth per request between the smallest and largest run,
# and what valgrind finds lost after N calls of the function itself, each way.
#
# Usage: Benchmarks/urlsession-memory.sh       (root only to apt-get install nginx-light when missing)
#   environment: ROWS="10000 100000 300000" (upsctl rows per run; "" for none) CONCURRENCY=4
#   BENCH_REQUESTS="10000 300000" (http-bench requests per run; "" for none) MODES="off on" PORT=18280
#   PACKAGE=<dir to build> UPSCTL=<binary> HTTP_BENCH=<binary> (measure these, no build)
#   RUN_TIMEOUT=900 (seconds per run) LEAK_CALLS=10000 (host checks under valgrind, when installed;
#   0 for none) KEEP=1 (keep the temp dir with the logs)
set -euo pipefail

ROWS=${ROWS-"10000 100000 300000"}
CONCURRENCY=${CONCURRENCY:-4}
BENCH_REQUESTS=${BENCH_REQUESTS-"10000 300000"}
MODES=${MODES:-"off on"}
PORT=${PORT:-18280}
RUN_TIMEOUT=${RUN_TIMEOUT:-900}
LEAK_CALLS=${LEAK_CALLS:-10000}
XAV_PATH=/api/addressvalidation/v2/1
TOKEN_PATH=/security/v1/oauth/token

# Only loopback: no proxy may see these requests (libcurl reads these variables).
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY no_proxy NO_PROXY

log() { printf '%s\n' "$*" >&2; }
here=$(cd "$(dirname "$0")" && pwd)
PACKAGE=${PACKAGE:-$(dirname "$here")}

if ! command -v nginx >/dev/null; then
    [ "$(id -u)" -eq 0 ] || { log "nginx is missing: run as root once to install nginx-light"; exit 1; }
    log "installing nginx-light (service start-up blocked)"
    policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        policy=/usr/sbin/policy-rc.d
        printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy"
    fi
    apt_install() { DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx-light >&2; }
    apt_install || { apt-get update -q >&2 && apt_install; }
    [ -z "$policy" ] || rm -f "$policy"
fi

# --- the binaries: what a release ships (static Swift runtime when libcurl's dev files allow it) -------

if [ -z "${UPSCTL:-}" ] || [ -z "${HTTP_BENCH:-}" ]; then
    flags=(-c release)
    ls /usr/include/curl/curl.h /usr/include/*/curl/curl.h >/dev/null 2>&1 && flags+=(--static-swift-stdlib)
    for product in upsctl http-bench; do
        log "building $product: swift build ${flags[*]}"
        (cd "$PACKAGE" && swift build "${flags[@]}" --product "$product" >&2)
    done
    bin=$(cd "$PACKAGE" && swift build "${flags[@]}" --show-bin-path)
    UPSCTL=${UPSCTL:-$bin/upsctl} HTTP_BENCH=${HTTP_BENCH:-$bin/http-bench}
    BUILD="swift build ${flags[*]}"
else
    BUILD="prebuilt"
fi
UPSCTL=$(readlink -f "$UPSCTL") HTTP_BENCH=$(readlink -f "$HTTP_BENCH")

# How FoundationNetworking's calls reach the replacement in a binary (as Tests/ToolTests/BinaryTests.swift
# checks): a dynamic binary's definition is bound instead of the library's; a static one has --wrap's target.
replacement_in() { # (grep -c, not -q: with pipefail an early exit of grep would fail the pipeline)
    local path
    path=$(readlink -f "$1")
    if [ "$(ldd "$path" 2>/dev/null | grep -c libFoundationNetworking.so)" != 0 ]; then
        if [ "$(LD_DEBUG=bindings LD_BIND_NOW=1 "$path" --help 2>&1 >/dev/null | grep -c \
            "libFoundationNetworking.so \[0\] to $path \[0\]: normal symbol \`CFURLSessionCurlHostIsEqual'")" != 0 ]; then
            echo "dynamic, interposed"
        else echo "dynamic, NOT REPLACED"; fi
    elif [ "$(nm "$path" 2>/dev/null | grep -c ' T __wrap_CFURLSessionCurlHostIsEqual$')" != 0 ]; then
        echo "static, --wrap"
    else echo "static, NOT REPLACED"; fi
}

source "$(dirname "${BASH_SOURCE[0]}")/lib/nginx-workdir.sh"
nginx_workdir urlsession-memory

# --- the server -------------------------------------------------------------------------------------

if ss -Htln "( sport = :$PORT )" 2>/dev/null | grep -q .; then log "port $PORT is in use; set PORT"; exit 1; fi
TOKEN_JSON='{"access_token":"t","token_type":"Bearer","expires_in":"14399"}'
XAV_JSON='{"XAVResponse":{"Response":{"ResponseStatus":{"Code":"1","Description":"Success"}},"ValidAddressIndicator":"","Candidate":[{"AddressKeyFormat":{"AddressLine":["26601 ALISO CREEK RD STE D"],"PoliticalDivision2":"ALISO VIEJO","PoliticalDivision1":"CA","PostcodePrimaryLow":"92656","PostcodeExtendedLow":"4831","Region":"ALISO VIEJO CA 92656-4831","CountryCode":"US"}}]}}'
cat >"$WORK/nginx.conf" <<EOF
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path $WORK/body;
    keepalive_requests 1000000;
    keepalive_timeout 60s;
    server {
        listen 127.0.0.1:$PORT;
        location = $TOKEN_PATH { default_type application/json; return 200 '$TOKEN_JSON'; }
        location = $XAV_PATH { default_type application/json; return 200 '$XAV_JSON'; }
        location = /ok { default_type application/json; return 200 '{"ok":true}'; }
    }
}
EOF
nginx -p "$WORK" -c "$WORK/nginx.conf" -e "$WORK/error.log"
for _ in $(seq 50); do [ -s "$WORK/nginx.pid" ] && break; sleep 0.1; done
BASE=http://127.0.0.1:$PORT
mkdir -p "$WORK/cwd" "$WORK/config" "$WORK/cache"

# --- measuring ----------------------------------------------------------------------------------------

# The environment for a mode: "off" is the toolchain's function, "on" the replacement (the default).
mode_env() { if [ "$1" = off ]; then echo CURL_HOST_CHECK_FIX=off; else echo CURL_HOST_CHECK_FIX=on; fi; }

rows_file() { # a header and N rows, every address distinct (the tool sends an identical address once)
    local file="$WORK/rows-$1.csv"
    [ -f "$file" ] || awk -v n="$1" 'BEGIN { print "id,address1,city,state,zip"
        for (i = 1; i <= n; i++) printf "%d,%d N Main St,New York,NY,10001\n", i, i }' >"$file"
    echo "$file"
}

# program requests mode rss_kb wall errors
row() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$WORK/results.tsv"; }

# Runs "$@" under GNU time with the mode's environment; stdout to $WORK/out.txt; prints "wall maxrss_kb".
timed() {
    local mode=$1; shift
    if ! (cd "$WORK/cwd" && env "$(mode_env "$mode")" timeout "$RUN_TIMEOUT" \
        /usr/bin/time -o "$WORK/time.txt" -f '%e %M' "$@" >"$WORK/out.txt" 2>>"$WORK/stderr.log"); then
        log "failed: $* (see $WORK/stderr.log)"; return 1
    fi
    tail -n 1 "$WORK/time.txt"
}

run_upsctl() { # rows mode
    local n=$1 mode=$2 input t wall rss valid
    input=$(rows_file "$n")
    rm -rf "$WORK/cache" && mkdir -p "$WORK/cache"
    t=$(XDG_CACHE_HOME="$WORK/cache" XDG_CONFIG_HOME="$WORK/config" UPS_CLIENT_ID=bench-id \
        UPS_CLIENT_SECRET=bench-secret UPS_API_BASE_URL="$BASE" UPS_OAUTH_BASE_URL="$BASE" \
        timed "$mode" "$UPSCTL" -q validate --input "$input" -o ndjson --concurrency "$CONCURRENCY") ||
        { row upsctl "$n" "$mode" failed - -; return 0; }
    read -r wall rss <<<"$t"
    valid=$(grep -c '"status":"valid"' "$WORK/out.txt" || true)
    row upsctl "$n" "$mode" "$rss" "$wall" $((n - valid))
    log "  upsctl N=$n fix $mode: peak RSS $rss KB, wall $wall s, $((n - valid)) rows not valid"
}

run_bench() { # requests mode
    local n=$1 mode=$2 t wall rss errors
    t=$(timed "$mode" "$HTTP_BENCH" "$BASE/ok" "$n" "$CONCURRENCY") || { row http-bench "$n" "$mode" failed - -; return 0; }
    read -r wall rss <<<"$t"
    errors=$(grep -o '"errors": *[0-9]*' "$WORK/out.txt" | grep -o '[0-9]*$' || echo "?")
    row http-bench "$n" "$mode" "$rss" "$wall" "$errors"
    log "  http-bench N=$n fix $mode: peak RSS $rss KB, wall $wall s, $errors errors"
}

: >"$WORK/results.tsv"
started=$SECONDS
for n in $ROWS; do for mode in $MODES; do run_upsctl "$n" "$mode"; done; done
for n in $BENCH_REQUESTS; do for mode in $MODES; do run_bench "$n" "$mode"; done; done
log "measured in $((SECONDS - started)) s"

# --- the leak itself, under valgrind -----------------------------------------------------------------

# valgrind 3.19 crashes on a Swift executable (its DWARF 5), but runs FoundationNetworking's C code fine:
# a C loop linked against libFoundationNetworking.so and the replacement's source calls the function
# as URLSession does (binding to the replacement; CURL_HOST_CHECK_FIX=off forwards to the toolchain's).
leak_check() {
    local swift_bin lib mode
    command -v valgrind >/dev/null || { log "no valgrind: leaving out the leak check"; return 0; }
    swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
    lib=$swift_bin/../lib/swift/linux
    cat >"$WORK/host-check-loop.c" <<'EOF_C'
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
bool CFURLSessionCurlHostIsEqual(const char *url, const char *expectedHost);
int main(int argc, char **argv) { // N calls with upsctl-like URLs, then one URL libcurl rejects
    long n = strtol(argv[1], NULL, 10), equal = 0;
    char url[128];
    for (long i = 0; i < n; i++) {
        snprintf(url, sizeof url, "http://127.0.0.1:18280/api/addressvalidation/v2/1?row=%ld", i);
        equal += CFURLSessionCurlHostIsEqual(url, "127.0.0.1");
    }
    equal += CFURLSessionCurlHostIsEqual("http://exa mple.com/", "exa mple.com");
    return equal == n ? 0 : 1;
}
EOF_C
    # DWARF 4: valgrind 3.19 cannot read the toolchain clang's default DWARF 5 either.
    "$swift_bin/clang" -gdwarf-4 -O1 -I"$PACKAGE/Sources/CurlHostCheckFix/include" "$WORK/host-check-loop.c" \
        "$PACKAGE/Sources/CurlHostCheckFix/CurlHostCheckFix.c" -o "$WORK/host-check-loop" \
        -L"$lib" -lFoundationNetworking -Wl,-rpath,"$lib" 2>>"$WORK/stderr.log"
    for mode in $MODES; do
        env "$(mode_env "$mode")" valgrind --leak-check=full "$WORK/host-check-loop" "$LEAK_CALLS" 2>&1 |
            sed -n "s/^==[0-9]*== *definitely lost: /valgrind, $LEAK_CALLS + 1 host checks, fix $mode: definitely lost /p"
    done
}

[ "$LEAK_CALLS" = 0 ] || leak_check >"$WORK/leaks.txt"

# --- the table --------------------------------------------------------------------------------------

echo "Peak RSS, fix off (CURL_HOST_CHECK_FIX=off: FoundationNetworking's own CFURLSessionCurlHostIsEqual)" \
    "and on (Sources/CurlHostCheckFix). Built with \`$BUILD\`; upsctl: $(replacement_in "$UPSCTL")," \
    "http-bench: $(replacement_in "$HTTP_BENCH"); concurrency $CONCURRENCY; nginx $(nginx -v 2>&1 |
        sed 's|.*/||') on 127.0.0.1 (HTTP); libcurl $(curl-config --version 2>/dev/null | cut -d' ' -f2 ||
        echo '?'); $(nproc) CPUs; $(date -u +%Y-%m-%dT%H:%MZ)."
echo
awk -F'\t' '
    BEGIN {
        print "| program    | requests | fix | peak RSS MB | wall s | errors |"
        print "| ---------- | -------: | --- | ----------: | -----: | -----: |"
    }
    { printf "| %-10s | %8s | %-3s | %11s | %6s | %6s |\n", $1, $2, $3, ($4 ~ /^[0-9]+$/ ? sprintf("%.1f", $4 / 1024) : $4), $5, $6
      if ($4 !~ /^[0-9]+$/) next
      key = $1 " fix " $3
      if (!(key in lo) || $2 < lo[key]) { lo[key] = $2; lorss[key] = $4 }
      if (!(key in hi) || $2 > hi[key]) { hi[key] = $2; hirss[key] = $4 }
      if (!(key in seen)) { seen[key] = 1; order[++count] = key } }
    END {
        for (i = 1; i <= count; i++) { key = order[i]
            if (hi[key] > lo[key]) printf "%s%s: %+.0f bytes of peak RSS per request from %d to %d requests.\n",
                (blank++ ? "" : "\n"), key, (hirss[key] - lorss[key]) * 1024 / (hi[key] - lo[key]), lo[key], hi[key] }
    }
' "$WORK/results.tsv"
[ ! -s "$WORK/leaks.txt" ] || { echo; cat "$WORK/leaks.txt"; }
