#!/bin/bash
# Throughput of the GS1 Digital Link parser on one core, in release mode (-O, whole module), without the
# CLI around it: Benchmarks/DigitalLinkParser/main.swift compiled together with the parser's sources.
# `tracewise parse-link` needs >= 500 000 URIs/s end to end, so the parser alone should manage well over
# 1.5 M/s. Prints one line; no assertion.
#
# Usage: Benchmarks/digital-link-parser.sh [ROUNDS]   (each round parses the 12-URI mix once)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PACKAGE=$(dirname "$HERE")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"  # swiftc leaves module files in the current directory
swiftc -O -wmo -module-name DigitalLinkBench \
    "$PACKAGE"/Sources/tracewise/DigitalLink/*.swift "$HERE/DigitalLinkParser/main.swift" -o "$WORK/bench"
taskset -c 0 "$WORK/bench" "${1:-200000}" 2>/dev/null || "$WORK/bench" "${1:-200000}"
