#!/usr/bin/env bash
# The libcurl transport against a private nginx on 127.0.0.1 (issue 13's figures that need a fast server):
#   1. sequential keep-alive requests: CPU per request of http-bench (the tools' HTTPClient over
#      CurlTransport) next to curl fetching the same URL as many times over one connection;
#   2. 16 requests in flight over HTTPS: how many TCP connections nginx saw, and with which protocol
#      (HTTP/2 lets one connection carry them all), next to curl --parallel;
#   3. peak RSS of http-bench at N1 and N2 requests (flat memory: the ratio should be about 1).
# The HTTPS certificate is trusted through SSL_CERT_FILE: no root needed for the measurement itself.
# Usage: Benchmarks/curl-nginx.sh [N1 N2]   (needs nginx with http_v2, openssl, curl; default 10000 1000000)
set -euo pipefail
cd "$(dirname "$0")/.."
n1=${1:-10000}
n2=${2:-1000000}
# BENCH=<binary>: measure that http-bench (another build, for before and after), no build.
if [ -z "${BENCH:-}" ]; then
    swift build -c release --static-swift-stdlib --product http-bench >/dev/null 2>&1
    BENCH=$(swift build -c release --static-swift-stdlib --show-bin-path)/http-bench
fi
bench=$BENCH
tmp=$(mktemp -d)
trap '[ -f "$tmp/nginx.pid" ] && kill "$(cat "$tmp/nginx.pid")" 2>/dev/null; rm -rf "$tmp"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$tmp/key.pem" -out "$tmp/cert.pem" -days 2 \
    -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 2>/dev/null
http_port=$((20000 + RANDOM % 20000)); https_port=$((http_port + 1))
cat >"$tmp/nginx.conf" <<CONF
worker_processes 1;
pid $tmp/nginx.pid;
error_log $tmp/error.log;
events { worker_connections 1024; }
http {
    log_format conn '\$connection \$server_protocol';
    access_log $tmp/access.log conn;
    keepalive_requests 10000000;
    client_body_temp_path $tmp; proxy_temp_path $tmp; fastcgi_temp_path $tmp; uwsgi_temp_path $tmp; scgi_temp_path $tmp;
    server {
        listen 127.0.0.1:$http_port;
        listen 127.0.0.1:$https_port ssl http2;
        ssl_certificate $tmp/cert.pem; ssl_certificate_key $tmp/key.pem;
        location /ok { default_type application/json; return 200 '{"ok":true}'; }
    }
}
CONF
nginx -c "$tmp/nginx.conf"
http="http://127.0.0.1:$http_port/ok"; https="https://127.0.0.1:$https_port/ok"
export SSL_CERT_FILE="$tmp/cert.pem" CURL_CA_BUNDLE="$tmp/cert.pem" NO_PROXY=127.0.0.1

echo "== 1. sequential keep-alive, $n1 requests"
# Where http-bench's requests run: "transport", on libcurl's thread; "tool", as every command runs (a
# main-thread executor, each answer handed to it from libcurl's thread); "global", a task without a
# preference, each answer handed to Swift's thread pool.
for executor in ${EXECUTORS:-transport tool global}; do
    HTTP_BENCH_EXECUTOR=$executor "$bench" "$http" "$n1" 1 | python3 -c 'import json,sys; r=json.load(sys.stdin); print("  http-bench (%s)  %.4f ms CPU a request, %.0f req/s" % (r["executor"], r["cpuMsPerRequest"], r["rps"]))'
done
/usr/bin/time -f "%U %S %e" -o "$tmp/t" curl -s "$http?[1-$n1]" -o /dev/null
read -r user system wall <"$tmp/t"
python3 -c "print(f'  curl        {($user + $system) * 1000 / $n1:.4f} ms CPU a request, {$n1 / $wall:.0f} req/s')"

echo "== 2. 16 in flight over HTTPS, 2000 requests"
: >"$tmp/access.log"
"$bench" "$https" 2000 16 16 | python3 -c 'import json,sys; r=json.load(sys.stdin); print("  http-bench  %.0f req/s, %.3f ms CPU a request, errors %d" % (r["rps"], r["cpuMsPerRequest"], r["errors"]))'
sleep 0.5
echo "  connections and protocol nginx saw: $(sort -u "$tmp/access.log" | awk '{print $2}' | sort | uniq -c | tr '\n' ' ')"
: >"$tmp/access.log"
curl -s --no-progress-meter --parallel --parallel-max 16 "$https?[1-2000]" -o /dev/null
sleep 0.5
echo "  curl --parallel-max 16: $(sort -u "$tmp/access.log" | awk '{print $2}' | sort | uniq -c | tr '\n' ' ')"

echo "== 3. peak RSS of http-bench, 4 in flight"
for n in "$n1" "$n2"; do
    /usr/bin/time -f "%M" -o "$tmp/m" "$bench" "$http" "$n" 4 >/dev/null
    echo "  $n requests: $(( $(cat "$tmp/m") / 1024 )) MiB"
done
