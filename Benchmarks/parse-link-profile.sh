#!/bin/bash
# Where `tracewise parse-link` spends its instructions, by valgrind's callgrind: instruction counts do not
# depend on what else the machine runs, so a busy shared machine gives the same figures as an idle one.
# Prints, per format, the program's total and its top functions (self cost, demangled when swift-demangle
# is on the PATH), as markdown.
#
#   Benchmarks/parse-link-profile.sh [URIS_FILE] [TOP] [FORMAT…]
#   URIS_FILE: default 30,000 links from gen-varied-links.py; TOP: default 12; FORMAT: default ndjson csv table
#   A FORMAT of FORMAT+FIELDS profiles `-o FORMAT --fields FIELDS`, e.g. table+uri,ai,value.
#   environment: TRACEWISE=<binary> (default: make release's), WORK=${TMPDIR:-/tmp}/parse-link-profile
# The binary's DWARF is dropped first (a copy with `strip --strip-debug`): valgrind 3.19 cannot read the
# release build's debug info, and the symbol table is all the profile needs.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=${WORK:-${TMPDIR:-/tmp}/parse-link-profile}
mkdir -p "$WORK"
IN=${1:-$WORK/varied-links-30000.txt}
TOP=${2:-12}
FORMATS=("${@:3}")
[[ ${#FORMATS[@]} -gt 0 ]] || FORMATS=(ndjson csv table)
[[ -s $IN ]] || python3 "$ROOT/Benchmarks/gen-varied-links.py" 30000 > "$IN"
# shellcheck source=lib/release-tracewise.sh
source "$ROOT/Benchmarks/lib/release-tracewise.sh"
release_tracewise "$ROOT"
strip --strip-debug -o "$WORK/tracewise" "$TRACEWISE"
demangle() { if command -v swift-demangle > /dev/null; then swift-demangle --simplified; else cat; fi; }
echo "callgrind, $(grep -c . "$IN") URIs on stdin, one thread (\`taskset -c 0\`); self instructions per function"
for variant in "${FORMATS[@]}"; do
  format=${variant%%+*}
  options=(-o "$format")
  [[ $variant == *+* ]] && options+=(--fields "${variant#*+}")
  out=$WORK/callgrind.$variant.out
  taskset -c 0 valgrind --tool=callgrind --callgrind-out-file="$out" "$WORK/tracewise" -q parse-link "${options[@]}" \
    < "$IN" > /dev/null 2> "$WORK/valgrind.$variant.log" || true
  total=$(awk '/^summary:/ { print $2 }' "$out")
  echo
  echo "\`${options[*]}\`: $(echo "$total" | rev | sed 's/.../&,/g; s/,$//' | rev) instructions in all"
  echo
  echo "| instructions | % | function |"
  echo "| --: | --: | --- |"
  callgrind_annotate "$out" > "$out.txt" 2> /dev/null
  # (from a file: `head` closing the pipe early would fail the script under pipefail)
  awk '/file:function/ { on = 1; getline; next } on && NF' "$out.txt" | awk -v top="$TOP" 'NR <= top' \
    | sed -E 's/^ *([0-9,]+) \( *([0-9.]+)%\) +[^:]*:([^ ]+).*/\1|\2|\3/' | demangle \
    | awk -F'|' '{ f = $3; if (length(f) > 110) f = substr(f, 1, 107) "..."; printf "| %s | %s | `%s` |\n", $1, $2, f }'
done
