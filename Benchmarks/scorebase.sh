#!/usr/bin/env bash
# scorebase: (1) the CPU time of an SRP sign-in's modular exponentiations, in-process, beside Python's
# pow() on the same sizes in the same run; (2) a response-cache hit's whole-process time next to
# `tracewise parse-link URI`'s cold start, paired in one hyperfine run (release builds).
# Usage: Benchmarks/scorebase.sh [ROUNDS]   (needs hyperfine and python3)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-50}
swift build -c release --product bigint-bench >/dev/null
swift build -c release --product scorebase >/dev/null
swift build -c release --product tracewise >/dev/null
bin=$(swift build -c release --show-bin-path)

echo "== SRP sign-in: three exponentiations over the 3072-bit group (g^a, g^x, then a 512-bit exponent)"
"$bin/bigint-bench" "$rounds"
python3 - "$rounds" <<'PY'
import random, resource, sys
N = int("FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF", 16)
cpu = lambda: (lambda r: (r.ru_utime + r.ru_stime) * 1000)(resource.getrusage(resource.RUSAGE_SELF))
times = []
for _ in range(int(sys.argv[1])):
    a, x, u, B = (random.getrandbits(256) for _ in range(4))
    start = cpu()
    A = pow(2, a, N); gx = pow(2, x, N); S = pow((B - 3 * gx) % N, a + u * x, N)
    times.append(cpu() - start)
times.sort()
print(f"python pow():  median {times[len(times) // 2]:.2f} ms CPU per sign-in's exponentiations")
PY

echo "== a cache hit, whole process, next to parse-link's cold start (hyperfine -N, paired)"
tmp=$(mktemp -d)
python3 Tests/Support/scorebase_peer.py --lifetime 600 >"$tmp/port" &
peer=$!
trap 'kill $peer 2>/dev/null; rm -rf "$tmp"' EXIT
while [ ! -s "$tmp/port" ]; do sleep 0.1; done
port=$(head -1 "$tmp/port")
export XDG_STATE_HOME="$tmp/state" XDG_CACHE_HOME="$tmp/cache" NO_PROXY=127.0.0.1
export AWS_ENDPOINT_URL="http://127.0.0.1:$port" SCOREBASE_API_BASE_URL="http://127.0.0.1:$port/v1"
export SCOREBASE_COGNITO_USER_POOL_ID=eu-west-1_PeerPool1 SCOREBASE_COGNITO_CLIENT_ID=peer-client-public
export SCOREBASE_CACHE_TTL=3600
printf 'Corr3ct-Horse!\n' | "$bin/scorebase" auth login -u alice --password-stdin -q
"$bin/scorebase" leagues list -o json >/dev/null
hyperfine -N --warmup 5 --runs "${HYPERFINE_RUNS:-60}" \
    "$bin/scorebase leagues list -o json" \
    "$bin/tracewise parse-link https://id.gs1.org/01/09506000134352/10/ABC123"
echo "requests the API saw (one: the priming run): $(curl -s "http://127.0.0.1:$port/counts")"
