# Sourced by the parse-link benchmarks (parse-link-cores.sh, parse-link-formats.sh, parse-link-profile.sh):
# `release_tracewise ROOT` leaves $TRACEWISE as it is when the caller named a binary, and otherwise builds
# the tools as `make release` does and points $TRACEWISE at its tracewise.

release_tracewise() {
    [[ -n "${TRACEWISE:-}" ]] && return
    make -s -C "$1" release >&2
    # shellcheck disable=SC2046 # the flags are words
    TRACEWISE=$(cd "$1" && swift build $(make -s print-release-flags) --show-bin-path)/tracewise
}
