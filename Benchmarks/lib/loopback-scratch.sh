# Sourced by the benchmarks that run Python stand-ins on loopback (repairminder.sh, repairminder-pages.sh,
# upsctl-adaptive.sh, upsctl-shared-budget.sh): `loopback_scratch PRODUCT` builds PRODUCT in release mode
# and sets $bin (the release directory), $tmp (a scratch directory) and the array $pids (stand-ins to stop),
# and arranges that on exit the stand-ins are killed and $tmp removed. XDG_RUNTIME_DIR and XDG_STATE_HOME
# point into $tmp, so that no run leaves a file (a batch's rate budget, a session) in the user's own.

loopback_scratch() {
    # LOOPBACK_BIN names a release directory already built (another --scratch-path): no build then.
    if [ -n "${LOOPBACK_BIN:-}" ]; then
        bin=$LOOPBACK_BIN
    else
        swift build -c release --product "$1" >/dev/null
        bin=$(swift build -c release --show-bin-path)
    fi
    tmp=$(mktemp -d)
    pids=()
    trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$tmp"' EXIT
    export NO_PROXY=127.0.0.1 XDG_RUNTIME_DIR="$tmp/run" XDG_STATE_HOME="$tmp/state"
}
