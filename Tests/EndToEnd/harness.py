#!/usr/bin/env python3
"""End-to-end tests for folio: the real binary on real ncursesw, driven inside tmux.

Run through e2e.py, which discovers the test_*.py modules beside this file.

Every test starts its own tmux server (`tmux -L folio-e2e-<pid>-<n> -f /dev/null`) and kills
it in tearDown. Nothing sleeps blindly: every wait polls the screen (or a file, or a tmux
format) with a deadline and fails with the last screen it saw.

How a test gets hold of folio's output:

* The pane command is a tiny `sh` wrapper that waits for a go-file and then `exec`s
  `env ... folio`, so `#{pane_pid}` is folio's own pid and `#{pane_dead_status}` /
  `#{pane_dead_signal}` are folio's. `remain-on-exit` is set before the session is created,
  so a pane that ends at once is still there to inspect.
* Before the go-file is created, `pipe-pane` starts recording every byte folio writes to the
  terminal. tmux 3.3 clears `#{cursor_flag}` of a pane when it dies (even for a program that
  left the cursor visible), so "the terminal was restored" is judged by replaying the
  recording into a fresh, live pane and reading `#{alternate_on}` and `#{cursor_flag}` there;
  `#{alternate_on}` of the dead pane itself is checked as well.

folio remembers where it was when it quit and goes back there on the next start, so every
test gives folio its own HOME and XDG_STATE_HOME inside the test's temporary directory.

Screens captured to be compared exactly later are taken "settled": between two reads of the
same `folio frame N` handshake title, twice in a row, so a half-parsed frame is never the
reference. Screens are compared cell by cell (character and attributes), not as raw
`capture-pane -e` text, because tmux may encode the same cells with different escapes.

The last line printed is `e2e: N passed, M failed[, K skipped]`; the exit status is non-zero
when anything failed.
"""

import argparse
import itertools
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unicodedata
import unittest

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.path.join(REPO_ROOT, ".build", "debug", "folio")

DEADLINE = 10.0        # seconds to wait for any one expected condition
POLL = 0.02            # seconds between polls
BINARY_DEADLINE = 60.0  # the binary may be being rebuilt: wait this long for it (once)

ESC = b"\x1b"
_counter = itertools.count(1)

ROOT_ROWS = ["Guide to Folio", "Sample data", "Long titles"]
SAMPLE_ROWS = ["World cities", "Proverbs", "Emoji 😀", "Chemical elements 1–40"]


def display_width(text):
    """Columns `text` takes in tmux: wide/fullwidth 2, combining and ZWJ/VS 0, others 1."""
    width = 0
    for ch in text:
        if unicodedata.combining(ch) or ch in "\u200d\ufe0f\ufe0e":
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


_SGR_OR_ESCAPE = re.compile(r"\x1b\[([0-9;:]*)m|\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b.")


def _apply_sgr(state, params):
    """Updates `state` (a dict) with one SGR parameter string as tmux's `capture-pane -e` emits."""
    codes = [int(p) if p.isdigit() else 0 for p in re.split(r"[;:]", params)] if params else [0]
    i = 0
    while i < len(codes):
        code = codes[i]
        if code == 0:
            state.clear()
        elif code in (38, 48, 58):
            key = {38: "fg", 48: "bg", 58: "ul"}[code]
            if i + 1 < len(codes) and codes[i + 1] == 5:
                state[key] = ("256", codes[i + 2] if i + 2 < len(codes) else 0)
                i += 2
            elif i + 1 < len(codes) and codes[i + 1] == 2:
                state[key] = ("rgb",) + tuple(codes[i + 2:i + 5])
                i += 4
        elif code in (39, 49, 59):
            state.pop({39: "fg", 49: "bg", 59: "ul"}[code], None)
        elif 30 <= code <= 37 or 90 <= code <= 97:
            state["fg"] = code
        elif 40 <= code <= 47 or 100 <= code <= 107:
            state["bg"] = code
        elif code == 22:
            state.pop(1, None)
            state.pop(2, None)
        elif 23 <= code <= 29:
            state.pop(code - 20, None)
            if code == 24:
                state.pop("ul-style", None)
        else:
            state[code] = True
        i += 1


def styled_cells(text):
    """`capture-pane -e` text as rows of (character, attributes) cells.

    The same screen can be captured as different escape sequences (tmux only emits changes,
    and trims trailing blanks), so screens are compared cell by cell: trailing blank cells
    with no attributes are dropped, as are empty trailing rows.
    """
    rows = []
    for line in text.split("\n"):
        state, cells, pos = {}, [], 0
        if rows:
            state = dict(rows[-1][1])  # attributes carry over from the previous line
        for match in _SGR_OR_ESCAPE.finditer(line):
            for ch in line[pos:match.start()]:
                cells.append((ch, tuple(sorted(state.items(), key=str))))
            if match.group(1) is not None or match.group(0) == "\x1b[m":
                _apply_sgr(state, match.group(1) or "")
            pos = match.end()
        for ch in line[pos:]:
            cells.append((ch, tuple(sorted(state.items(), key=str))))
        while cells and cells[-1] == (" ", ()):
            cells.pop()
        rows.append((tuple(cells), tuple(state.items())))
    screen = [cells for cells, _ in rows]
    while screen and not screen[-1]:
        screen.pop()
    return screen


def describe_difference(expected, actual):
    """First differing row of two `capture-pane -e` texts, for failure messages."""
    a, b = styled_cells(expected), styled_cells(actual)
    for row in range(max(len(a), len(b))):
        ra = a[row] if row < len(a) else ()
        rb = b[row] if row < len(b) else ()
        if ra != rb:
            for col in range(max(len(ra), len(rb))):
                ca = ra[col] if col < len(ra) else None
                cb = rb[col] if col < len(rb) else None
                if ca != cb:
                    return ("first difference at row %d, cell %d: expected %r, got %r\n"
                            "expected row: %r\ngot row:      %r"
                            % (row, col, ca, cb, "".join(c for c, _ in ra), "".join(c for c, _ in rb)))
    return "no difference"


def descendants(pid):
    """Every process below `pid` (from /proc)."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as f:
                    parents[int(entry)] = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                pass
    found, frontier = set(), {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def is_running(pid):
    """True while `pid` exists and is not a zombie."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


_binary_missing = []


def wait_for_binary():
    """Waits (once, up to BINARY_DEADLINE) for the binary, which may be being rebuilt."""
    deadline = time.monotonic() + (0 if _binary_missing else BINARY_DEADLINE)
    while not (os.path.isfile(BINARY) and os.access(BINARY, os.X_OK)):
        if time.monotonic() > deadline:
            _binary_missing.append(True)
            raise AssertionError("folio binary not found at %s" % BINARY)
        time.sleep(0.2)  # poll until the binary appears, bounded by the deadline above


class Session:
    """One tmux server with one session `e2e` whose first window runs the program under test."""

    def __init__(self, test):
        self.test = test
        self.socket = "folio-e2e-%d-%d" % (os.getpid(), next(_counter))
        self.dir = tempfile.mkdtemp(prefix="folio-e2e-")
        os.mkdir(os.path.join(self.dir, "home"))
        self.go = os.path.join(self.dir, "go")
        self.raw = os.path.join(self.dir, "raw")
        self.target = "e2e:0.0"
        self.recording = False
        self.last_screen = ""
        env = {k: v for k, v in os.environ.items()
               if k not in ("TMUX", "TMUX_PANE", "LINES", "COLUMNS", "LC_ALL", "LC_CTYPE")}
        env["LANG"] = "C.UTF-8"
        env.setdefault("TERM", "xterm-256color")
        self.env = env

    # -- tmux plumbing -------------------------------------------------------------------

    def tmux(self, *args, check=True):
        result = subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null"] + list(args),
                                env=self.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                timeout=10)
        if check and result.returncode != 0:
            raise AssertionError("tmux %s failed: %s" % (" ".join(args),
                                                          result.stderr.decode(errors="replace")))
        return result.stdout.decode("utf-8", errors="replace")

    def display(self, fmt, target=None):
        return self.tmux("display", "-p", "-t", target or self.target, fmt).rstrip("\n")

    def capture(self, styled=False, target=None):
        args = ["capture-pane", "-p", "-t", target or self.target]
        if styled:
            args.insert(1, "-e")
        text = self.tmux(*args)
        if not styled:
            self.last_screen = text
        return text

    def kill(self):
        """Kills the server, waits for everything it ran to end, then removes the files.

        The wait matters: folio saves its place when SIGHUP ends it, and would otherwise
        recreate the temporary directory after it has been removed.
        """
        server = self.tmux("display", "-p", "#{pid}", check=False).strip()
        children = descendants(int(server)) if server.isdigit() else set()
        self.tmux("kill-server", check=False)
        deadline = time.monotonic() + DEADLINE
        while any(is_running(pid) for pid in children) and time.monotonic() < deadline:
            time.sleep(POLL)
        shutil.rmtree(self.dir, ignore_errors=True)
        # kill-server leaves the socket file behind.
        socket_dir = os.path.join(self.env.get("TMUX_TMPDIR") or "/tmp", "tmux-%d" % os.getuid())
        try:
            os.unlink(os.path.join(socket_dir, self.socket))
        except OSError:
            pass

    # -- starting ------------------------------------------------------------------------

    def folio_env(self, term="xterm-256color", extra=None, unset=()):
        """`env` argv that runs folio with a clean, known environment.

        HOME and XDG_STATE_HOME point into this test's own directory: folio saves where it was
        on quitting and goes back there on the next start, which must not leak between tests
        (or into the real home directory).
        """
        argv = ["env", "-u", "LINES", "-u", "COLUMNS", "-u", "LC_ALL", "-u", "LC_CTYPE"]
        for name in unset:
            argv += ["-u", name]
        argv += ["LANG=C.UTF-8", "FOLIO_TEST_HANDSHAKE=1",
                 "HOME=" + os.path.join(self.dir, "home"),
                 "XDG_STATE_HOME=" + os.path.join(self.dir, "state")]
        if term is not None:
            argv.append("TERM=" + term)
        for key, value in (extra or {}).items():
            argv.append("%s=%s" % (key, value))
        return argv

    def start(self, argv, width=120, height=40, redirect="", record=True):
        """Starts `argv` (exec'd, so it keeps the pane's pid) once the recorder is attached.

        `redirect` is shell redirection text appended to the exec (e.g. `>/tmp/out`).
        """
        wait_for_binary()
        script = ('go=$1; shift; while [ ! -e "$go" ]; do sleep 0.01; done; exec "$@" %s'  # polls for the go-file handshake
                  % redirect)
        self.tmux("start-server", ";",
                  "set", "-g", "remain-on-exit", "on", ";",
                  "new-session", "-d", "-s", "e2e", "-x", str(width), "-y", str(height),
                  "sh", "-c", script, "folio-e2e-wrapper", self.go, *argv)
        if record:
            self.tmux("pipe-pane", "-t", self.target,
                      "cat > %s.part && mv %s.part %s" % ((shlex.quote(self.raw),) * 3))
            self.recording = True
        open(self.go, "w").close()

    def start_folio(self, width=120, height=40, term="xterm-256color", extra=None,
                    unset=(), redirect="", args=("--guide",)):
        """Starts folio; by default on the bundled catalog (`--guide`)."""
        self.start(self.folio_env(term, extra, unset) + [BINARY] + list(args), width, height, redirect)

    def start_shell(self, width=120, height=40):
        """An interactive bash with job control and a fixed prompt, nothing recorded."""
        argv = self.folio_env() + ["PS1=e2e$ ", "bash", "--norc", "--noprofile", "-i"]
        self.start(argv, width, height, record=False)
        self.wait_screen(lambda s: "e2e$" in s, "the shell prompt")

    # -- waiting -------------------------------------------------------------------------

    def wait(self, predicate, what, timeout=DEADLINE):
        """Polls `predicate()` until it is truthy; fails with the last screen otherwise."""
        deadline = time.monotonic() + timeout
        while True:
            value = predicate()
            if value:
                return value
            if time.monotonic() > deadline:
                try:
                    self.capture()
                    state = self.display("dead=#{pane_dead} status=#{pane_dead_status} "
                                         "signal=#{pane_dead_signal} alt=#{alternate_on} "
                                         "cursor=#{cursor_flag} title=#{pane_title} "
                                         "size=#{pane_width}x#{pane_height}")
                except Exception as error:  # the server may be gone
                    state = "(tmux state unavailable: %s)" % error
                self.test.fail("timed out after %.1fs waiting for %s\n%s\n--- last screen ---\n%s"
                               "--- end of screen ---" % (timeout, what, state, self.last_screen))
            time.sleep(POLL)

    def wait_screen(self, predicate, what, timeout=DEADLINE):
        """Waits until `predicate(screen_text)` holds; returns the screen text."""
        found = []

        def check():
            screen = self.capture()
            if predicate(screen):
                found.append(screen)
                return True
            if "Pane is dead (" in screen:  # tmux's remain-on-exit notice: no point waiting
                self.test.fail("the program ended while waiting for %s (%s)\n--- last screen ---\n"
                               "%s--- end of screen ---" % (what, screen.strip().splitlines()[-1],
                                                            screen))
            return False

        self.wait(check, what, timeout)
        return found[0]

    def wait_text(self, *texts, timeout=DEADLINE):
        return self.wait_screen(lambda s: all(t in s for t in texts),
                                "screen to show %r" % (texts,), timeout)

    def wait_styled(self, expected, what, timeout=DEADLINE):
        """Waits until the screen, characters and attributes, equals the `expected` capture."""
        want = styled_cells(expected)
        last = [""]

        def same():
            self.capture()
            last[0] = self.capture(styled=True)
            return styled_cells(last[0]) == want

        try:
            self.wait(same, what, timeout)
        except AssertionError as error:
            raise AssertionError("%s\n%s" % (error, describe_difference(expected, last[0]))) from None

    def settled_capture(self, plain=False):
        """A capture of a finished frame: with attributes (for exact comparison later), or
        plain text when `plain`.

        folio writes the handshake title after a frame's bytes, so a capture taken between two
        reads of the same `folio frame N` title, and equal to the previous such capture, is
        frame N complete (and nothing newer is on its way).
        """
        samples = []

        def settled():
            before = self.frame()
            styled = self.capture(styled=True)
            text = self.capture()
            if before is None or self.frame() != before:
                samples.clear()
                return False
            samples.append((before, styled, text))
            return len(samples) >= 2 and samples[-1] == samples[-2]

        self.wait(settled, "the screen to settle (same frame and contents twice)")
        return samples[-1][2] if plain else samples[-1][1]

    def frame(self):
        match = re.fullmatch(r"folio frame (\d+)", self.display("#{pane_title}"))
        return int(match.group(1)) if match else None

    def wait_frame(self, after=-1):
        """Waits for the handshake title `folio frame N` with N > after; returns N."""
        return self.wait(lambda: (lambda n: n if n is not None and n > after else None)(self.frame()),
                         "handshake title 'folio frame N' with N > %d" % after)

    def wait_dead(self):
        """Waits for the program to end; returns [exit status, signal], one of them empty.

        `#{pane_dead}` turns 1 when the pty closes, which can be before tmux has reaped the
        process, so this waits for the status or signal too.

        Workaround for tmux 3.3a: now and then (about one exit in five when the server is
        polled this often) the server does not reap an exited pane process: it stays a zombie
        and `#{pane_dead_status}` stays empty until another SIGCHLD arrives. So when the pane's
        process is a zombie of the tmux server for a while, the server is sent SIGCHLD (which
        only makes it call waitpid; nothing is ended).
        """
        fmt = "#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}"
        pid = self.pid()
        since = [None]

        def ended():
            state = self.display(fmt)
            if re.fullmatch(r"1\|(\d+\||\|\d+)", state):
                return True
            if state == "1||":
                since[0] = since[0] or time.monotonic()
                if time.monotonic() - since[0] > 0.25 and not is_running(pid) \
                        and os.path.exists("/proc/%d" % pid):
                    os.kill(int(self.display("#{pid}")), signal.SIGCHLD)
                    since[0] = time.monotonic()
            return False

        self.wait(ended, "the pane to die (folio to exit) with a status or signal")
        return self.display(fmt).split("|")[1:]

    def wait_file(self, path, what):
        self.wait(lambda: os.path.exists(path), what)
        with open(path, "rb") as f:
            return f.read()

    # -- input ---------------------------------------------------------------------------

    def keys(self, *keys):
        self.tmux("send-keys", "-t", self.target, *keys)

    def literal(self, text):
        self.tmux("send-keys", "-t", self.target, "-l", text)

    def resize(self, width, height):
        self.tmux("resize-window", "-t", "e2e:0", "-x", str(width), "-y", str(height))

    def pid(self):
        return int(self.display("#{pane_pid}"))

    # -- after the program ended ---------------------------------------------------------

    def recorded_output(self):
        """Every byte the program wrote to its terminal, once it has ended.

        tmux keeps the recorder of a dead pane open and refuses `pipe-pane` on it, so the dead
        pane is killed (read its state first); a second window keeps the server alive.
        """
        assert self.recording, "this session was started without a recorder"
        self.recording = False
        self.wait(lambda: self.display("#{pane_dead}") == "1", "the pane to die")
        if "replay" not in self.tmux("list-windows", "-t", "e2e", "-F", "#{window_name}").split():
            self.tmux("new-window", "-d", "-t", "e2e:", "-n", "replay", "sh", "-c", "exec cat")
        self.tmux("kill-pane", "-t", self.target)
        return self.wait_file(self.raw, "the pipe-pane recording to be closed")

    def replayed_state(self):
        """Replays the recording into a live pane: (alternate_on, cursor_flag) after it."""
        self.tmux("new-window", "-d", "-t", "e2e:", "-n", "replay", "sh", "-c",
                  'while [ ! -e "$1" ]; do sleep 0.01; done; cat "$1"; '  # polls for the go-file handshake
                  'printf "\\033]2;replay-done\\007"; exec cat', "replay", self.raw)
        self.recorded_output()
        self.wait(lambda: self.display("#{pane_title}", "e2e:replay") == "replay-done",
                  "the replay pane to finish replaying folio's output")
        return self.display("#{alternate_on} #{cursor_flag}", "e2e:replay").split()

    def assert_restored(self):
        """The dead pane left the alternate screen, and folio's output leaves the cursor shown."""
        self.test.assertEqual(self.display("#{alternate_on}"), "0",
                              "the dead pane is still on the alternate screen\n" + self.capture())
        alternate, cursor = self.replayed_state()
        self.test.assertEqual(alternate, "0", "replayed output ends on the alternate screen")
        self.test.assertEqual(cursor, "1", "replayed output ends with the cursor hidden")


class FolioTestCase(unittest.TestCase):
    def setUp(self):
        if shutil.which("tmux") is None:
            self.skipTest("tmux is not installed")
        self.s = Session(self)

    def tearDown(self):
        self.s.kill()

    # -- screen helpers ------------------------------------------------------------------

    def open_folio(self, **kwargs):
        """Starts folio and waits for the catalog; returns the screen."""
        self.s.start_folio(**kwargs)
        return self.s.wait_screen(lambda s: all(r in s for r in ROOT_ROWS)
                                  and self.bar_shows(s, None, "Folio"),
                                  "the catalog's first screen")

    @staticmethod
    def list_bar(screen):
        """Row 0 of the list column: the whole row, or up to the split view's divider `│`."""
        return screen.split("\n")[0].split("│")[0]

    @staticmethod
    def bar_parts(bar):
        """(back button title or None, [title, other items such as a `1/3` counter])."""
        text = bar.strip()
        back = None
        if text.startswith("‹ "):
            match = re.match(r"‹ (.*?)(?:\s{2,}|$)", text)
            back, text = match.group(1), text[match.end():]
        return back, [part for part in re.split(r"\s{2,}", text) if part]

    def bar_shows(self, screen, back, title):
        parts_back, parts = self.bar_parts(self.list_bar(screen))
        return parts_back == back and bool(parts) and parts[0] == title

    def wait_bar(self, back, title, showing=()):
        """Waits until the list's bar shows `‹ back` (or no back button) and `title`, and the
        screen shows every text in `showing`; returns the screen."""
        return self.s.wait_screen(lambda s: self.bar_shows(s, back, title)
                                  and all(text in s for text in showing),
                                  "navigation bar %r showing %r"
                                  % ([back and "‹ " + back, title], list(showing)))

    def assert_centred(self, row, text, width):
        column = row.index(text)
        expected = (width - display_width(text)) / 2
        self.assertLessEqual(abs(display_width(row[:column]) - expected), 1.5,
                             "%r is not centred in %d columns: %r" % (text, width, row))

    def title_centred(self, screen, title, screen_width):
        """True when the list's bar shows `title` centred in the list column (the screen, or
        the split view's primary column when there is a divider)."""
        bar = self.list_bar(screen)
        if not self.bar_shows(screen, None, title):
            return False
        width = display_width(bar) if "│" in screen.split("\n")[0] else screen_width
        column = display_width(bar[:bar.index(title)])
        return abs(column - (width - display_width(title)) / 2) <= 1.5

    def assert_title_centred(self, screen, title, screen_width):
        self.assertTrue(self.title_centred(screen, title, screen_width),
                        "%r is not the centred title of the bar in %d columns: %r"
                        % (title, screen_width, screen.split("\n")[0]))
