#!/usr/bin/env python3
"""End-to-end tests for folio: the real binary on real ncursesw, driven inside tmux.

Run:  python3 Tests/EndToEnd/e2e.py [--binary PATH] [-v] [-k PATTERN]

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
                    unset=(), redirect=""):
        self.start(self.folio_env(term, extra, unset) + [BINARY], width, height, redirect)

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


class FirstScreen(FolioTestCase):
    def test_first_screen_at_120x40(self):
        self.open_folio()
        screen = self.s.settled_capture(plain=True)
        lines = screen.split("\n")
        self.assert_title_centred(screen, "Folio", 120)
        for name in ROOT_ROWS:
            self.assertTrue(any(l.strip().startswith(name) for l in lines[1:6]),
                            "row %r missing:\n%s" % (name, screen))
        # Rows appear in catalog order right under the bar.
        self.assertEqual([l.split("  ")[0].strip() for l in lines[1:4]], ROOT_ROWS)
        self.assertEqual(self.s.display("#{pane_width}x#{pane_height}"), "120x40")
        self.assertEqual(self.s.display("#{alternate_on}"), "1", "folio should use the alternate screen")
        # The handshake: folio reports its frame count through the window title.
        self.assertGreaterEqual(self.s.wait_frame(), 1)


class Navigation(FolioTestCase):
    def test_keys_move_and_open(self):
        self.open_folio()
        self.s.keys("Down", "Enter")
        self.wait_bar("Folio", "Sample data", SAMPLE_ROWS)

        # Into Emoji 😀 (third row).
        self.s.keys("Down", "Down", "Enter")
        self.wait_bar("Sample data", "Emoji 😀",
                      ["😀 Grinning face", "🎉 Party popper", "🚀 Rocket", "U+1F600"])

        # Left, h and Esc each go back one level.
        self.s.keys("Left")
        self.wait_bar("Folio", "Sample data")
        self.s.keys("h")
        self.wait_bar(None, "Folio")
        self.s.keys("Enter")  # the root kept its selection on Sample data
        self.wait_bar("Folio", "Sample data")
        self.s.keys("Escape")
        self.wait_bar(None, "Folio")

        # Three levels deep: Sample data › World cities › Asia.
        self.s.keys("Enter")
        self.wait_bar("Folio", "Sample data")
        self.s.keys("Up", "Up", "Up", "Enter")
        self.wait_bar("Sample data", "World cities", ["Asia", "Europe", "South America", "Africa"])
        self.s.keys("Enter")
        self.wait_bar("World cities", "Asia", ["China · 中国", "Japan · 日本", "South Korea · 대한민국"])
        # And back up, each bar naming its parent.
        self.s.keys("Left")
        self.wait_bar("Sample data", "World cities")
        self.s.keys("Left")
        self.wait_bar("Folio", "Sample data")
        self.s.keys("Left")
        self.wait_bar(None, "Folio")
        self.assertEqual(self.s.display("#{pane_dead}"), "0")


class Quitting(FolioTestCase):
    def test_q_at_root_quits_and_restores(self):
        self.open_folio()
        self.s.keys("q")
        status, sig = self.s.wait_dead()
        self.assertEqual((status, sig), ("0", ""), "q should exit with status 0")
        self.s.assert_restored()

    def test_q_quits_and_restores_with_term_screen(self):
        # tmux's own default TERM, whose terminfo differs from xterm-256color's.
        self.open_folio(term="screen")
        self.s.keys("q")
        self.assertEqual(self.s.wait_dead(), ["0", ""])
        self.s.assert_restored()

    def test_q_below_root_goes_back(self):
        self.open_folio()
        self.s.keys("Down", "Enter")
        self.wait_bar("Folio", "Sample data")
        self.s.keys("q")
        self.wait_bar(None, "Folio")
        self.assertEqual(self.s.display("#{pane_dead}"), "0", "q below the root must not quit")
        # Still alive and answering keys.
        self.s.keys("Enter")
        self.wait_bar("Folio", "Sample data")

    def test_Q_quits_from_deep_inside(self):
        self.open_folio()
        self.s.keys("Down", "Enter")
        self.wait_bar("Folio", "Sample data")
        self.s.keys("Enter")
        self.wait_bar("Sample data", "World cities")
        self.s.keys("Enter")
        self.wait_bar("World cities", "Asia")
        self.s.keys("Q")
        status, sig = self.s.wait_dead()
        self.assertEqual((status, sig), ("0", ""), "Q should exit with status 0")
        self.s.assert_restored()


class Signals(FolioTestCase):
    def leaves_cleanly_after(self, signum):
        self.open_folio()
        self.s.keys("Down", "Enter")  # some state, so there is something to tear down
        self.wait_bar("Folio", "Sample data")
        os.kill(self.s.pid(), signum)
        status, sig = self.s.wait_dead()
        self.assertEqual(sig, "", "folio should leave its loop, not die by signal %s" % sig)
        # Leaving the loop means main() returns 0; the shim's emergency exit (a second signal
        # the loop did not answer) would be 128 + signal.
        self.assertEqual(status, "0", "folio did not leave its loop normally after signal %d"
                         % signum)
        self.s.assert_restored()

    def test_sigterm(self):
        self.leaves_cleanly_after(signal.SIGTERM)

    def test_sigint(self):
        self.leaves_cleanly_after(signal.SIGINT)

    def test_sighup(self):
        self.leaves_cleanly_after(signal.SIGHUP)

    def crashes_and_restores(self, signum):
        self.open_folio()
        os.kill(self.s.pid(), signum)
        status, sig = self.s.wait_dead()
        self.assertEqual(sig, str(int(signum)),
                         "the crash handler should re-raise signal %d (status=%r)" % (signum, status))
        self.s.assert_restored()

    def test_sigsegv_restores_and_reraises(self):
        self.crashes_and_restores(signal.SIGSEGV)

    def test_swift_traps_sigill_and_sigtrap_restore_and_reraise(self):
        # A Swift runtime trap (a failed precondition, an out-of-range index) dies by one of these.
        self.crashes_and_restores(signal.SIGILL)
        self.tearDown()
        self.setUp()
        self.crashes_and_restores(signal.SIGTRAP)

    def test_sigabrt_restores_and_reraises(self):
        self.crashes_and_restores(signal.SIGABRT)


class NoUsableTerminal(FolioTestCase):
    """TERM missing or unusable: exit 1, one `folio:` line on stderr, no escape codes anywhere."""

    def refuses(self, term, unset_term, must_mention):
        out = os.path.join(self.s.dir, "stdout")
        err = os.path.join(self.s.dir, "stderr")
        argv = self.s.folio_env(term=term, unset=("TERM",) if unset_term else ()) + [BINARY]
        self.s.start(argv, redirect=">%s 2>%s" % (shlex.quote(out), shlex.quote(err)))
        status, sig = self.s.wait_dead()
        with open(out, "rb") as f:
            stdout = f.read()
        with open(err, "rb") as f:
            stderr = f.read()
        terminal = self.s.recorded_output()
        self.assertEqual((status, sig), ("1", ""), "expected exit status 1; stderr=%r" % stderr)
        lines = stderr.decode("utf-8", errors="replace").splitlines()
        self.assertEqual(len(lines), 1, "expected one line on stderr, got %r" % stderr)
        self.assertTrue(lines[0].startswith("folio:"), lines[0])
        for word in must_mention:
            self.assertIn(word, lines[0])
        self.assertEqual(stdout, b"", "nothing belongs on stdout")
        self.assertNotIn(ESC, stdout, "escape codes on stdout: %r" % stdout)
        self.assertNotIn(ESC, stderr, "escape codes on stderr: %r" % stderr)
        self.assertNotIn(ESC, terminal, "escape codes written to the terminal: %r" % terminal)
        self.assertEqual(self.s.display("#{alternate_on}"), "0")

    def test_term_unset(self):
        self.refuses(None, True, ["TERM"])

    def test_term_dumb(self):
        self.refuses("dumb", False, ["TERM", "dumb"])

    def test_term_unknown(self):
        self.refuses("nonexistent-terminal-xyz", False, ["nonexistent-terminal-xyz", "unknown"])


class StdoutRedirected(FolioTestCase):
    def test_ui_on_tty_when_stdout_is_a_file(self):
        out = os.path.join(self.s.dir, "stdout")
        self.s.start_folio(redirect=">%s" % shlex.quote(out))
        self.s.wait_text(*ROOT_ROWS)
        self.s.keys("Down", "Enter")
        self.wait_bar("Folio", "Sample data")
        self.s.keys("Q")
        status, sig = self.s.wait_dead()
        self.assertEqual((status, sig), ("0", ""))
        with open(out, "rb") as f:
            data = f.read()
        self.assertNotIn(ESC, data, "escape codes leaked into redirected stdout: %r" % data[:200])
        self.s.assert_restored()


class Resizing(FolioTestCase):
    def test_resize_with_lines_and_columns_set(self):
        self.open_folio(extra={"LINES": "40", "COLUMNS": "120"})
        with open("/proc/%d/environ" % self.s.pid(), "rb") as f:
            environ = f.read().split(b"\0")
        self.assertIn(b"LINES=40", environ)
        self.assertIn(b"COLUMNS=120", environ)
        root = self.s.settled_capture()

        self.s.resize(60, 20)
        self.s.wait_screen(
            lambda s: self.title_centred(s, "Folio", 60) and all(r in s for r in ROOT_ROWS),
            "the catalog redrawn at 60 columns (title centred)")
        screen = self.s.settled_capture(plain=True)
        lines = screen.split("\n")
        self.assertEqual(len(lines) - (1 if lines[-1] == "" else 0), 20)
        self.assert_title_centred(screen, "Folio", 60)
        for line in lines:
            self.assertLessEqual(display_width(line.rstrip()), 60, line)
        self.assertTrue(any(l.rstrip().endswith("›") and 50 <= display_width(l.rstrip()) <= 60
                            for l in lines[1:4]), "row accessories should sit at the right edge")

        self.s.resize(120, 40)
        self.s.wait_styled(root, "the first screen to return exactly after 60x20 → 120x40")

        # Long rows: truncated with … to the new width, and back in full width afterwards.
        self.s.keys("Down", "Down", "Enter")
        self.wait_bar("Folio", "Long titles")
        long_titles = self.s.settled_capture()
        self.s.resize(60, 20)
        self.s.wait_screen(
            lambda s: self.bar_shows(s, "Folio", "Long titles")
            and display_width(s.split("\n")[1].rstrip()) <= 60
            and s.split("\n")[1].rstrip().endswith("…"),
            "long rows truncated with … at 60 columns")
        screen = self.s.settled_capture(plain=True)
        lines = screen.split("\n")
        truncated = [l for l in lines[1:7] if l.rstrip().endswith("…")]
        self.assertGreaterEqual(len(truncated), 5, screen)
        for line in truncated:
            self.assertIn(display_width(line.rstrip()), (58, 59, 60), "badly truncated: %r" % line)
        self.assertTrue(lines[4].lstrip().startswith("中文长标题"), lines[4])
        self.s.resize(120, 40)
        self.s.wait_styled(long_titles, "the Long titles screen to return exactly")
        self.s.keys("Left")
        self.wait_bar(None, "Folio")


class Suspend(FolioTestCase):
    def test_ctrl_z_and_fg(self):
        self.s.start_shell()
        # Run folio as a job of the interactive shell (not exec'd: the shell must survive).
        self.s.literal(" ".join(shlex.quote(a) for a in self.s.folio_env() + [BINARY]))
        self.s.keys("Enter")
        self.s.wait_screen(lambda s: all(r in s for r in ROOT_ROWS)
                           and self.bar_shows(s, None, "Folio"), "the catalog")
        self.s.wait(lambda: self.s.display("#{alternate_on}") == "1", "the alternate screen")
        frame = self.s.wait_frame()
        self.s.keys("Down")
        self.s.wait_frame(after=frame)
        before = self.s.settled_capture()

        self.s.keys("C-z")
        self.s.wait_text("Stopped")
        self.s.wait(lambda: self.s.display("#{alternate_on} #{cursor_flag}") == "0 1",
                    "the terminal given back (alternate_on 0, cursor_flag 1) after C-z")
        self.assertNotIn("Guide to Folio", self.s.capture())

        self.s.literal("fg")
        self.s.keys("Enter")
        self.s.wait(lambda: self.s.display("#{alternate_on}") == "1", "the alternate screen after fg")
        self.s.wait_styled(before, "the whole catalog screen repainted after fg")
        self.assertEqual(self.s.display("#{pane_dead}"), "0")
        # Still working after resuming.
        self.s.keys("Enter")
        self.wait_bar("Folio", "Sample data")
        self.s.keys("Q")
        self.s.wait_text("e2e$")
        self.s.wait(lambda: self.s.display("#{alternate_on} #{cursor_flag}") == "0 1",
                    "the terminal restored after Q")


    def test_resize_while_stopped(self):
        # The terminal changes size while folio is stopped: fg must draw at the new size.
        self.s.start_shell()
        self.s.literal(" ".join(shlex.quote(a) for a in self.s.folio_env() + [BINARY]))
        self.s.keys("Enter")
        self.s.wait_screen(lambda s: all(r in s for r in ROOT_ROWS)
                           and self.bar_shows(s, None, "Folio"), "the catalog")
        self.s.keys("C-z")
        self.s.wait_text("Stopped")
        self.s.resize(70, 25)
        self.s.literal("fg")
        self.s.keys("Enter")
        self.s.wait(lambda: self.s.display("#{alternate_on}") == "1", "the alternate screen after fg")
        self.s.wait_screen(lambda s: self.title_centred(s, "Folio", 70)
                           and all(r in s for r in ROOT_ROWS),
                           "the catalog drawn at 70x25 after fg")
        screen = self.s.settled_capture(plain=True)
        self.assertTrue(any(l.rstrip().endswith("›") and 60 <= display_width(l.rstrip()) <= 70
                            for l in screen.split("\n")[1:4]), screen)


class HelpOverlay(FolioTestCase):
    def test_help_opens_and_closes(self):
        self.open_folio()
        frame = self.s.wait_frame()
        self.s.keys("Down")
        self.s.wait_frame(after=frame)
        before = self.s.settled_capture()
        self.s.keys("?")
        self.s.wait_text("Help", "Open", "Quit", "Next row")
        self.s.keys("Escape")
        self.s.wait_styled(before, "the screen under the help panel to return exactly")
        self.assertEqual(self.s.display("#{pane_dead}"), "0", "Esc on the help panel must not quit")


class TooSmall(FolioTestCase):
    def test_below_minimum_size(self):
        self.open_folio()
        frame = self.s.wait_frame()
        self.s.keys("Down")  # select Sample data, so "same selection" means something
        self.s.wait_frame(after=frame)
        before = self.s.settled_capture()

        self.s.resize(15, 5)
        self.s.wait_screen(lambda s: "15x5" in s and re.search(r"(?i)too\s+small", s),
                           "the too-small notice at 15x5")
        self.assertNotIn("Guide", self.s.settled_capture(plain=True))
        self.s.keys("Down")  # must be ignored while too small
        self.s.resize(16, 5)
        self.s.wait_text("16x5")
        self.s.resize(120, 40)
        self.s.wait_text(*ROOT_ROWS)
        # The Down sent while too small has certainly been read once a later key is answered.
        self.s.keys("?")
        self.s.wait_text("Help", "Open")
        self.s.keys("Escape")
        self.s.wait_styled(before, "the catalog with the same selection as before shrinking")


# -- runner ------------------------------------------------------------------------------

class Browsing(FolioTestCase):
    """The browser on real inputs: a generated directory tree, JSON from a file and from stdin."""

    def make_tree(self):
        root = os.path.join(self.s.dir, "tree")
        os.makedirs(os.path.join(root, "alpha", "beta", "gamma"))
        os.makedirs(os.path.join(root, "zulu"))
        for name in ("deep-one.txt", "deep-two.txt", "other.md"):
            with open(os.path.join(root, "alpha", "beta", "gamma", name), "w") as f:
                f.write("contents of %s\n" % name)
        with open(os.path.join(root, "readme.txt"), "w") as f:
            f.write("top level\n")
        return root

    def start_on(self, *args, width=120, height=40, redirect=""):
        self.s.start(self.s.folio_env() + [BINARY] + list(args), width, height, redirect)

    def test_three_levels_resize_filter_quit_and_relaunch_in_the_same_place(self):
        tree = self.make_tree()
        self.start_on(tree)
        self.s.wait_text("alpha", "zulu", "readme.txt")
        self.s.keys("Enter")
        self.wait_bar("tree", "alpha")
        self.s.keys("Enter")
        self.wait_bar("alpha", "beta")
        self.s.keys("Enter")
        self.wait_bar("beta", "gamma")
        self.s.wait_text("deep-one.txt", "deep-two.txt", "other.md")
        deep = self.s.settled_capture()

        # Narrow: one stack, same place; wide again: the same screen, cell for cell.
        self.s.resize(60, 30)
        self.s.wait_screen(lambda s: "│" not in s and self.bar_shows(s, "beta", "gamma"),
                           "the collapsed stack at 60 columns")
        self.s.resize(120, 40)
        self.s.wait_styled(deep, "the three-level screen to return after 120 → 60 → 120")

        # Filter incrementally, keep it with Enter.
        self.s.keys("/")
        self.s.literal("two")
        self.s.wait_screen(lambda s: "deep-two.txt" in s and "deep-one.txt" not in s and "other.md" not in s,
                           "the list narrowed to deep-two.txt")
        self.s.keys("Enter")
        self.s.wait_text("1/1 of 3")
        self.s.keys("Escape")
        self.s.wait_text("deep-one.txt", "other.md")

        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()

        # Relaunch on the same root: the same place (three levels down, deep-two.txt selected).
        again = Session(self)
        self.addCleanup(again.kill)
        again.dir, again.env = self.s.dir, self.s.env
        again.go = os.path.join(self.s.dir, "go2")
        again.raw = os.path.join(self.s.dir, "raw2")
        again.start(again.folio_env() + [BINARY, tree])
        again.wait_screen(lambda s: self.bar_shows(s, "beta", "gamma") and "2/3" in s,
                          "the relaunch to land in gamma with deep-two.txt selected")

    def test_json_file_and_standard_input(self):
        path = os.path.join(self.s.dir, "doc.json")
        with open(path, "w") as f:
            f.write('{"name": "Folio", "items": [10, 20, {"deep": "中文"}], "flag": true}')
        self.start_on(path)
        self.s.wait_text("name", "items", "flag")
        self.s.keys("Down", "Enter")
        self.wait_bar("doc.json", "items")
        self.s.keys("Down", "Down", "Enter")
        self.s.wait_text(".items[2].deep", "中文")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

        piped = Session(self)
        self.addCleanup(piped.kill)
        piped.start(["sh", "-c", 'printf \'[{"a": 1}, {"b": 2}]\' | "$@"', "sh"] + piped.folio_env() + [BINARY, "-"])
        piped.wait_text("[0]", "[1]", "stdin")
        piped.keys("Down")
        piped.wait_text(".[1]")
        piped.keys("Q")
        self.assertEqual(tuple(piped.wait_dead()), ("0", ""))

    def test_malformed_json_gives_line_and_column_and_the_program_lives(self):
        path = os.path.join(self.s.dir, "bad.json")
        with open(path, "w") as f:
            f.write('{\n  "a": 1,\n  "b" 2\n}')
        self.start_on(path)
        self.s.wait_text("line 3, column 7")
        self.s.keys("?")
        self.s.wait_text("Help: Esc closes")
        self.s.keys("Escape")
        self.s.wait_screen(lambda s: "Help: Esc closes" not in s, "the help overlay to close")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_missing_path_exits_2_before_any_screen(self):
        result = subprocess.run([BINARY, os.path.join(self.s.dir, "nope")], capture_output=True,
                                env=self.s.env, timeout=DEADLINE)
        self.assertEqual(result.returncode, 2)
        self.assertIn(b"no such file or directory", result.stderr)
        self.assertNotIn(ESC, result.stdout + result.stderr)

    def test_permission_denied_is_a_message_and_the_browser_lives(self):
        if os.getuid() != 0 or shutil.which("setpriv") is None:
            self.skipTest("needs root and setpriv to run folio as an unprivileged user")
        tree = os.path.join(self.s.dir, "tree")
        os.makedirs(os.path.join(tree, "locked"))
        with open(os.path.join(tree, "secret.txt"), "w") as f:
            f.write("hidden\n")
        os.chmod(os.path.join(tree, "locked"), 0)
        os.chmod(os.path.join(tree, "secret.txt"), 0)
        for folder in (self.s.dir, tree):
            os.chmod(folder, 0o777)
        drop = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
        self.s.start(drop + self.s.folio_env() + [BINARY, tree])
        self.s.wait_text("locked", "secret.txt")
        self.s.keys("Enter")
        self.s.wait_text("permission denied")
        self.s.keys("Left", "Down")
        self.s.wait_text("Cannot read: permission denied")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_stdin_that_is_a_terminal_is_refused(self):
        out = os.path.join(self.s.dir, "err")
        self.s.start(self.s.folio_env() + [BINARY, "-"], redirect="2>%s" % shlex.quote(out))
        self.assertEqual(tuple(self.s.wait_dead()), ("2", ""))
        with open(out, "rb") as f:
            message = f.read()
        self.assertIn(b"standard input is a terminal", message)
        self.assertNotIn(ESC, message)

    def test_choose_prints_the_opened_file(self):
        tree = self.make_tree()
        out = os.path.join(self.s.dir, "chosen")
        self.start_on("--choose", tree, redirect=">%s" % shlex.quote(out))
        self.s.wait_text("readme.txt")
        self.s.keys("End", "Enter")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        with open(out) as f:
            self.assertEqual(f.read(), os.path.join(tree, "readme.txt") + "\n")

    def test_non_utf8_locale_shows_ascii(self):
        self.s.start(self.s.folio_env(extra={"LANG": "C"}) + [BINARY])
        self.s.wait_text("Guide to Folio", "Sample data")
        self.s.keys("Down", "Enter")
        self.s.wait_screen(lambda s: "Emoji ??" in s and "World cities" in s,
                           "non-ASCII drawn as ? placeholders in the C locale")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))


class Installation(FolioTestCase):
    """The command line and where the binary finds its Resources."""

    def run_binary(self, binary, *args, cwd=None):
        return subprocess.run([binary] + list(args), capture_output=True, env=self.s.env, cwd=cwd, timeout=DEADLINE)

    def test_help_and_version(self):
        result = self.run_binary(BINARY, "--help")
        self.assertEqual(result.returncode, 0)
        self.assertIn(b"Usage: folio", result.stdout)
        self.assertIn(b"--layout auto|split|stack", result.stdout)
        result = self.run_binary(BINARY, "--version")
        self.assertEqual(result.returncode, 0)
        self.assertRegex(result.stdout.decode(), r"^folio \d+\.\d+\.\d+\n$")
        result = self.run_binary(BINARY, "--bogus")
        self.assertEqual(result.returncode, 2)
        self.assertIn(b"unknown option", result.stderr)

    def test_catalog_found_from_any_directory_and_from_an_install_prefix(self):
        # From the build tree, started in another directory.
        self.s.start(["sh", "-c", 'cd / && exec "$@"', "sh"] + self.s.folio_env() + [BINARY])
        self.s.wait_text(*ROOT_ROWS)
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

        # From an installed layout (PREFIX/bin/folio, PREFIX/share/folio), as `make install` lays out.
        prefix = os.path.join(self.s.dir, "prefix")
        os.makedirs(os.path.join(prefix, "bin"))
        shutil.copy2(BINARY, os.path.join(prefix, "bin", "folio"))
        shutil.copytree(os.path.join(REPO_ROOT, "Resources"), os.path.join(prefix, "share", "folio"))
        installed = Session(self)
        self.addCleanup(installed.kill)
        installed.start(["sh", "-c", 'cd / && exec "$@"', "sh"] + installed.folio_env() + [os.path.join(prefix, "bin", "folio")])
        installed.wait_text(*ROOT_ROWS)
        installed.keys("Q")
        self.assertEqual(tuple(installed.wait_dead()), ("0", ""))

    def test_missing_resources_give_a_message(self):
        lonely = os.path.join(self.s.dir, "lonely")
        os.makedirs(os.path.join(lonely, "bin"))
        shutil.copy2(BINARY, os.path.join(lonely, "bin", "folio"))
        result = self.run_binary(os.path.join(lonely, "bin", "folio"), cwd="/")
        self.assertEqual(result.returncode, 1)
        self.assertIn(b"cannot find the bundled catalog", result.stderr)
        self.assertNotIn(ESC, result.stdout + result.stderr)


class Colours(FolioTestCase):
    def test_no_color_drops_colours_but_keeps_attributes(self):
        tree = os.path.join(self.s.dir, "tree")
        os.makedirs(os.path.join(tree, "a-directory"))
        self.s.start(self.s.folio_env(extra={"NO_COLOR": "1"}) + [BINARY, tree])
        self.s.wait_text("a-directory")
        raw = self.s.tmux("capture-pane", "-p", "-e", "-t", self.s.target)
        codes = re.findall(r"\x1b\[([0-9;]*)m", raw)
        colours = [c for c in codes if re.search(r"(^|;)(3[0-7]|4[0-7]|38|48|9[0-7]|10[0-7])(;|$)", c)]
        self.assertEqual(colours, [], "NO_COLOR should leave no colour codes: %r" % colours[:5])
        self.assertTrue(any(re.search(r"(^|;)(1|7)(;|$)", c) for c in codes), "bold or reverse should remain")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

        coloured = Session(self)
        self.addCleanup(coloured.kill)
        coloured.start(coloured.folio_env() + [BINARY, tree])
        coloured.wait_text("a-directory")
        raw = coloured.tmux("capture-pane", "-p", "-e", "-t", coloured.target)
        self.assertRegex(raw, r"\x1b\[[0-9;]*34[;m]", "directories are blue when colours are allowed")


class Mouse(FolioTestCase):
    def click(self, x, y):
        # An xterm SGR mouse report (press then release), as a terminal sends it; 1-based.
        self.s.literal("\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (x, y, x, y))

    def test_mouse_is_opt_in_and_clicks_select_then_open(self):
        self.s.start(self.s.folio_env() + [BINARY, "--mouse"])
        self.s.wait_text(*ROOT_ROWS)
        self.click(5, 3)
        self.s.wait_text("2/3")
        self.click(5, 3)
        self.wait_bar("Folio", "Sample data")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()
        with open(self.s.raw, "rb") as f:
            recorded = f.read()
        on = [m.end() for m in re.finditer(rb"\x1b\[\?[0-9;]*1000[0-9;]*h", recorded)]
        off = [m.end() for m in re.finditer(rb"\x1b\[\?[0-9;]*1000[0-9;]*l", recorded)]
        self.assertTrue(on, "mouse reporting was asked for")
        self.assertTrue(off and off[-1] > on[-1], "mouse reporting is switched off at exit")


class ExternalPrograms(FolioTestCase):
    def test_pager_and_editor_run_on_the_terminal_and_folio_comes_back(self):
        tree = os.path.join(self.s.dir, "tree")
        os.makedirs(tree)
        with open(os.path.join(tree, "note with spaces.txt"), "w") as f:
            f.write("hello\n")
        log = os.path.join(self.s.dir, "ran")
        fake = os.path.join(self.s.dir, "fake-program")
        with open(fake, "w") as f:
            f.write('#!/bin/sh\nprintf "%%s|" "$0" "$@" >> %s\necho >> %s\necho "FAKE-PROGRAM-RUN-$(wc -l < %s)"\nread answer\n'
                    % (log, log, log))
        os.chmod(fake, 0o755)
        self.s.start(self.s.folio_env(extra={"PAGER": fake + " --pager-flag", "EDITOR": fake}) + [BINARY, tree])
        self.s.wait_text("note with spaces.txt")
        self.s.keys("o")
        self.s.wait_text("FAKE-PROGRAM-RUN-1")
        self.s.keys("Enter")
        self.s.wait_text("note with spaces.txt", "Kind: file")
        self.s.keys("e")
        self.s.wait_text("FAKE-PROGRAM-RUN-2")
        self.s.keys("Enter")
        self.s.wait_text("note with spaces.txt", "Kind: file")
        with open(log) as f:
            runs = f.read().splitlines()
        path = os.path.join(tree, "note with spaces.txt")
        self.assertEqual(runs, ["%s|--pager-flag|%s|" % (fake, path), "%s|%s|" % (fake, path)])
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()


def main():
    global BINARY
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(REPO_ROOT, ".build", "debug", "folio"))
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("-k", dest="patterns", action="append", default=[],
                        help="only run tests whose name contains this")
    args = parser.parse_args()
    binary = args.binary
    if not os.path.isabs(binary):
        binary = os.path.join(REPO_ROOT, binary) if not os.path.exists(binary) else binary
    BINARY = os.path.abspath(binary)

    loader = unittest.TestLoader()
    if args.patterns:
        loader.testNamePatterns = ["*%s*" % p for p in args.patterns]
    suite = loader.loadTestsFromModule(sys.modules[__name__])
    started = time.monotonic()
    runner = unittest.TextTestRunner(stream=sys.stdout, verbosity=2 if args.verbose else 1)
    result = runner.run(suite)
    sys.stdout.flush()
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    skipped = len(result.skipped)
    passed = result.testsRun - failed - skipped
    summary = "e2e: %d passed, %d failed" % (passed, failed)
    if skipped:
        summary += ", %d skipped" % skipped
    sys.stderr.flush()
    print("(%.1fs, binary %s)" % (time.monotonic() - started, BINARY))
    print(summary)
    return 1 if failed or result.testsRun == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
