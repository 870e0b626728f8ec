#!/usr/bin/env bash
# `TOOL __complete` with a full store (issue 43: under 20 ms with 500 ids): repairminder's store filled
# with 500 ids of each of its four id kinds (the cap), then `orders get <TAB>` (all 500 offered) and
# `orders get ord_00001<TAB>` (a prefix) timed with hyperfine, beside `repairminder --version`, the same
# process doing nothing, so that what completion adds shows apart from process start-up and the load of
# the machine. Prints hyperfine's table; no assertion.
# Usage: Benchmarks/complete.sh   (needs hyperfine: apt-get install hyperfine; RUNS=200;
#        REPAIRMINDER=path to time a given binary instead of building one)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-200}
if ! command -v hyperfine >/dev/null; then
    echo "hyperfine is not installed; installing it with apt-get" >&2
    ${SUDO-sudo} apt-get install -y hyperfine >&2
fi
if [[ -z "${REPAIRMINDER:-}" ]]; then
    swift build -c release --product repairminder >/dev/null
    REPAIRMINDER=$(swift build -c release --show-bin-path)/repairminder
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
store=$tmp/cache/repairminder/completion
mkdir -p "$store" "$tmp/config"
chmod -R 700 "$tmp/cache"
now=$(date +%s)
{
    echo "toolkit completion values 1"
    for kind in order device client ticket; do
        for ((i = 0; i < 500; i++)); do
            printf '%s\t%s_%05d\t%s\tRM-%d Ann Example in_repair\n' "$kind" "${kind:0:3}" "$i" "$now" $((10000 + i))
        done
    done
} >"$store/production.ids"
chmod 600 "$store/production.ids"
export XDG_CACHE_HOME=$tmp/cache XDG_CONFIG_HOME=$tmp/config
offered=$("$REPAIRMINDER" __complete orders get '' | grep -vc '^:')
echo "orders get <TAB> offers $offered ids" >&2
hyperfine -N --warmup 10 --runs "$runs" \
    "$REPAIRMINDER --version" \
    "$REPAIRMINDER __complete orders get ''" \
    "$REPAIRMINDER __complete orders get ord_00001"
