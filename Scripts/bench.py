#!/usr/bin/env python3
"""Benchmark Folio against nnn, lf, vifm and ranger on one large directory (standard library only).

Run:  python3 Scripts/bench.py [--binary PATH] [--files N] [--json-mb N] [--quick]

Every program runs in its own pseudo-terminal (120x40, TERM=xterm-256color, LANG=C.UTF-8, a
fresh empty HOME and TMPDIR for every start, the directory as working directory and argument),
all on the same generated directory: N empty files `file-000001.txt`... plus a few
subdirectories, the first of which, `abc-first`, sorts first in every program (directories
first or not, natural or byte order).

Measured per program:

* first frame: from the spawn to the moment the bytes read from the pty master contain
  `abc-first` (searched in the raw bytes and in the bytes with escape sequences removed, so an
  attribute change inside the name does not hide it); median of the repetitions.
* Down latency: after the first frame and a settle (no output for 300 ms), Down is sent one key
  at a time; for each, the time from the write to the first output byte, and to the last byte
  of the burst (the burst ends after 30 ms without output; the quiet window is not counted).
  Down is sent the way a terminal sends it: `ESC O B` when the program switched the cursor
  keys to application mode (DECCKM, what ncurses' keypad mode does), `ESC [ B` otherwise.
* bytes per Down: the bytes of each Down's burst (plus anything arriving in the short gap
  before the next key), median.
* peak RSS: VmHWM of the child from /proc/PID/status, read after the Downs, just before quitting.

Then a JSON file of --json-mb MB (an array of objects) is timed with `python3 -m json.tool FILE >
/dev/null` and with `folio FILE` (spawn to the first frame showing the first element, `[0]`).

A program that is missing, or fails, gets n/a and a note; every wait has a deadline.
"""

import argparse
import fcntl
import os
import platform
import random
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

ROWS, COLS = 40, 120
FIRST_ENTRY = "abc-first"
SUBDIRS = [FIRST_ENTRY, "docs", "images", "projects", "src"]
JSON_MARKER = "[0]"          # folio titles an array's first element `[0]`

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
# The machine and the test data

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


def make_tree(root, count):
    os.makedirs(root)  # parents included
    for name in SUBDIRS:
        os.mkdir(os.path.join(root, name))
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL
    width = max(6, len(str(count)))
    for i in range(1, count + 1):
        os.close(os.open(os.path.join(root, "file-%0*d.txt" % (width, i)), flags, 0o644))


_FIRST = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Ken", "Dennis",
          "Frances", "John", "Radia", "Leslie", "Niklaus", "Tony", "Sophie", "Linus", "Guido"]
_LAST = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Hamilton", "Thompson",
         "Ritchie", "Allen", "McCarthy", "Perlman", "Lamport", "Wirth", "Hoare", "Wilson"]
_CITIES = ["Lisbon", "Zürich", "São Paulo", "Kraków", "Reykjavík", "Osaka", "Nairobi", "Austin",
           "Montréal", "Tallinn", "Wellington", "Seville"]
_STREETS = ["Main Street", "Rua Augusta", "Bahnhofstrasse", "Calle Mayor", "Elm Avenue", "High Road"]
_TAGS = ["alpha", "beta", "gamma", "delta", "urgent", "archived", "draft", "review", "blue", "green"]
_WORDS = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
          "incididunt ut labore et dolore magna aliqua ut enim ad minim veniam quis nostrud").split()


def _json_str(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def make_json(path, megabytes):
    """Writes an array of realistic records until the file reaches `megabytes` MB; returns bytes."""
    target = int(megabytes * 1_000_000)
    rng = random.Random(20240601)
    names = [_json_str("%s %s" % (f, l)) for f in _FIRST for l in _LAST]
    emails = [_json_str("%s.%s@example.org" % (f.lower(), l.lower())) for f in _FIRST for l in _LAST]
    cities = [_json_str(c) for c in _CITIES]
    streets = [_json_str(s) for s in _STREETS]
    abouts = [_json_str(" ".join(rng.choice(_WORDS) for _ in range(rng.randint(8, 30)))) for _ in range(200)]
    tag_lists = ["[" + ", ".join(_json_str(t) for t in rng.sample(_TAGS, rng.randint(0, 5))) + "]" for _ in range(100)]
    template = ('{"id": %d, "guid": "%08x-%04x-4%03x-a%03x-%012x", "isActive": %s, "balance": %.2f, '
                '"age": %d, "name": %s, "email": %s, "registered": "20%02d-%02d-%02dT%02d:%02d:%02dZ", '
                '"latitude": %.6f, "longitude": %.6f, "tags": %s, '
                '"address": {"street": %s, "number": %d, "city": %s, "zip": "%05d"}, '
                '"friends": [%s], "scores": [%s], "about": %s, "parent": %s}')
    written = 0
    n = 0
    rnd = rng.random
    rint = rng.randint
    with open(path, "w", encoding="utf-8") as f:
        f.write("[\n")
        written += 2
        while written < target:
            chunk = []
            for _ in range(500):
                friends = ", ".join('{"id": %d, "name": %s}' % (rint(0, 10**6), names[rint(0, len(names) - 1)])
                                    for _ in range(rint(0, 3)))
                scores = ", ".join("%.3f" % (rnd() * 100) for _ in range(rint(1, 6)))
                record = template % (
                    n, rint(0, 0xFFFFFFFF), rint(0, 0xFFFF), rint(0, 0xFFF), rint(0, 0xFFF), rint(0, 0xFFFFFFFFFFFF),
                    "true" if rnd() < 0.5 else "false", rnd() * 10000, rint(18, 90),
                    names[n % len(names)], emails[n % len(emails)],
                    rint(10, 24), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59),
                    rnd() * 180 - 90, rnd() * 360 - 180, tag_lists[n % 100],
                    streets[n % len(streets)], rint(1, 999), cities[n % len(cities)], rint(0, 99999),
                    friends, scores, abouts[n % 200], "null" if n % 7 else str(n // 7))
                chunk.append(("  " if n == 0 else ",\n  ") + record)
                n += 1
            text = "".join(chunk)
            f.write(text)
            written += len(text.encode("utf-8")) if not text.isascii() else len(text)
        f.write("\n]\n")
    return os.path.getsize(path)


# ---------------------------------------------------------------------------------------------
# A program in a pseudo-terminal

class Session:
    """One program running on a pty of ROWS x COLS; every wait has a deadline."""

    def __init__(self, argv, env, cwd):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
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
# Programs

class Program:
    def __init__(self, label, argv, quit_keys, cleanup=None):
        self.label = label
        self.argv = argv
        self.quit_keys = quit_keys
        self.cleanup = cleanup      # called with the env of every start, after the program ended


def lf_cleanup(env):
    """lf starts a server (lf -server) on its first start; ask that server to quit."""
    try:
        subprocess.run(["lf", "-remote", "quit!"], env=env, stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=5)
    except (OSError, subprocess.SubprocessError):
        pass


def programs(binary, tree):
    folio = [binary, "--no-restore"]
    return [
        Program("folio", folio + [tree], [b"q", b"Q"]),
        Program("folio --layout stack", folio + ["--layout", "stack", tree], [b"q", b"Q"]),
        Program("nnn", ["nnn", tree], [b"q", b"\x1b", b"q"]),
        Program("lf", ["lf", tree], [b"q"], cleanup=lf_cleanup),
        Program("vifm", ["vifm", tree, tree], [b"\x1b:q\r", b"\x1b:q!\r"]),
        Program("ranger", ["ranger", tree], [b"q", b"\x1b:quit!\r"]),
    ]


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


class Result:
    def __init__(self, label):
        self.label = label
        self.first_frames = []
        self.first_byte = []
        self.frame_end = []
        self.bytes = []
        self.rss_kib = None
        self.notes = []
        self.missed = 0

    def median(self, values, scale=1.0):
        return statistics.median(values) * scale if values else None


def tail_text(session, limit=160):
    text = " ".join(session.output_text().split())
    return text[-limit:] if text else "(no output)"


def bench_program(prog, scratch, tree, reps, downs, log):
    result = Result(prog.label)
    exe = resolve(prog.argv[0])
    if not exe or not os.access(exe, os.X_OK):
        result.notes.append("%s not found" % prog.argv[0])
        return result
    argv = [exe] + prog.argv[1:]
    for rep in range(reps):
        measure_keys = rep == reps - 1
        env = fresh_env(scratch)
        try:
            session = Session(argv, env, tree)
        except OSError as error:
            result.notes.append("could not start: %s" % error)
            return result
        try:
            t = session.wait_for_text(FIRST_ENTRY, FIRST_FRAME_TIMEOUT)
            if t is None:
                why = "exited (status %s)" % session.proc.poll() if session.proc.poll() is not None else \
                      "not within %.0f s" % FIRST_FRAME_TIMEOUT
                result.notes.append("no first frame showing %s: %s; last output: %s" % (FIRST_ENTRY, why, tail_text(session)))
                session.quit(prog.quit_keys)
                return result
            result.first_frames.append(t - session.t_spawn)
            log("  %s: first frame %.1f ms" % (prog.label, (t - session.t_spawn) * 1000))
            session.keep = False
            session.buf = bytearray()
            if not measure_keys:
                session.settle(quiet=0.1, cap=5.0)
                note = session.quit(prog.quit_keys)
                if note and note not in result.notes:
                    result.notes.append(note)
                continue
            if not session.settle():
                if session.eof:
                    result.notes.append("ended before the Downs")
                    session.quit(prog.quit_keys)
                    return result
                result.notes.append("never quiet for %d ms (settle gave up after %.0f s)" % (SETTLE_QUIET * 1000, SETTLE_CAP))
            for _ in range(downs):
                measured = session.key(session.down_key())
                if measured is None:
                    result.missed += 1
                    if session.eof:
                        break
                    continue
                result.first_byte.append(measured[0])
                result.frame_end.append(measured[1])
                result.bytes.append(measured[2])
            if result.missed:
                result.notes.append("%d of %d Downs drew nothing within %.0f s" % (result.missed, downs, FIRST_BYTE_TIMEOUT))
            if session.queries:
                result.notes.append("answered %d terminal queries (cursor position / device attributes)" % session.queries)
            result.rss_kib = session.peak_rss_kib()
            log("  %s: Down first byte %s ms, frame end %s ms, %s bytes, RSS %s MiB" % (
                prog.label, fmt(result.median(result.first_byte, 1000)), fmt(result.median(result.frame_end, 1000)),
                fmt(result.median(result.bytes), 0), fmt(result.rss_kib / 1024 if result.rss_kib else None)))
            note = session.quit(prog.quit_keys)
            if note:
                result.notes.append(note)
        except Exception as error:  # never crash on one program
            result.notes.append("failed: %s: %s" % (type(error).__name__, error))
            try:
                session.quit(prog.quit_keys)
            except Exception:
                pass
        finally:
            session.close()
            if prog.cleanup:
                prog.cleanup(env)
    return result


# ---------------------------------------------------------------------------------------------
# JSON

def bench_json(binary, scratch, megabytes, log):
    """Returns (json.tool seconds or None, folio seconds or None, notes, file size)."""
    notes = []
    os.makedirs(os.path.join(scratch, "json"), exist_ok=True)
    path = os.path.join(scratch, "json", "data.json")
    t0 = now()
    size = make_json(path, megabytes)
    log("  wrote %s (%.1f MB) in %.1f s" % (path, size / 1e6, now() - t0))
    tool_time = None
    python = shutil.which("python3") or sys.executable
    try:
        t0 = now()
        done = subprocess.run([python, "-m", "json.tool", path], stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=600)
        if done.returncode == 0:
            tool_time = now() - t0
            log("  python3 -m json.tool: %.0f ms" % (tool_time * 1000))
        else:
            notes.append("json.tool failed: " + done.stderr.decode("utf-8", "replace").strip()[-200:])
    except (OSError, subprocess.SubprocessError) as error:
        notes.append("json.tool failed: %s" % error)

    folio_time = None
    folio_rss = None
    exe = resolve(binary)
    if not exe or not os.access(exe, os.X_OK):
        notes.append("folio not found")
        return tool_time, folio_time, folio_rss, notes, size
    env = fresh_env(scratch)
    session = None
    try:
        session = Session([exe, "--no-restore", path], env, scratch)
        t = session.wait_for_text(JSON_MARKER, FIRST_FRAME_TIMEOUT * 2)
        if t is None:
            text = " ".join(session.output_text().split())
            if "not available" in text:
                notes.append("folio: JSON is not available in this version (%s)" % text[-120:])
            else:
                status = session.proc.poll()
                notes.append("folio showed no %s (%s); last output: %s" % (
                    JSON_MARKER, "exit status %s" % status if status is not None else "timed out", tail_text(session)))
        else:
            folio_time = t - session.t_spawn
            log("  folio %s: first frame %.0f ms" % (os.path.basename(path), folio_time * 1000))
            session.keep = False
            session.settle(quiet=0.1, cap=5.0)
            folio_rss = session.peak_rss_kib()
        note = session.quit([b"q", b"Q"])
        if note and folio_time is not None:
            notes.append("folio (JSON): " + note)
    except Exception as error:
        notes.append("folio (JSON) failed: %s: %s" % (type(error).__name__, error))
        if session:
            session.quit([b"Q"])
    return tool_time, folio_time, folio_rss, notes, size


# ---------------------------------------------------------------------------------------------
# Report

def fmt(value, digits=1):
    if value is None:
        return "n/a"
    return "%.*f" % (digits, value)


def fmt_ms(seconds, digits=0):
    return "n/a" if seconds is None else "%.*f ms" % (digits, seconds * 1000)


def ratio_line(name, folio_value, nnn_value, goal, detail):
    if folio_value is None or nnn_value is None or nnn_value == 0:
        return "| %s | n/a | ≤ %s | n/a | %s |" % (name, goal, detail.replace("n/a ms", "n/a").replace("n/a MiB", "n/a"))
    ratio = folio_value / nnn_value
    verdict = "PASS" if ratio <= goal else "MISS"
    return "| %s | %.2f | ≤ %s | %s | %s |" % (name, ratio, goal, verdict, detail)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/release/folio", help="the folio binary")
    parser.add_argument("--files", type=int, default=100000, help="files in the directory (default 100000)")
    parser.add_argument("--json-mb", type=float, default=100, help="size of the JSON file in MB (default 100; 0 skips)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    parser.add_argument("--only", default="", help="comma-separated program labels to run (default: all)")
    parser.add_argument("-v", "--verbose", action="store_true", help="progress on stderr")
    args = parser.parse_args()

    binary = os.path.abspath(args.binary) if os.sep in args.binary else args.binary
    reps, downs = (2, 15) if args.quick else (5, 50)

    def log(message):
        if args.verbose:
            print(message, file=sys.stderr, flush=True)

    started = now()
    scratch = tempfile.mkdtemp(prefix="folio-bench-")
    try:
        tree = os.path.join(scratch, "data", "tree")  # alone in its parent (lf and ranger show the parent)
        t0 = now()
        make_tree(tree, args.files)
        log("made %d files in %s in %.1f s" % (args.files, tree, now() - t0))

        print("# Folio benchmark")
        print()
        print("Machine: %s" % machine_description())
        print()
        print("Directory: %d empty files and %d subdirectories (first entry `%s`); terminal %dx%d, "
              "TERM=xterm-256color; first frame median of %d starts; Down: median of %d keys." % (
                  args.files, len(SUBDIRS), FIRST_ENTRY, COLS, ROWS, reps, downs))
        print()
        sys.stdout.flush()

        wanted = {w.strip() for w in args.only.split(",") if w.strip()}
        results = []
        for prog in programs(binary, tree):
            if wanted and prog.label not in wanted:
                continue
            log("%s..." % prog.label)
            results.append(bench_program(prog, scratch, tree, reps, downs, log))

        print("| program | first frame (ms) | Down latency first byte (ms) | Down latency frame end (ms) "
              "| bytes per Down | peak RSS (MiB) |")
        print("|---|---:|---:|---:|---:|---:|")
        for r in results:
            print("| %s | %s | %s | %s | %s | %s |" % (
                r.label, fmt(r.median(r.first_frames, 1000)), fmt(r.median(r.first_byte, 1000)),
                fmt(r.median(r.frame_end, 1000)), fmt(r.median(r.bytes), 0),
                fmt(r.rss_kib / 1024 if r.rss_kib else None)))
        print()
        notes = [(r.label, n) for r in results for n in r.notes]
        if notes:
            for label, note in notes:
                print("- %s: %s" % (label, note))
            print()

        by = {r.label: r for r in results}
        folio, stack, nnn = by.get("folio"), by.get("folio --layout stack"), by.get("nnn")

        def med(r, attr, scale=1.0):
            return r.median(getattr(r, attr), scale) if r else None

        print("| folio vs nnn | ratio | goal | verdict | values |")
        print("|---|---:|---|---|---|")
        ff_f, ff_n = med(folio, "first_frames", 1000), med(nnn, "first_frames", 1000)
        print(ratio_line("first frame", ff_f, ff_n, 0.5, "%s ms vs %s ms" % (fmt(ff_f), fmt(ff_n))))
        le_f, le_n = med(folio, "frame_end", 1000), med(nnn, "frame_end", 1000)
        lb_f, lb_n = med(folio, "first_byte", 1000), med(nnn, "first_byte", 1000)
        print(ratio_line("Down latency (frame end)", le_f, le_n, 1.0, "%s ms vs %s ms" % (fmt(le_f), fmt(le_n))))
        print(ratio_line("Down latency (first byte)", lb_f, lb_n, 1.0, "%s ms vs %s ms" % (fmt(lb_f), fmt(lb_n))))
        by_s, by_n = med(stack, "bytes"), med(nnn, "bytes")
        print(ratio_line("bytes per Down (--layout stack)", by_s, by_n, 1.2, "%s vs %s bytes" % (fmt(by_s, 0), fmt(by_n, 0))))
        rss_f = folio.rss_kib / 1024 if folio and folio.rss_kib else None
        rss_n = nnn.rss_kib / 1024 if nnn and nnn.rss_kib else None
        print(ratio_line("peak RSS", rss_f, rss_n, 3.0, "%s MiB vs %s MiB" % (fmt(rss_f), fmt(rss_n))))
        print()
        sys.stdout.flush()

        if args.json_mb > 0:
            log("JSON...")
            tool, folio_json, folio_json_rss, json_notes, size = bench_json(binary, scratch, args.json_mb, log)
            ratio = " (ratio %.2f)" % (folio_json / tool) if tool and folio_json else ""
            print("JSON %.0f MB: `python3 -m json.tool` %s; `folio FILE` first frame showing `%s` %s%s%s" % (
                size / 1e6, fmt_ms(tool), JSON_MARKER, fmt_ms(folio_json),
                ratio, "; folio peak RSS %.1f MiB" % (folio_json_rss / 1024) if folio_json_rss else ""))
            for note in json_notes:
                print("- %s" % note)
            print()
        print("(bench took %.0f s)" % (now() - started))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
