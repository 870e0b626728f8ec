#!/usr/bin/env python3
"""Runs a command on a pseudo-terminal, as a user at a terminal would, for the tests that only a real
terminal shows: progress lines cleared before a table, a hint when stdin is the terminal, Ctrl-C.

Usage: pty_run.py [--columns N] [--within S] [STEP]... -- COMMAND...

  --columns N         the terminal's width (its window size, as a resized terminal reports it)
  --within S          the bound on the whole run (default 40 s): a wait still unmet then, or a command
                      still running, is reported and the command killed
Steps, taken in the order given, each once the one before is done:
  --wait-for TEXT     wait until TEXT shows after the last thing typed (so a prompt waited for after
                      an answer is the next prompt, not the one answered)
  --send TEXT         type TEXT (backslash escapes: \\n, \\t, \\x04 for Ctrl-D)
  --interrupt         type Ctrl-C (the terminal raises SIGINT)

Prints one JSON object: {"status": exit status (128+N for a signal), "output": everything the terminal
showed (stdout and stderr interleaved as they arrived), "beforeInterrupt": what it showed until Ctrl-C,
"unmet": null, or what a wait waited for and why it stopped ("the command ended first", or the bound)}.
Nothing here waits for time to pass: each step waits for an event, and the bound only ends a run that
hangs. No time is reported: tests assert on what happened, not on how long it took.
"""
import argparse, fcntl, json, os, pty, select, signal, struct, sys, termios, time


class Step(argparse.Action):
    def __call__(self, parser, namespace, value, option=None):
        namespace.steps.append((option.lstrip("-"), value))


parser = argparse.ArgumentParser()
parser.set_defaults(steps=[])
parser.add_argument("--wait-for", action=Step)
parser.add_argument("--send", action=Step)
parser.add_argument("--interrupt", action=Step, nargs=0)
parser.add_argument("--columns", type=int)
parser.add_argument("--within", type=float, default=40)
parser.add_argument("command", nargs=argparse.REMAINDER)
args = parser.parse_args()
command = args.command[1:] if args.command[:1] == ["--"] else args.command

pid, fd = pty.fork()
if pid == 0:
    if args.columns:
        # The child's terminal is its stdin, stdout and stderr: set its size before the command runs.
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, args.columns, 0, 0))
    # Typing Ctrl-C makes the line discipline discard what the command wrote and this script has not
    # read yet (POSIX, unless NOFLSH): a frame written whole just before would show cut at random.
    # The tests judge what the command wrote, so nothing it wrote is discarded.
    modes = termios.tcgetattr(0)
    modes[3] |= termios.NOFLSH
    termios.tcsetattr(0, termios.TCSANOW, modes)
    os.execvp(command[0], command)

deadline = time.monotonic() + args.within
output = b""
open_terminal = True


def pump():
    """Reads what the terminal shows next, waiting at most until the deadline; False at its end."""
    global output, open_terminal
    if not open_terminal:
        return False
    ready, _, _ = select.select([fd], [], [], max(0, deadline - time.monotonic()))
    if not ready:
        return True
    try:
        chunk = os.read(fd, 65536)
    except OSError:
        chunk = b""
    if not chunk:
        open_terminal = False
        return False
    output += chunk
    return True


def exit_status():
    _, raw = os.waitpid(pid, 0)
    status = os.waitstatus_to_exitcode(raw)
    return 128 - status if status < 0 else status


def report(status, unmet=None):
    print(json.dumps({
        "status": status,
        "output": output.decode("utf-8", "replace"),
        "beforeInterrupt": before_interrupt,
        "unmet": unmet,
    }))
    sys.exit(0)


def kill_and_report(awaited, why):
    # The command leads its own session (pty.fork): its group goes with it.
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    report(exit_status(), {"waitedFor": awaited, "why": why})


before_interrupt = None
typed_at = 0  # how much output there was when something was last typed
for kind, value in args.steps:
    if kind == "wait-for":
        while value.encode() not in output[typed_at:]:
            if time.monotonic() >= deadline:
                kill_and_report(value, "not within %g s" % args.within)
            if not pump():
                kill_and_report(value, "the command ended first")
    elif kind == "send":
        os.write(fd, value.encode().decode("unicode_escape").encode())
        typed_at = len(output)
    else:
        before_interrupt = output.decode("utf-8", "replace")
        os.write(fd, b"\x03")
        typed_at = len(output)

while pump():
    if time.monotonic() >= deadline:
        kill_and_report("the command's exit", "not within %g s" % args.within)
report(exit_status())
