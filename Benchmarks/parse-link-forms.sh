#!/bin/bash
# Issue 53: what each form of GS1 data costs `tracewise parse-link` a line beside a Digital Link URI (the
# target: at most 1.5 times a URI's CPU). The valid links of a generated varied corpus
# (Benchmarks/gen-varied-links.py: example shapes varied, about 90 % valid) are written in every form from
# parse-link's own output of them (`elementString`, `--compress`'s `compressedUri`, `elements`): the URIs
# themselves, bracketed element strings, compressed links, `^` data and `]d2` scanner data (GS after each
# value whose length is not predefined, unless last). Each file goes through `taskset -c 0 tracewise -q
# parse-link -o ndjson` once a round, rounds interleaved, so a neighbour's load falls on all alike; the
# table gives medians of CPU time (user + sys, timed to the microsecond by lib/interleaved-runs.py) and
# each form's ratio to the URIs' in the same run.
#
#   Benchmarks/parse-link-forms.sh [LINKS] [ROUNDS]
#   LINKS: URIs generated before keeping the valid ones, default 100,000; ROUNDS: default 5
#   environment: TRACEWISE=<binary> (default: make release's), WORK=${TMPDIR:-/tmp}/parse-link-forms,
#     BASELINE=<another tracewise binary>: also run every form with it, in the same rounds, and print
#     before and after side by side
# Needs GNU time (/usr/bin/time), python3 and taskset.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
LINKS=${1:-100000}
ROUNDS=${2:-5}
WORK=${WORK:-${TMPDIR:-/tmp}/parse-link-forms}
mkdir -p "$WORK"
# shellcheck source=lib/release-tracewise.sh
source "$ROOT/Benchmarks/lib/release-tracewise.sh"
release_tracewise "$ROOT"
FORMS=(uri element-string compressed caret scan)
if [[ ! -s $WORK/scan-$LINKS.txt ]]; then
  python3 "$ROOT/Benchmarks/gen-varied-links.py" "$LINKS" > "$WORK/varied-$LINKS.txt"
  # Exit 65 is expected: about a tenth of the links are invalid, and only the valid ones are kept.
  "$TRACEWISE" -q parse-link -o ndjson --compress < "$WORK/varied-$LINKS.txt" > "$WORK/varied-$LINKS.ndjson" || [[ $? == 65 ]]
  python3 - "$WORK" "$LINKS" <<'PY'
import json, sys
work, n = sys.argv[1], sys.argv[2]
# The AIs whose values have a predefined length (GS1 General Specifications, figure 5.10.1-2): no
# separator after them.
PREDEFINED = {"00", "01", "02", "03", "04", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20",
              "31", "32", "33", "34", "35", "36", "41"}
def unbracketed(elements, separator):
    out = ""
    for i, e in enumerate(elements):
        out += e["ai"] + e["value"]
        if i + 1 < len(elements) and e["ai"][:2] not in PREDEFINED:
            out += separator
    return out
files = {form: open(f"{work}/{form}-{n}.txt", "w") for form in ["uri", "element-string", "compressed", "caret", "scan"]}
for line in open(f"{work}/varied-{n}.ndjson"):
    record = json.loads(line)
    if not record["valid"]:
        continue
    files["uri"].write(record["uri"] + "\n")
    files["element-string"].write(record["elementString"] + "\n")
    files["compressed"].write(record["compressedUri"] + "\n")
    files["caret"].write("^" + unbracketed(record["elements"], "^") + "\n")
    files["scan"].write("]d2" + unbracketed(record["elements"], "\x1d") + "\n")
for f in files.values():
    f.close()
PY
fi
TIMES=$WORK/times.$$
ARGS=()
for form in "${FORMS[@]}"; do
  ARGS+=("$form" "taskset -c 0 $TRACEWISE -q parse-link -o ndjson < $WORK/$form-$LINKS.txt")
  [[ -z ${BASELINE:-} ]] || ARGS+=("baseline $form" "taskset -c 0 $BASELINE -q parse-link -o ndjson < $WORK/$form-$LINKS.txt")
done
python3 "$ROOT/Benchmarks/lib/interleaved-runs.py" "$ROUNDS" /dev/null "${ARGS[@]}" > "$TIMES"
python3 - "$TIMES" "$(grep -c . "$WORK/uri-$LINKS.txt")" "$(cut -d' ' -f1 /proc/loadavg)" <<'PY'
import sys, statistics as st
rows = {}
for line in open(sys.argv[1]):
    name, cpu, wall, rss = line.rstrip("\n").split("\t")
    rows.setdefault(name, []).append(float(cpu))
n = int(sys.argv[2])
cpu = {k: st.median(v) for k, v in rows.items()}
print(f"{n:,} valid links in each form, pinned to one processor, medians of {len(rows['uri'])} interleaved "
      f"rounds, load average {sys.argv[3]} at the end\n")
baseline = "baseline uri" in cpu
if baseline:
    print("| form | before CPU s | × URIs | after CPU s | × URIs | after ÷ before |")
    print("| --- | --: | --: | --: | --: | --: |")
else:
    print("| form | CPU s | × URIs | lines per CPU-s |")
    print("| --- | --: | --: | --: |")
for k in [k for k in rows if not k.startswith("baseline ")]:
    if baseline:
        b = cpu["baseline " + k]
        print(f"| {k} | {b:.3f} | {b / cpu['baseline uri']:.2f} | {cpu[k]:.3f} | {cpu[k] / cpu['uri']:.2f} | {cpu[k] / b:.2f} |")
    else:
        print(f"| {k} | {cpu[k]:.3f} | {cpu[k] / cpu['uri']:.2f} | {n / cpu[k]:,.0f} |")
PY
rm -f "$TIMES"
