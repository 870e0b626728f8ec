#!/usr/bin/env python3
"""Cold start of several commands measured in interleaved rounds.

hyperfine runs one command's runs back to back, so on a shared VM a slow minute can land on one command
and not on the other. Here every round runs each command once, in turn, and the report gives each
command's median and quartiles plus, for each command, the median over rounds of its time divided by the
first command's time in the same round: a ratio that drift in the machine's speed mostly cancels out of.

Usage: paired.py ROUNDS WARMUP 'name=command args' ...   (the first command is the reference)
Each command is started with posix_spawn, stdout and stderr to /dev/null, and timed from spawn to reap.
"""
import os
import shlex
import statistics
import sys
import time


def run_once(argv, devnull):
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=[
        (os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
    os.waitpid(pid, 0)
    return (time.perf_counter_ns() - start) / 1e6


def quartiles(values):
    ordered = sorted(values)
    n = len(ordered)
    return ordered[n // 4], statistics.median(ordered), ordered[(3 * n) // 4]


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    rounds, warmup = int(sys.argv[1]), int(sys.argv[2])
    commands = [(spec.split("=", 1)[0], shlex.split(spec.split("=", 1)[1])) for spec in sys.argv[3:]]
    devnull = os.open(os.devnull, os.O_WRONLY)
    times = {name: [] for name, _ in commands}
    for round_number in range(warmup + rounds):
        for name, argv in commands:
            elapsed = run_once(argv, devnull)
            if round_number >= warmup:
                times[name].append(elapsed)
    reference = commands[0][0]
    print(f"| command | median ms | p25–p75 ms | median ratio to {reference} |")
    print("| --- | --: | --: | --: |")
    for name, _ in commands:
        low, median, high = quartiles(times[name])
        ratio = statistics.median(t / r for t, r in zip(times[name], times[reference]))
        print(f"| {name} | {median:.2f} | {low:.2f}–{high:.2f} | {ratio:.2f} |")


if __name__ == "__main__":
    main()
