#!/usr/bin/env python3
"""Runs a command on a pseudo-terminal, as a user at a terminal would, for the tests that only a real
terminal shows: progress lines cleared before a table, a hint when stdin is the terminal, Ctrl-C.

Usage: pty_run.py [--columns N] [--send TEXT]... [--wait-for TEXT] [--interrupt-after SECONDS] -- COMMAND...

  --columns N            the terminal's width (its window size, as a resized terminal reports it)
  --wait-for TEXT        before sending anything, wait (up to 10 s) until the output contains TEXT
  --send TEXT            type TEXT (backslash escapes: \\n, \\t, \\x04 for Ctrl-D) once waiting is over
  --interrupt-after S    S seconds after the sends, type Ctrl-C (the terminal raises SIGINT)

Prints one JSON object: {"status": exit status (128+N for a signal), "output": everything the terminal
showed (stdout and stderr interleaved as they arrived), "beforeInterrupt": what it showed until Ctrl-C}.
No time is reported: tests assert on what happened, not on how long it took.
"""
import argparse, fcntl, json, os, pty, select, signal, struct, sys, termios, time

parser = argparse.ArgumentParser()
parser.add_argument("--send", action="append", default=[])
parser.add_argument("--wait-for")
parser.add_argument("--interrupt-after", type=float)
parser.add_argument("--columns", type=int)
parser.add_argument("command", nargs=argparse.REMAINDER)
args = parser.parse_args()
command = args.command[1:] if args.command[:1] == ["--"] else args.command

pid, fd = pty.fork()
if pid == 0:
    if args.columns:
        # The child's terminal is its stdin, stdout and stderr: set its size before the command runs.
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, args.columns, 0, 0))
    os.execvp(command[0], command)

output = b""
def pump(timeout):
    global output
    ready, _, _ = select.select([fd], [], [], timeout)
    if ready:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return False
        if not chunk:
            return False
        output += chunk
    return True

deadline = time.time() + 10
if args.wait_for:
    while args.wait_for.encode() not in output and time.time() < deadline and pump(0.05):
        pass
for text in args.send:
    os.write(fd, text.encode().decode("unicode_escape").encode())
    time.sleep(0.2)
    pump(0)
before_interrupt = None
if args.interrupt_after is not None:
    end = time.time() + args.interrupt_after
    while time.time() < end and pump(0.05):
        pass
    before_interrupt = output.decode("utf-8", "replace")
    os.write(fd, b"\x03")
status = None
while status is None:
    alive = pump(0.05)
    done, raw = os.waitpid(pid, os.WNOHANG)
    if done:
        while pump(0.05):
            pass
        status = os.waitstatus_to_exitcode(raw)
        status = 128 - status if status < 0 else status
    elif time.time() > deadline + 20:
        # Nothing here takes 30 s: a command still running is stuck (waiting for input that was lost),
        # and killing it makes the test fail instead of hang.
        os.kill(pid, signal.SIGKILL)
print(json.dumps({
    "status": status,
    "output": output.decode("utf-8", "replace"),
    "beforeInterrupt": before_interrupt,
}))
