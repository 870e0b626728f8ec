#!/bin/bash
# Throughput of the GS1 Digital Link parser on one core, in release mode, without the CLI around it: the
# package's digital-link-bench target (Benchmarks/DigitalLinkParser/main.swift on the DigitalLink target).
# `tracewise parse-link` needs >= 500 000 URIs/s end to end, so the parser alone should manage well over
# 1.5 M/s. Prints one line; no assertion.
#
# Usage: Benchmarks/digital-link-parser.sh [ROUNDS]   (each round parses the 12-URI mix once)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PACKAGE=$(dirname "$HERE")
swift build -c release --package-path "$PACKAGE" --product digital-link-bench >&2
BENCH="$(swift build -c release --package-path "$PACKAGE" --show-bin-path)/digital-link-bench"
taskset -c 0 "$BENCH" "${1:-200000}" 2>/dev/null || "$BENCH" "${1:-200000}"
