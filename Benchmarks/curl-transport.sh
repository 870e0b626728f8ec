#!/usr/bin/env bash
# The libcurl transport (issue 13), each figure beside its reference in the same run:
#   1. cold start of offline commands next to a static FoundationEssentials-only "hello" and `jq -n 1`
#      (hyperfine -N, one paired run);
#   2. one networked command against the loopback server next to `curl -s` for the same request;
#   3. CPU while waiting 3 s for an answer, next to curl (/usr/bin/time, median of 5 interleaved);
#   4. installed (stripped) binary sizes next to the stripped "hello".
# Usage: Benchmarks/curl-transport.sh   (needs hyperfine, jq, curl, python3; RUNS=100)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-100}
tmp=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$tmp"' EXIT

# BIN=<directory>: measure the tools there (another build, for before and after), no build.
if [ -n "${BIN:-}" ]; then
    bin=$BIN
else
    make -s release >/dev/null 2>&1  # the four tools as they are installed (Makefile: link order, no PIE, …)
    # shellcheck disable=SC2046 # the flags are words
    bin=$(swift build $(make -s print-release-flags) --show-bin-path)
fi
mkdir -p "$tmp/hello/Sources/hello"
printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "hello", targets: [.executableTarget(name: "hello")])\n' >"$tmp/hello/Package.swift"
printf 'import FoundationEssentials\nprint("hello \\(Date().timeIntervalSince1970 > 0)")\n' >"$tmp/hello/Sources/hello/main.swift"
swift build --package-path "$tmp/hello" -c release --static-swift-stdlib >/dev/null 2>&1
hello=$(swift build --package-path "$tmp/hello" -c release --static-swift-stdlib --show-bin-path)/hello
# The same hello linked as `make release` links the tools (no PIE, lld, libstdc++ inside; no link order):
# what the tools' own start-up costs beyond what those flags save any program.
flags=$(make -s print-release-flags LINK_ORDER=)
# shellcheck disable=SC2086 # the flags are words
swift build --package-path "$tmp/hello" --scratch-path "$tmp/hello-flags" $flags >/dev/null 2>&1
# shellcheck disable=SC2086
cp "$(swift build --package-path "$tmp/hello" --scratch-path "$tmp/hello-flags" $flags --show-bin-path)/hello" "$tmp/hello-as-released"

echo "== 1. cold start (hyperfine -N, $runs runs each)"
hyperfine -N --warmup 10 --runs "$runs" --export-json "$tmp/start.json" \
    "$hello" \
    "$tmp/hello-as-released" \
    "$bin/tracewise parse-link https://id.gs1.org/01/09506000134352/10/ABC123" \
    "$bin/upsctl --help" \
    "$bin/scorebase config show" \
    "jq -n 1" >/dev/null
python3 - "$tmp/start.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
base = results[0]["median"]
for r in results:
    program, _, rest = r['command'].partition(' ')
    label = (program.rsplit('/', 1)[-1] + ' ' + rest).strip()  # hello-as-released: linked as make release
    print(f"  {label:<70} median {r['median'] * 1000:6.2f} ms  {r['median'] / base:5.2f}x hello")
PY

python3 Tests/Support/loopback_server.py --lifetime 600 >"$tmp/port" &
pids+=($!)
while [ ! -s "$tmp/port" ]; do sleep 0.1; done
base="http://127.0.0.1:$(head -1 "$tmp/port")"
export NO_PROXY=127.0.0.1 XDG_CACHE_HOME="$tmp/cache" XDG_STATE_HOME="$tmp/state"

echo "== 2. one request, whole process (hyperfine -N, $runs runs each)"
hyperfine -N --warmup 5 --runs "$runs" --export-json "$tmp/one.json" \
    "curl -s $base/ok" "$bin/tracewise --base-url $base api /ok" >/dev/null
python3 - "$tmp/one.json" <<'PY'
import json, sys
curl, tool = json.load(open(sys.argv[1]))["results"]
print(f"  curl -s            median {curl['median'] * 1000:6.2f} ms")
print(f"  tracewise api /ok  median {tool['median'] * 1000:6.2f} ms  {tool['median'] / curl['median']:4.2f}x curl")
PY

echo "== 3. CPU while waiting 3 s for the answer (median of 5, interleaved)"
for i in 1 2 3 4 5; do
    /usr/bin/time -f "curl %U %S %e" -a -o "$tmp/wait" curl -s "$base/slow?ms=3000" >/dev/null
    /usr/bin/time -f "tracewise %U %S %e" -a -o "$tmp/wait" "$bin/tracewise" --base-url "$base" api '/slow?ms=3000' >/dev/null
done
python3 - "$tmp/wait" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    name, user, system, wall = line.split()
    rows.setdefault(name, []).append((float(user) + float(system), float(wall)))
for name, runs in rows.items():
    print(f"  {name:<10} CPU {statistics.median(r[0] for r in runs) * 1000:5.0f} ms  wall {statistics.median(r[1] for r in runs):.2f} s")
PY

echo "== 4. stripped binary sizes"
strip -o "$tmp/hello-stripped" "$hello"
printf '  %-14s %6.1f MB\n' hello "$(echo "$(stat -c %s "$tmp/hello-stripped") / 1000000" | bc -l)"
for t in upsctl tracewise scorebase repairminder; do
    strip -o "$tmp/$t" "$bin/$t"
    printf '  %-14s %6.1f MB\n' "$t" "$(echo "$(stat -c %s "$tmp/$t") / 1000000" | bc -l)"
done
