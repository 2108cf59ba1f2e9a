#!/usr/bin/env python3
"""Runs a program on this terminal and records what the signal tests need to judge its exit.

Usage: run_and_record.py OUTDIR PROGRAM [ARGS...]

Writes into OUTDIR: `before` and `after` (`stty -g` of this terminal before the program starts
and after it ended), `pid` (the program's pid, once started) and `status` (`signal N` when a
signal ended it, `exit N` otherwise), then stays alive so the pane's terminal state can still be
read. It ignores SIGINT and SIGQUIT itself, because a Ctrl-C or Ctrl-\\ typed on the terminal
goes to the whole foreground process group; the program gets every signal at its default.
"""

import os
import resource
import signal
import subprocess
import sys


def stty():
    return subprocess.run(["stty", "-g"], stdin=0, stdout=subprocess.PIPE, check=True).stdout.decode().strip()


def write(outdir, name, text):
    path = os.path.join(outdir, name)
    with open(path + ".part", "w") as f:
        f.write(text)
    os.rename(path + ".part", path)  # a reader sees the whole file or none


def child_setup():
    for sig in (signal.SIGINT, signal.SIGQUIT):
        signal.signal(sig, signal.SIG_DFL)
    # A re-raised core-dumping signal must not leave core files behind.
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def main():
    outdir, argv = sys.argv[1], sys.argv[2:]
    for sig in (signal.SIGINT, signal.SIGQUIT):
        signal.signal(sig, signal.SIG_IGN)
    write(outdir, "before", stty())
    process = subprocess.Popen(argv, preexec_fn=child_setup)
    write(outdir, "pid", str(process.pid))
    code = process.wait()
    write(outdir, "after", stty())
    write(outdir, "status", "signal %d" % -code if code < 0 else "exit %d" % code)
    while True:
        signal.pause()  # until the test's tmux server goes away


if __name__ == "__main__":
    main()
