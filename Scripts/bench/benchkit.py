"""Shared helpers for Folio's benchmarks (standard library only): a program in a pseudo-terminal,
timing, a fresh environment per start, the machine description and number formatting.

Each benchmark in this folder is a standalone script (`python3 Scripts/bench/<topic>.py --binary
PATH`) that imports this module (the script's own folder is first on `sys.path`).

Every program runs in its own pseudo-terminal (ROWS x COLS, TERM=xterm-256color, LANG=C.UTF-8, a
fresh empty HOME and TMPDIR for every start). The session answers cursor-position and device
attribute queries, follows DECCKM (application cursor keys) and gives every wait a deadline.
"""

import argparse
import fcntl
import os
import platform
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

ROWS, COLS = 40, 120

SETTLE_QUIET = 0.300         # settle: no output for this long
SETTLE_CAP = 20.0            # ... but give up waiting for quiet after this long
BURST_QUIET = 0.030          # a Down's burst ends after this long without output
KEY_GAP = 0.020              # pause between one burst's end and the next key
FIRST_BYTE_TIMEOUT = 2.0     # no output this long after a Down: counted as a missed frame
BURST_CAP = 5.0              # a burst longer than this is cut
FIRST_FRAME_TIMEOUT = 60.0
QUIT_TIMEOUT = 3.0

now = time.perf_counter

_ESCAPES = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()*+][ -~]|\x1b[ -~]")
_DECCKM = re.compile(rb"\x1b\[\?([0-9;]*)([hl])")
_CPR_QUERY = re.compile(rb"\x1b\[6n")
_DA1_QUERY = re.compile(rb"\x1b\[0?c")



# ---------------------------------------------------------------------------------------------
# The machine

def machine_description():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.lower().startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    cores = os.cpu_count() or 0
    mem = ""
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    mem = ", %.1f GiB RAM" % (int(line.split()[1]) / 1024 / 1024)
                    break
    except OSError:
        pass
    return "%s, %d cores%s, Linux %s" % (cpu, cores, mem, platform.release())



# ---------------------------------------------------------------------------------------------
# A program in a pseudo-terminal

class Session:
    """One program running on a pty of ROWS x COLS (or `rows` x `cols`); every wait has a deadline."""

    def __init__(self, argv, env, cwd, rows=None, cols=None):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows or ROWS, cols or COLS, 0, 0))
        self.buf = bytearray()        # everything read so far (kept while looking for a frame)
        self.keep = True
        self.app_cursor = False       # DECCKM: cursor keys send ESC O x
        self.queries = 0
        self.eof = False
        self.last_read = None
        self._tail = b""

        def child_setup():
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.t_spawn = now()
        try:
            self.proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=cwd,
                                         start_new_session=True, preexec_fn=child_setup, close_fds=True)
        except BaseException:
            os.close(self.master)
            raise
        finally:
            os.close(slave)

    # -- reading ------------------------------------------------------------------------------

    def _read(self, timeout):
        """Waits up to `timeout` for output; returns the bytes read (b"" on timeout or EOF)."""
        if self.eof:
            if timeout > 0:
                time.sleep(min(timeout, 0.05))
            return b""
        ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not ready:
            return b""
        try:
            data = os.read(self.master, 1 << 16)
        except OSError:          # EIO: the child closed the terminal
            data = b""
        if not data:
            self.eof = True
            return b""
        self.last_read = now()
        self._observe(data)
        if self.keep:
            self.buf += data
        return data

    def _observe(self, data):
        scan = self._tail + data
        for match in _DECCKM.finditer(scan):
            if b"1" in match.group(1).split(b";"):
                self.app_cursor = match.group(2) == b"h"
        answers = b""
        for _ in _CPR_QUERY.finditer(data):
            answers += b"\x1b[1;1R"
        for _ in _DA1_QUERY.finditer(data):
            answers += b"\x1b[?62;22c"
        if answers:
            self.queries += 1
            self.write(answers)
        self._tail = scan[-16:]

    def wait_for_text(self, text, timeout):
        """Reads until `text` is on the stream; returns the time it arrived, or None."""
        needle = text.encode()
        deadline = now() + timeout
        while True:
            if needle in self.buf or needle in _ESCAPES.sub(b"", bytes(self.buf)):
                return self.last_read
            if self.eof or self.proc.poll() is not None and not self._read(0.0):
                # drain what the child left before concluding
                while self._read(0.05):
                    pass
                if needle in self.buf or needle in _ESCAPES.sub(b"", bytes(self.buf)):
                    return self.last_read
                return None
            left = deadline - now()
            if left <= 0:
                return None
            self._read(min(left, 0.5))

    def settle(self, quiet=SETTLE_QUIET, cap=SETTLE_CAP):
        """Reads until there is no output for `quiet` seconds; False if that never happened."""
        deadline = now() + cap
        while now() < deadline:
            if self.eof:
                return False
            if not self._read(min(quiet, max(0.0, deadline - now()))):
                return not self.eof
        return False

    def key(self, data):
        """Sends one key; returns (first byte latency, burst end latency, bytes) in seconds, or None."""
        t0 = now()
        self.write(data)
        first = self._read(FIRST_BYTE_TIMEOUT)
        if not first:
            return None
        t_first = self.last_read
        count = len(first)
        cap = t0 + BURST_CAP
        while now() < cap:
            got = self._read(BURST_QUIET)
            if not got:
                break
            count += len(got)
        t_end = self.last_read
        # output arriving just after the quiet window still belongs to this key
        gap_end = now() + KEY_GAP
        while now() < gap_end:
            got = self._read(max(0.0, gap_end - now()))
            count += len(got)
        return t_first - t0, t_end - t0, count

    # -- writing, state, ending ---------------------------------------------------------------

    def write(self, data):
        try:
            os.write(self.master, data)
        except OSError:
            pass

    def down_key(self):
        return b"\x1bOB" if self.app_cursor else b"\x1b[B"

    def peak_rss_kib(self):
        try:
            with open("/proc/%d/status" % self.proc.pid) as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except (OSError, ValueError):
            pass
        return None

    def wait_exit(self, timeout):
        deadline = now() + timeout
        while now() < deadline:
            if self.proc.poll() is not None:
                return True
            self._read(min(0.05, max(0.0, deadline - now())))
        return self.proc.poll() is not None

    def quit(self, sequences):
        """Sends the quit keys (one after another while the program runs); kills it if it stays.
        Returns None when it quit by itself, else a note."""
        for seq in sequences:
            if self.proc.poll() is not None:
                break
            self.write(seq)
            if self.wait_exit(QUIT_TIMEOUT):
                break
        note = None
        if self.proc.poll() is None:
            note = "did not quit on its quit key; killed"
            for sig, wait in ((signal.SIGTERM, 2.0), (signal.SIGKILL, 2.0)):
                try:
                    os.killpg(self.proc.pid, sig)
                except OSError:
                    pass
                if self.wait_exit(wait):
                    break
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            note = "could not be stopped"
        self.close()
        return note

    def close(self):
        try:
            os.close(self.master)
        except OSError:
            pass

    def output_text(self):
        return _ESCAPES.sub(b"", bytes(self.buf)).decode("utf-8", "replace")


# ---------------------------------------------------------------------------------------------
# Environment and reporting

def fresh_env(scratch):
    homes = os.path.join(scratch, "homes")
    os.makedirs(homes, exist_ok=True)
    home = tempfile.mkdtemp(prefix="home-", dir=homes)
    tmp = os.path.join(home, "tmp")
    os.mkdir(tmp)
    env = {
        "PATH": os.environ.get("PATH", "/usr/local/bin:/usr/bin:/bin"),
        "HOME": home,
        "TMPDIR": tmp,
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "SHELL": "/bin/sh",
        "USER": os.environ.get("USER", "bench"),
        "LOGNAME": os.environ.get("LOGNAME", os.environ.get("USER", "bench")),
    }
    env.pop("FOLIO_TEST_HANDSHAKE", None)
    return env


def resolve(argv0):
    return argv0 if os.sep in argv0 else shutil.which(argv0)


def alternating_downs(programs, scratch, tree, first_entry, downs, rows=None, cols=None, rounds=3):
    """The programs (each with .label, .argv, .quit_keys) started side by side, each idle in its
    own pty once `first_entry` shows, then sent `downs` Downs in turn, one to each; `rounds`
    times, with new processes each time: {label: (first byte latencies, frame end latencies,
    bytes)} over all rounds, or None when one fails to start.

    Measured one program after the other, a drift in the machine's load between the runs moved
    folio's ratio to nnn by ±0.1 (1.01, 1.11, 1.02, 0.85, 0.99 and 0.93 in six runs in a row);
    key by key, each Down of one program has one of the other's beside it. An idle program
    takes no CPU, so the other one's Downs run as if alone. Where the kernel places a program's
    threads and the harness stays much the same for a whole session, and one session pair gave
    0.91 to 1.12 from run to run (13 runs, median 0.97): rounds of new sessions pool several
    placements in one run."""
    results = {prog.label: ([], [], []) for prog in programs}
    for _ in range(rounds):
        sessions = []
        try:
            for prog in programs:
                exe = resolve(prog.argv[0])
                if not exe or not os.access(exe, os.X_OK):
                    return None
                session = Session([exe] + list(prog.argv[1:]), fresh_env(scratch), tree, rows=rows, cols=cols)
                sessions.append((prog, session))
                if session.wait_for_text(first_entry, FIRST_FRAME_TIMEOUT) is None:
                    return None
                session.keep = False
                session.settle()
            for _ in range(downs):
                for prog, session in sessions:
                    measured = session.key(session.down_key())
                    if measured is not None:
                        for values, value in zip(results[prog.label], measured):
                            values.append(value)
        finally:
            for prog, session in sessions:
                try:
                    session.quit(prog.quit_keys)
                finally:
                    session.close()
    return results


def tail_text(session, limit=160):
    text = " ".join(session.output_text().split())
    return text[-limit:] if text else "(no output)"


def fmt(value, digits=1):
    if value is None:
        return "n/a"
    return "%.*f" % (digits, value)


def fmt_ms(seconds, digits=0):
    return "n/a" if seconds is None else "%.*f ms" % (digits, seconds * 1000)


def arguments(description):
    """An argument parser with the options every benchmark takes: --binary and --verbose."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--binary", default=".build/release/folio", help="the folio binary")
    parser.add_argument("-v", "--verbose", action="store_true", help="progress on stderr")
    return parser


def binary_path(arg):
    """The binary as given, made absolute when it is a path (the programs run in other folders)."""
    return os.path.abspath(arg) if os.sep in arg else arg


def logger(verbose):
    """A function printing progress on stderr when `verbose`, else doing nothing."""
    def log(message):
        if verbose:
            print(message, file=sys.stderr, flush=True)
    return log
