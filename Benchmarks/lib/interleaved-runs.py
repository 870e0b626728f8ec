#!/usr/bin/env python3
"""Runs shell commands in interleaved rounds and prints one line per run: NAME<TAB>CPU<TAB>WALL<TAB>RSS.

Used by the parse-link benchmarks (parse-link-cores.sh, parse-link-formats.sh). Why not GNU time: its
user and system times have 10 ms resolution, and a run of 300,000 links takes 0.1-0.3 s, so a ratio of
two such runs could be off by 10 %. Here each command runs as a child whose rusage (wait4) gives
microseconds of CPU (user + system, the command's own processes and theirs), its wall time is taken with
a monotonic clock, and RSS is the command's peak in KiB as GNU time reports it (wait4's would count the
Python interpreter the child was forked from). The CPU time includes that of /usr/bin/time and /bin/sh,
one or two milliseconds a run, which pulls ratios of short runs slightly towards 1.

    interleaved-runs.py ROUNDS INPUT NAME COMMAND [NAME COMMAND ...]

Every command reads INPUT on stdin and writes to /dev/null; a COMMAND that starts with "| " writes to a
pipe instead, read by a `cat > /dev/null` that is not the command's child (so its CPU is not counted).
Each runs once a round, so a neighbour's load falls on all alike, and the order turns by one each round:
a command's place in a round moves its times (a run right after another's long one can be several per
cent faster), so each takes every place equally often over a multiple of the commands' number of rounds.
"""
import os
import subprocess
import sys
import tempfile
import time


def main():
    rounds, path = int(sys.argv[1]), sys.argv[2]
    pairs = list(zip(sys.argv[3::2], sys.argv[4::2]))
    rss_file = tempfile.NamedTemporaryFile(prefix="interleaved-runs.", delete=False).name
    for round_number in range(rounds):
        turn = round_number % len(pairs)
        for name, command in pairs[turn:] + pairs[:turn]:
            piped = command.startswith("| ")
            with open(path, "rb") as stdin, open(os.devnull, "wb") as null:
                reader = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=null) if piped else None
                start = time.monotonic()
                child = subprocess.Popen(
                    ["/usr/bin/time", "-f", "%M", "-o", rss_file, "/bin/sh", "-c", command[2:] if piped else command],
                    stdin=stdin,
                    stdout=reader.stdin if reader else null)
                _, _, usage = os.wait4(child.pid, 0)
                wall = time.monotonic() - start
                if reader:
                    reader.stdin.close()
                    reader.wait()
            cpu = usage.ru_utime + usage.ru_stime
            with open(rss_file) as f:
                rss = f.read().split()[-1]
            print(f"{name}\t{cpu:.6f}\t{wall:.6f}\t{rss}", flush=True)
    os.unlink(rss_file)


if __name__ == "__main__":
    main()
