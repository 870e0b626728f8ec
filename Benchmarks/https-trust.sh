#!/usr/bin/env bash
# HTTPS with the system's trust (no SSL_CERT_FILE, SSL_CERT_DIR or CURL_CA_BUNDLE), the way a user runs
# the tools against a real API: the CPU of one request, and of a 16-way 1,000-row upsctl batch, next to
# the same with the system's bundle named in SSL_CERT_FILE, and next to curl, in the same run.
#
# The test server's certificate has to be one the system trusts, so the script re-executes itself in a
# private mount namespace (`unshare -m`, hence root) where /etc/ssl/certs is a copy of the real one with
# that certificate added as `update-ca-certificates` would add it: in the bundle and hashed in the
# directory. Nothing outside the namespace changes.
#
# Usage: sudo Benchmarks/https-trust.sh [ROUNDS]   (needs unshare, perf, openssl, curl, python3)
#   BIN=<dir with tracewise and upsctl> (default: `make release`); ROUNDS=3 (interleaved rounds)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}

if [ "${HTTPS_TRUST_INSIDE:-}" != 1 ]; then
    [ "$(id -u)" = 0 ] || { echo "https-trust.sh: needs root for its private mount namespace" >&2; exit 1; }
    if [ -z "${BIN:-}" ]; then
        make -s release >/dev/null 2>&1
        # shellcheck disable=SC2046 # the flags are words
        BIN=$(swift build $(make -s print-release-flags) --show-bin-path)
    fi
    export BIN HTTPS_TRUST_INSIDE=1
    exec unshare -m "$0" "$rounds"
fi

tmp=$(mktemp -d)
server=
trap 'kill $server 2>/dev/null; umount /etc/ssl/certs 2>/dev/null; rm -rf "$tmp"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$tmp/key.pem" -out "$tmp/cert.pem" -days 2 \
    -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 2>/dev/null
mkdir "$tmp/certs"
cp -a /etc/ssl/certs/. "$tmp/certs/"
cp "$tmp/cert.pem" "$tmp/certs/https-trust-test.pem"
cat /etc/ssl/certs/ca-certificates.crt "$tmp/cert.pem" >"$tmp/certs/ca-certificates.crt"
openssl rehash "$tmp/certs" 2>/dev/null
mount --bind "$tmp/certs" /etc/ssl/certs

python3 Tests/Support/loopback_server.py --lifetime 900 --tls "$tmp/cert.pem" "$tmp/key.pem" >"$tmp/port" &
server=$!
while [ ! -s "$tmp/port" ]; do sleep 0.1; done
base="https://127.0.0.1:$(head -1 "$tmp/port")"
unset CURL_CA_BUNDLE SSL_CERT_FILE SSL_CERT_DIR http_proxy https_proxy HTTP_PROXY HTTPS_PROXY
export NO_PROXY=127.0.0.1 XDG_CACHE_HOME="$tmp/cache" XDG_STATE_HOME="$tmp/state" XDG_CONFIG_HOME="$tmp/config" \
    XDG_RUNTIME_DIR="$tmp/run"
awk 'BEGIN { print "id,address1,city,state,zip"; for (i = 1; i <= 1000; i++) printf "%d,%d N Main St,New York,NY,10001\n", i, i }' \
    >"$tmp/rows.csv"
bundle=/etc/ssl/certs/ca-certificates.crt

# Median task-clock (ms) of 20 runs of the command.
cpu() { perf stat -r 20 -x, -e task-clock "$@" 2>&1 >/dev/null | awk -F, '{ printf "%.1f", $1 }'; }
# user+sys (ms) of one run, through GNU time.
cpu_once() { /usr/bin/time -f '%U %S' -o "$tmp/t" "$@" >/dev/null 2>&1; awk '{ printf "%.0f", ($1 + $2) * 1000 }' "$tmp/t"; }
batch() {
    rm -rf "$tmp/cache"
    cpu_once env UPS_CLIENT_ID=id UPS_CLIENT_SECRET=secret UPS_API_BASE_URL="$base" UPS_OAUTH_BASE_URL="$base" \
        "$@" "$BIN/upsctl" -q validate --input "$tmp/rows.csv" -o ndjson --concurrency 16
}

echo "== one HTTPS request, whole process: CPU (perf stat task-clock, mean of 20), $rounds interleaved rounds"
for round in $(seq "$rounds"); do
    printf '  round %s: curl -s %s ms | tracewise api /ok, system trust %s ms | same, SSL_CERT_FILE=bundle %s ms\n' "$round" \
        "$(cpu curl -s "$base/ok")" "$(cpu "$BIN/tracewise" --base-url "$base" api /ok)" \
        "$(cpu env SSL_CERT_FILE=$bundle "$BIN/tracewise" --base-url "$base" api /ok)"
done
echo "== upsctl validate --input (1,000 rows, 16 in flight): CPU of the whole run, $rounds interleaved rounds"
for round in $(seq "$rounds"); do
    printf '  round %s: system trust %s ms | SSL_CERT_FILE=bundle %s ms\n' "$round" \
        "$(batch env)" "$(batch env SSL_CERT_FILE=$bundle)"
done
