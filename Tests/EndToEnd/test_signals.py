"""End-to-end tests of signals and hang-ups: whatever ends folio, the terminal is left as the
user had it (the same `stty -g`, the main screen, a visible cursor, keypad and mouse reporting
off) and folio's exit status names the signal that ended it.

folio runs under `run_and_record.py` (see there), which takes `stty -g` before and after, writes
how folio ended, and keeps the pane alive, so the pane's own modes are read after folio has gone.
The recording of folio's output is replayed into a fresh pane as well, as harness.py does.

Which signals: every catchable one whose default action ends the process (signal(7)). The quit
requests (SIGHUP, SIGINT, SIGQUIT, SIGTERM) go through the loop, so the place is saved before
folio ends by the signal; the others restore the terminal at once and re-raise. SIGPIPE is
ignored and is not in the matrix.
"""

import glob

from harness import *  # noqa: F401,F403
import harness

RECORDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "run_and_record.py")

QUIT_REQUESTS = [signal.SIGHUP, signal.SIGINT, signal.SIGQUIT, signal.SIGTERM]
ABRUPT = [signal.SIGILL, signal.SIGTRAP, signal.SIGABRT, signal.SIGBUS, signal.SIGFPE,
          signal.SIGUSR1, signal.SIGSEGV, signal.SIGUSR2, signal.SIGALRM, signal.SIGXCPU,
          signal.SIGXFSZ, signal.SIGVTALRM, signal.SIGPROF, signal.SIGSYS]
ABRUPT += [getattr(signal, name) for name in ("SIGSTKFLT", "SIGIO", "SIGPWR") if hasattr(signal, name)]
REAL_TIME = list(range(signal.SIGRTMIN, signal.SIGRTMAX + 1))
# Mouse reporting changes only what is written on the way out, the same for every abrupt signal:
# with --mouse, the real-time signals are tested at the two ends of their range.
WITH_MOUSE = set(QUIT_REQUESTS + ABRUPT + [signal.SIGRTMIN, signal.SIGRTMAX])
ABRUPT += REAL_TIME

# The pane's modes once folio has gone: main screen, cursor shown, keypad (cursor keys and
# numeric pad) in normal mode, no mouse reporting in any protocol (button-motion 1002 included).
MODES = ("#{alternate_on} #{cursor_flag} #{keypad_cursor_flag} #{keypad_flag} "
         "#{mouse_any_flag} #{mouse_sgr_flag} #{mouse_utf8_flag} #{mouse_button_flag}")
RESTORED = "0 1 0 0 0 0 0 0"
MODE_NAMES = "alternate_on cursor_flag keypad_cursor_flag keypad_flag mouse_any mouse_sgr mouse_utf8 mouse_button"


def signal_name(signum):
    if signal.SIGRTMIN <= signum <= signal.SIGRTMAX and signum not in (signal.SIGRTMIN, signal.SIGRTMAX):
        return "SIGRTMIN+%d" % (signum - signal.SIGRTMIN)
    return signal.Signals(signum).name


class RecordedFolio(FolioTestCase):
    """folio started under run_and_record.py, with helpers to judge how it ended."""

    def start_recorded(self, mouse=False):
        self.out = os.path.join(self.s.dir, "record")
        os.mkdir(self.out)
        argv = ["python3", RECORDER, self.out] + self.s.folio_env() + [harness.BINARY, "--guide"]
        if mouse:
            argv.append("--mouse")
        self.s.start(argv)
        self.s.wait_screen(lambda s: all(r in s for r in ROOT_ROWS), "the catalog's first screen")
        self.s.wait_frame()
        with open(os.path.join(self.out, "pid")) as f:
            self.folio = int(f.read())
        if mouse:
            self.assertEqual(self.s.display("#{mouse_any_flag}"), "1", "--mouse switches reporting on")
            self.assertEqual(self.s.display("#{mouse_button_flag}"), "1", "--mouse reports drags (1002)")
        self.assertEqual(self.s.display("#{alternate_on} #{cursor_flag}"), "1 0")

    def ending(self):
        """How folio ended: `signal N` or `exit N`."""
        return self.s.wait_file(os.path.join(self.out, "status"), "folio to end").decode()

    def saved_places(self):
        return glob.glob(os.path.join(self.s.dir, "state", "folio", "*.json"))

    def replayed_modes(self):
        """The modes a fresh pane is left in by everything folio wrote (the recording)."""
        self.s.tmux("new-window", "-d", "-t", "e2e:", "-n", "replay", "sh", "-c",
                    'while [ ! -e "$1" ]; do sleep 0.01; done; cat "$1"; '  # polls for the recording
                    'printf "\\033]2;replay-done\\007"; exec cat', "replay", self.s.raw)
        self.s.recording = False
        self.s.tmux("kill-pane", "-t", self.s.target)  # closes the recording
        self.s.wait(lambda: self.s.display("#{pane_title}", "e2e:replay") == "replay-done",
                    "the replay pane to finish replaying folio's output")
        return self.s.display(MODES, "e2e:replay")

    def assert_terminal_as_before(self, what):
        with open(os.path.join(self.out, "before")) as f:
            before = f.read()
        with open(os.path.join(self.out, "after")) as f:
            after = f.read()
        self.assertEqual(after, before, "stty -g differs after %s" % what)
        live = self.s.display(MODES)
        self.assertEqual(live, RESTORED, "pane modes after %s (%s)" % (what, MODE_NAMES))
        self.assertEqual(self.replayed_modes(), RESTORED,
                         "replayed output after %s leaves (%s)" % (what, MODE_NAMES))


class SignalMatrix(RecordedFolio):
    def check_signal(self, signum, mouse):
        self.start_recorded(mouse)
        if signum in QUIT_REQUESTS:
            self.s.keys("Down", "Enter")  # somewhere to save
            self.wait_bar("Folio", "Sample data")
        os.kill(self.folio, signum)
        name = signal_name(signum)
        self.assertEqual(self.ending(), "signal %d" % signum, "folio should end by %s" % name)
        self.assert_terminal_as_before(name)
        if signum in QUIT_REQUESTS:
            self.assertTrue(self.saved_places(), "a quit by %s saves the place first" % name)


def _add_matrix():
    for signum in QUIT_REQUESTS + ABRUPT:
        for mouse in (False, True) if signum in WITH_MOUSE else (False,):
            name = "test_%s%s" % (signal_name(signum).replace("+", "_plus_"), "_with_mouse" if mouse else "")
            setattr(SignalMatrix, name, lambda self, n=signum, m=mouse: self.check_signal(n, m))


_add_matrix()


class QuitKeysAndEscapes(RecordedFolio):
    def test_ctrl_backslash_quits_like_sigterm(self):
        """Ctrl-\\ stays the terminal's quit key: SIGQUIT is answered by the loop (place saved),
        the terminal restored, and folio ends by SIGQUIT without dumping core."""
        self.start_recorded(mouse=True)
        self.s.keys("Down", "Enter")
        self.wait_bar("Folio", "Sample data")
        self.s.tmux("send-keys", "-t", self.s.target, "-H", "1c")
        self.assertEqual(self.ending(), "signal %d" % signal.SIGQUIT)
        self.assert_terminal_as_before("Ctrl-\\")
        self.assertTrue(self.saved_places(), "Ctrl-\\ saves the place")

    def test_second_request_before_the_loop_answers_restores_and_ends_at_once(self):
        """The double Ctrl-C escape: two requests arrive before the loop can take the first
        (folio is stopped while they are sent), so the handler restores the user's modes
        exactly and ends folio at once, without saving."""
        self.start_recorded()
        os.kill(self.folio, signal.SIGSTOP)
        self.s.wait(lambda: open("/proc/%d/stat" % self.folio).read().rsplit(")", 1)[1].split()[0] == "T",
                    "folio to stop")
        os.kill(self.folio, signal.SIGINT)
        os.kill(self.folio, signal.SIGTERM)
        os.kill(self.folio, signal.SIGCONT)
        ending = self.ending()
        self.assertIn(ending, ("signal %d" % signal.SIGINT, "signal %d" % signal.SIGTERM))
        self.assert_terminal_as_before("two requests at once")
        self.assertEqual(self.saved_places(), [], "the emergency exit does not wait to save")

    def test_choose_still_prints_when_a_signal_ends_folio(self):
        """The path `--choose` prints is written before folio ends by the signal that quit it."""
        tree = os.path.join(self.s.dir, "tree")
        os.makedirs(os.path.join(tree, "alpha"))
        self.out = os.path.join(self.s.dir, "record")
        os.mkdir(self.out)
        chosen = os.path.join(self.s.dir, "chosen")
        self.s.start(["python3", RECORDER, self.out, "sh", "-c", 'exec "$@" >%s' % shlex.quote(chosen), "choose"]
                     + self.s.folio_env() + [harness.BINARY, "--choose", tree])
        self.s.wait_text("alpha")
        self.s.wait_frame()
        with open(os.path.join(self.out, "pid")) as f:
            os.kill(int(f.read()), signal.SIGTERM)
        self.assertEqual(self.ending(), "signal %d" % signal.SIGTERM)
        with open(chosen) as f:
            self.assertEqual(f.read().strip(), tree)
        self.assert_terminal_as_before("SIGTERM with --choose")

    def test_signals_ignored_at_start_stay_ignored(self):
        """As under `nohup`, or a shell without job control (where a stopped folio could never be
        resumed): what was ignored when folio started is not caught."""
        self.out = os.path.join(self.s.dir, "record")
        os.mkdir(self.out)
        self.s.start(["python3", RECORDER, self.out, "sh", "-c", 'trap "" USR1 HUP TSTP; exec "$@"', "ignoring"]
                     + self.s.folio_env() + [harness.BINARY, "--guide"])
        self.s.wait_screen(lambda s: all(r in s for r in ROOT_ROWS), "the catalog's first screen")
        with open(os.path.join(self.out, "pid")) as f:
            folio = int(f.read())
        os.kill(folio, signal.SIGUSR1)
        os.kill(folio, signal.SIGHUP)
        self.s.keys("C-z")
        self.s.keys("Down", "Enter")
        self.wait_bar("Folio", "Sample data")
        with open("/proc/%d/stat" % folio) as f:
            self.assertNotEqual(f.read().rsplit(")", 1)[1].split()[0], "T", "Ctrl-Z must not stop folio here")
        self.s.keys("Q")
        self.assertEqual(self.ending(), "exit 0")
        self.assert_terminal_as_before("Q after ignored signals")

    def test_sigpipe_is_ignored(self):
        self.start_recorded()
        os.kill(self.folio, signal.SIGPIPE)
        self.s.keys("Down", "Enter")
        self.wait_bar("Folio", "Sample data")
        self.s.keys("Q")
        self.assertEqual(self.ending(), "exit 0")
        self.assert_terminal_as_before("Q after a SIGPIPE")


class TerminalSetUp(RecordedFolio):
    def test_out_of_descriptors_is_a_message_and_the_terminal_is_untouched(self):
        """With too few file descriptors for its pipes, folio says which call failed and exits 1,
        instead of running with standard input (descriptor 0) as its wake-up pipe. Every limit
        from 4 up is tried until folio starts, so each set-up step meets the limit once."""
        failures = []
        for limit in range(4, 16):
            self.s.kill()
            self.s = Session(self)
            self.out = os.path.join(self.s.dir, "record")
            os.mkdir(self.out)
            limited = ["python3", "-c", "import os, resource, sys; "
                       "resource.setrlimit(resource.RLIMIT_NOFILE, (%d, %d)); "
                       "os.execv(sys.argv[1], sys.argv[1:])" % (limit, limit)]
            err = os.path.join(self.s.dir, "stderr")
            self.s.start(["python3", RECORDER, self.out, "sh", "-c", 'exec "$@" 2>%s' % shlex.quote(err),
                          "limited"] + self.s.folio_env() + limited + [harness.BINARY, "--guide"])
            status = os.path.join(self.out, "status")
            self.s.wait(lambda: os.path.exists(status) or self.s.frame() is not None,
                        "folio to start or to refuse with %d descriptors" % limit)
            if not os.path.exists(status):
                self.s.keys("Q")
                self.assertEqual(self.ending(), "exit 0")
                break
            with open(err) as f:
                message = f.read()
            self.assertEqual(self.ending(), "exit 1", "with %d descriptors: %r" % (limit, message))
            self.assertRegex(message, r"^folio: cannot set up the terminal: [^\n]+ failed: Too many open files; "
                             r"[^\n]*ulimit -n\)?\n$")
            self.assert_terminal_as_before("a refusal with %d descriptors" % limit)
            failures.append(message)
        else:
            self.fail("folio never started: %r" % failures)
        self.assertTrue(any("wake-up pipe" in m for m in failures), failures)
        self.assertTrue(any("signal pipe" in m for m in failures), failures)


def session_of(pid):
    with open("/proc/%d/stat" % pid) as f:
        return int(f.read().rsplit(")", 1)[1].split()[3])


def cpu_ticks(pid):
    """utime + stime of `pid` in clock ticks, or None once it is gone."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return int(fields[11]) + int(fields[12])


class HangUp(FolioTestCase):
    def test_terminal_gone_without_sighup_ends_folio(self):
        """The terminal closes under a session leader that does not pass SIGHUP on (as `make
        run` does): folio sees the hang-up on the terminal itself, saves its place and exits.

        On a hang-up the kernel signals only the session leader; the foreground process group
        hears of it only when the leader exits. `make` catches SIGHUP and waits for its children
        first, so folio never gets one. Here the leader is a `sh` that catches SIGHUP and waits
        the same way: tmux makes the pane's first process the session leader with the pane as
        its controlling terminal, so that `sh` is the `setsid sh -c '...'` wrapper (a literal
        `setsid` inside the pane would fork into a new session with no terminal at all).
        """
        marker = os.path.join(self.s.dir, "after-folio")
        script = 'trap ": like make, wait for the child" HUP; "$@"; echo $? > %s' % shlex.quote(marker)
        self.s.start(["sh", "-c", script, "make-like"] + self.s.folio_env() + [harness.BINARY, "--guide"])
        self.s.wait_screen(lambda s: all(r in s for r in ROOT_ROWS), "the catalog's first screen")
        leader = self.s.pid()
        self.assertEqual(session_of(leader), leader, "the wrapper shell leads the session")
        folio = [pid for pid in descendants(leader)
                 if os.path.realpath("/proc/%d/exe" % pid) == os.path.realpath(harness.BINARY)]
        self.assertEqual(len(folio), 1, "folio runs below the wrapper")
        folio = folio[0]
        self.assertNotEqual(session_of(folio), folio, "folio is not a session leader")
        self.s.keys("Down", "Enter")
        self.wait_bar("Folio", "Sample data")

        self.addCleanup(lambda: is_running(folio) and os.kill(folio, signal.SIGKILL))
        ticks_before = cpu_ticks(folio)
        self.s.tmux("kill-server")
        started = time.monotonic()
        ticks = [ticks_before]
        while is_running(folio) and time.monotonic() - started < 1.0:  # the deadline: one second
            ticks.append(cpu_ticks(folio) or ticks[-1])
            time.sleep(POLL)
        elapsed = time.monotonic() - started
        spent = (ticks[-1] - ticks_before) / os.sysconf("SC_CLK_TCK")
        self.assertFalse(is_running(folio),
                         "folio still runs %.1fs after its terminal went away (CPU %.2fs in that time)"
                         % (elapsed, spent))
        self.assertLess(spent, 0.5, "folio spun on the dead terminal: %.2fs of CPU in %.1fs" % (spent, elapsed))
        self.assertTrue(glob.glob(os.path.join(self.s.dir, "state", "folio", "*.json")),
                        "the hang-up goes through the quit path, which saves the place")
