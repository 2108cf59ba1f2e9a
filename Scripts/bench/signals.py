#!/usr/bin/env python3
"""Measures how folio ends: for every signal whose default action ends a process, the exit
status and whether `stty -g` and the pane's modes are as before; and, under a make-like session
leader, how long folio takes to exit once its terminal is gone, and the CPU it uses meanwhile.

Usage: python3 Scripts/bench/signals.py --binary .build/debug/folio [--runs N]

Prints tables; asserts nothing (the e2e tests in Tests/EndToEnd/test_signals.py do).
"""

import argparse
import os
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
RECORDER = os.path.join(HERE, "..", "..", "Tests", "EndToEnd", "run_and_record.py")
MODES = "#{alternate_on}#{cursor_flag}#{keypad_cursor_flag}#{keypad_flag}#{mouse_any_flag}#{mouse_sgr_flag}"

SIGNALS = ["SIGHUP", "SIGINT", "SIGQUIT", "SIGTERM", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE",
           "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGALRM", "SIGSTKFLT", "SIGXCPU", "SIGXFSZ", "SIGVTALRM",
           "SIGPROF", "SIGIO", "SIGPWR", "SIGSYS", "SIGRTMIN", "SIGRTMAX"]


class Tmux:
    def __init__(self, directory):
        self.socket = "folio-bench-%d-%d" % (os.getpid(), time.monotonic_ns())
        self.env = {k: v for k, v in os.environ.items() if k not in ("TMUX", "TMUX_PANE")}
        self.dir = directory

    def __call__(self, *args, check=True):
        result = subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null"] + list(args), env=self.env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=10)
        if check and result.returncode:
            raise RuntimeError(result.stderr.decode())
        return result.stdout.decode().strip()

    def start(self, argv):
        self("start-server", ";", "set", "-g", "remain-on-exit", "on", ";",
             "new-session", "-d", "-s", "b", "-x", "120", "-y", "40", *argv)

    def kill(self):
        self("kill-server", check=False)
        # kill-server leaves the socket file behind.
        folder = os.path.join(self.env.get("TMUX_TMPDIR") or "/tmp", "tmux-%d" % os.getuid())
        try:
            os.unlink(os.path.join(folder, self.socket))
        except OSError:
            pass


def wait(predicate, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)  # polling with a deadline
    return None


def folio_env(directory):
    return ["env", "-u", "LINES", "-u", "COLUMNS", "LANG=C.UTF-8", "TERM=xterm-256color", "FOLIO_TEST_HANDSHAKE=1",
            "HOME=" + directory, "XDG_STATE_HOME=" + os.path.join(directory, "state")]


def read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


def one_signal(binary, name, mouse):
    directory = tempfile.mkdtemp(prefix="folio-bench-")
    tmux = Tmux(directory)
    try:
        out = os.path.join(directory, "out")
        os.mkdir(out)
        argv = ["python3", RECORDER, out] + folio_env(directory) + [binary, "--guide"] + (["--mouse"] if mouse else [])
        tmux.start(argv)
        if not wait(lambda: tmux("display", "-p", "#{pane_title}").startswith("folio frame")):
            return name, "did not start", "", ""
        pid = int(read(os.path.join(out, "pid")))
        os.kill(pid, getattr(signal, name))
        status = wait(lambda: read(os.path.join(out, "status")))
        same = read(os.path.join(out, "before")) == read(os.path.join(out, "after"))
        return name, status or "still running", "yes" if same else "NO", tmux("display", "-p", MODES)
    finally:
        tmux.kill()
        shutil.rmtree(directory, ignore_errors=True)


def cpu_ticks(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12]), fields[0]
    except OSError:
        return None, "gone"


def one_hangup(binary):
    """Seconds from kill-server to folio gone, and CPU seconds it used meanwhile."""
    directory = tempfile.mkdtemp(prefix="folio-bench-")
    tmux = Tmux(directory)
    folio = None
    try:
        script = 'trap ": like make" HUP; "$@"; echo $? > %s' % shlex.quote(os.path.join(directory, "rc"))
        tmux.start(["sh", "-c", script, "make-like"] + folio_env(directory) + [binary, "--guide"])
        if not wait(lambda: tmux("display", "-p", "#{pane_title}").startswith("folio frame")):
            return None
        leader = int(tmux("display", "-p", "#{pane_pid}"))
        children = subprocess.run(["pgrep", "-P", str(leader)], stdout=subprocess.PIPE).stdout.split()
        folio = int(children[0])
        start_ticks, _ = cpu_ticks(folio)
        tmux.kill()
        started = time.monotonic()
        last = start_ticks
        while time.monotonic() - started < 5.0:
            ticks, state = cpu_ticks(folio)
            if ticks is None or state == "Z":
                break
            last = ticks
            time.sleep(0.002)
        elapsed = time.monotonic() - started
        gone = cpu_ticks(folio)[1] in ("gone", "Z")
        return elapsed, (last - start_ticks) / os.sysconf("SC_CLK_TCK"), gone
    finally:
        if folio and cpu_ticks(folio)[1] not in ("gone", "Z"):
            os.kill(folio, signal.SIGKILL)
        tmux.kill()
        shutil.rmtree(directory, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--runs", type=int, default=5, help="hang-up runs")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    print("%-10s %-6s %-12s %-10s %s" % ("signal", "mouse", "ended by", "stty same", "modes alt,cur,kc,kp,mouse,sgr"))
    for name in SIGNALS:
        for mouse in (False, True):
            sig, status, same, modes = one_signal(binary, name, mouse)
            print("%-10s %-6s %-12s %-10s %s" % (sig, "yes" if mouse else "no", status, same, modes))
    print()
    results = [r for r in (one_hangup(binary) for _ in range(args.runs)) if r]
    print("hang-up under a make-like session leader, %d runs" % len(results))
    if results:
        times = [r[0] * 1000 for r in results]
        cpu = [r[1] * 1000 for r in results]
        print("  exit after kill-server: min %.0f ms, median %.0f ms, max %.0f ms; all gone: %s"
              % (min(times), statistics.median(times), max(times), all(r[2] for r in results)))
        print("  CPU used meanwhile:     min %.0f ms, median %.0f ms, max %.0f ms (clock tick %d ms)"
              % (min(cpu), statistics.median(cpu), max(cpu), 1000 // os.sysconf("SC_CLK_TCK")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
