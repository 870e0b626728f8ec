"""Who is at a file lock, for the fakes that hold an answer until processes started together have met
there: a lock's holder and its waiters keep a `*.lock` file open (the holder while it works, the waiters
while they try a non-blocking flock between pauses), and Linux's /proc shows every open file. A fake
that waits for "N processes at the lock" orders a test's steps by that event, not by being slow."""
import os
import time


def lockers(directory):
    """How many processes have a `*.lock` file of `directory` open (it need not exist yet)."""
    directory = os.path.realpath(directory)
    found = set()
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            for fd in os.listdir("/proc/%s/fd" % pid):
                target = os.readlink("/proc/%s/fd/%s" % (pid, fd))
                if os.path.dirname(target) == directory and target.endswith(".lock"):
                    found.add(pid)
                    break
        except OSError:  # gone meanwhile, or not ours to read
            continue
    return len(found)


def wait_for_lockers(directory, wanted, bound):
    """None once `wanted` processes are at the lock; past `bound` seconds, a sentence saying how many came."""
    deadline = time.monotonic() + bound
    while (found := lockers(directory)) < wanted:
        if time.monotonic() > deadline:
            return "held the answer %g s waiting for %d processes at the lock in %s, %d came" % (
                bound, wanted, directory, found)
        time.sleep(0.01)  # poll interval: what ends the wait is the count of processes at the lock
    return None
