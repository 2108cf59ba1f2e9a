#!/usr/bin/env python3
"""JSON figures for Folio, side by side with jq and python3 -m json.tool on the same files.

Run:  python3 Scripts/bench/json.py --binary .build/release/folio [--mb 100] [--big-mb 1000]

For a generated document of --mb MB (an array of realistic records) it measures:
  - folio: the first frame showing the rows (`[0]`), peak RSS (VmHWM) and its ratio to the file
    size, and a deep search (`f`, a pattern, Enter) from Enter to the results on screen;
  - jq: `jq . FILE > /dev/null` (parse and print) and a search `[.. | strings | select(contains(P))]`,
    time and peak RSS; python3 -m json.tool FILE > /dev/null, time and peak RSS.
Then for a --big-mb document (the same records repeated) the first frame and peak RSS (jq on it
only with --big-tools). Times are wall clock on a possibly shared machine: the CPU time folio
used is printed beside them, and the load average in the header.
Folio runs in a pseudo-terminal of 120x40; every wait has a deadline. Prints a table.
"""
import argparse
import os
import random
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import fcntl
import termios

ROWS, COLS = 40, 120
ESCAPES = re.compile(rb"\x1b(\[[0-9;?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78DEHMNOPZc])")

WORDS = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt".split()
NAMES = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov", "Donald Knuth"]
CITIES = ["Lisbon", "Zürich", "São Paulo", "Kraków", "Reykjavík", "Osaka", "Nairobi", "Austin", "Wellington"]
TAGS = ["alpha", "beta", "gamma", "delta", "urgent", "archived", "draft", "review"]


def make_records(path, megabytes):
    """Writes an array of records until the file reaches `megabytes` MB; returns its size."""
    target = int(megabytes * 1_000_000)
    rng = random.Random(20261130)
    with open(path, "w", encoding="utf-8") as f:
        f.write("[\n")
        written, n = 2, 0
        while written < target:
            chunk = []
            for _ in range(500):
                friends = ", ".join('{"id": %d, "name": "%s"}' % (rng.randint(0, 10**6), rng.choice(NAMES))
                                    for _ in range(rng.randint(0, 3)))
                record = ('{"id": %d, "guid": "%032x", "isActive": %s, "balance": %.2f, "name": "%s", '
                          '"tags": [%s], "address": {"street": "%s Street", "number": %d, "city": "%s"}, '
                          '"friends": [%s], "scores": [%s], "about": "%s"}') % (
                    n, rng.getrandbits(128), "true" if rng.random() < 0.5 else "false", rng.random() * 1e4,
                    NAMES[n % len(NAMES)], ", ".join('"%s"' % t for t in rng.sample(TAGS, rng.randint(0, 4))),
                    rng.choice(WORDS).title(), rng.randint(1, 999), CITIES[n % len(CITIES)], friends,
                    ", ".join("%.3f" % (rng.random() * 100) for _ in range(rng.randint(1, 5))),
                    " ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 30))))
                chunk.append(("  " if n == 0 else ",\n  ") + record)
                n += 1
            text = "".join(chunk)
            f.write(text)
            written += len(text.encode("utf-8"))
        f.write("\n]\n")
    return os.path.getsize(path)


def repeat_records(source, path, times):
    """A bigger document: the records of `source` repeated `times` times in one array."""
    with open(source, "rb") as f:
        body = f.read().strip()[1:-1].strip()
    with open(path, "wb") as out:
        out.write(b"[\n")
        for i in range(times):
            if i:
                out.write(b",\n")
            out.write(body)
        out.write(b"\n]\n")
    return os.path.getsize(path)


def measure_command(argv, stdout=subprocess.DEVNULL):
    """Runs a command; returns (seconds, peak RSS in KiB, exit status)."""
    start = time.monotonic()
    proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=stdout, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    return time.monotonic() - start, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


class Session:
    """Folio on a pseudo-terminal; the screen text is the output stream with escapes removed."""

    def __init__(self, argv, env):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        self.data = bytearray()
        self.start = time.monotonic()
        self.proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True,
                                     preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)

    def wait_for(self, pattern, timeout, since=0):
        """Seconds from `since` (default: start) until `pattern` (a regex) shows; None on timeout."""
        deadline = time.monotonic() + timeout
        regex = re.compile(pattern.encode())
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.master], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(self.master, 1 << 16)
                except OSError:
                    return None
                if not chunk:
                    return None
                self.data += chunk
                if regex.search(ESCAPES.sub(b"", bytes(self.data[-(1 << 16):]))):
                    return time.monotonic() - (since or self.start)
            elif self.proc.poll() is not None:
                return None
        return None

    def send(self, text):
        os.write(self.master, text.encode())

    def peak_rss_kib(self):
        with open("/proc/%d/status" % self.proc.pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return None

    def cpu_seconds(self):
        """User plus system CPU time the program used so far (load on the machine aside)."""
        with open("/proc/%d/stat" % self.proc.pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def close(self):
        self.send("Q")
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()
        os.close(self.master)


def folio_figures(binary, path, env, pattern=None):
    """(first frame s, its CPU s, peak RSS KiB, search s or None, search summary) for folio on `path`."""
    session = Session([binary, "--no-restore", path], env)
    try:
        first = session.wait_for(r"\[0\]", 120)
        cpu = session.cpu_seconds()
        search, summary = None, ""
        if first is not None and pattern:
            session.send("f")
            session.wait_for("Search all", 10)
            session.send(pattern)
            session.data.clear()
            enter = time.monotonic()
            session.send("\r")
            search = session.wait_for(r"[0-9] match|No match for", 60, since=enter)
            found = re.search(rb"([0-9,]+ (of [0-9,]+ )?match(es)?( shown)?)", ESCAPES.sub(b"", bytes(session.data)))
            summary = found.group(1).decode() if found else ""
        return first, cpu, session.peak_rss_kib(), search, summary
    finally:
        session.close()


def fmt_s(seconds):
    return "—" if seconds is None else "%.2f s" % seconds


def fmt_rss(kib, size):
    if kib is None:
        return "—"
    return "%.0f MiB (%.2f×)" % (kib / 1024, kib * 1024 / size)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/release/folio")
    parser.add_argument("--mb", type=float, default=100, help="size of the main document (default 100)")
    parser.add_argument("--big-mb", type=float, default=1000, help="size of the big document (default 1000; 0 skips)")
    parser.add_argument("--pattern", default="Wellington", help="deep-search pattern (default Wellington)")
    parser.add_argument("--big-tools", action="store_true", help="also time jq on the big document (slow, ~7x its size in memory)")
    parser.add_argument("--scratch", default=os.path.join(tempfile.gettempdir(), "folio-bench-json"))
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        sys.exit("no folio binary at %s (build it with swift build -c release)" % binary)
    os.makedirs(args.scratch, exist_ok=True)
    env = dict(os.environ, TERM="xterm-256color", HOME=args.scratch, XDG_STATE_HOME=os.path.join(args.scratch, "state"))
    env.pop("NO_COLOR", None)

    path = os.path.join(args.scratch, "records-%g.json" % args.mb)
    size = os.path.getsize(path) if os.path.exists(path) else make_records(path, args.mb)
    rows = []
    first, cpu, rss, search, summary = folio_figures(binary, path, env, args.pattern)
    rows.append(("folio (first frame)", fmt_s(first), fmt_rss(rss, size), "CPU %.2f s" % cpu))
    rows.append(("folio deep search `%s`" % args.pattern, fmt_s(search), "", summary))
    jq = shutil.which("jq")
    if jq:
        seconds, kib, status = measure_command([jq, ".", path])
        rows.append(("jq . > /dev/null", fmt_s(seconds), fmt_rss(kib, size), "" if status == 0 else "exit %d" % status))
        query = '[.. | strings | select(contains("%s"))] | length' % args.pattern
        seconds, kib, status = measure_command([jq, query, path])
        rows.append(("jq search `%s`" % args.pattern, fmt_s(seconds), fmt_rss(kib, size), "" if status == 0 else "exit %d" % status))
    else:
        rows.append(("jq", "not installed (Scripts/ensure-packages.sh bench)", "", ""))
    seconds, kib, status = measure_command([sys.executable, "-m", "json.tool", path])
    rows.append(("python3 -m json.tool", fmt_s(seconds), fmt_rss(kib, size), "" if status == 0 else "exit %d" % status))

    if args.big_mb > 0:
        times = max(1, round(args.big_mb / max(args.mb, 1)))
        big = os.path.join(args.scratch, "records-%gx%d.json" % (args.mb, times))
        big_size = os.path.getsize(big) if os.path.exists(big) else repeat_records(path, big, times)
        first, cpu, rss, _, _ = folio_figures(binary, big, env)
        rows.append(("folio %.0f MB (first frame)" % (big_size / 1e6), fmt_s(first), fmt_rss(rss, big_size), "CPU %.2f s" % cpu))
        if jq and args.big_tools:
            seconds, kib, status = measure_command([jq, "length", big])
            rows.append(("jq length, %.0f MB" % (big_size / 1e6), fmt_s(seconds), fmt_rss(kib, big_size), ""))

    print("JSON document: %.1f MB (%d bytes), folio %s; load average %.1f" % (size / 1e6, size, binary, os.getloadavg()[0]))
    widths = [max(len(r[i]) for r in rows + [("what", "time", "peak RSS (× file)", "note")]) for i in range(4)]
    for row in [("what", "time", "peak RSS (× file)", "note")] + rows:
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip())


if __name__ == "__main__":
    main()
