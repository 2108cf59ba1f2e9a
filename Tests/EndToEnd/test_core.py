"""End-to-end tests of the core: first screen, navigation, quitting, terminals,
resizes, suspend, help, browsing, installation, colours, mouse, external programs."""

from harness import *  # noqa: F401,F403
import harness


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

    def test_q_below_root_quits_and_the_place_reopens(self):
        self.open_folio()
        self.s.keys("Down", "Enter")
        self.wait_bar("Folio", "Sample data")
        self.s.keys("q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""), "q quits from anywhere, as in ranger, lf and nnn")
        self.s.assert_restored()
        again = Session(self)
        self.addCleanup(again.kill)
        again.dir, again.env = self.s.dir, self.s.env
        again.go = os.path.join(self.s.dir, "go2")
        again.raw = os.path.join(self.s.dir, "raw2")
        again.start_folio()
        again.wait_text("Reopened Folio › Sample data; --no-restore starts fresh")

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


class NoUsableTerminal(FolioTestCase):
    """TERM missing or unusable: exit 1, one `folio:` line on stderr, no escape codes anywhere."""

    def refuses(self, term, unset_term, must_mention):
        out = os.path.join(self.s.dir, "stdout")
        err = os.path.join(self.s.dir, "stderr")
        argv = self.s.folio_env(term=term, unset=("TERM",) if unset_term else ()) + [harness.BINARY]
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
        self.s.literal(" ".join(shlex.quote(a) for a in self.s.folio_env() + [harness.BINARY, "--guide"]))
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
        self.s.literal(" ".join(shlex.quote(a) for a in self.s.folio_env() + [harness.BINARY, "--guide"]))
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
        self.s.wait_text("Help", "Open", "Next row", "Go to a path")
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
        self.s.start(self.s.folio_env() + [harness.BINARY] + list(args), width, height, redirect)

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

        # Relaunch on the same root: the root, with the way down selected (as lf, ranger and nnn
        # start); '' goes to the place left (gamma, deep-two.txt selected), as the notice says.
        again = Session(self)
        self.addCleanup(again.kill)
        again.dir, again.env = self.s.dir, self.s.env
        again.go = os.path.join(self.s.dir, "go2")
        again.raw = os.path.join(self.s.dir, "raw2")
        again.start(again.folio_env() + [harness.BINARY, tree])
        again.wait_text("Last time you were in %s: '' goes back there" % os.path.join(tree, "alpha", "beta", "gamma"))
        again.wait_screen(lambda s: self.bar_shows(s, None, "tree") and "1/" in self.list_bar(s),
                          "the relaunch to show tree with alpha selected")
        again.literal("''")
        again.wait_screen(lambda s: self.bar_shows(s, None, "gamma") and "2/3" in s,
                          "'' to land in gamma with deep-two.txt selected")

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
        piped.start(["sh", "-c", 'printf \'[{"a": 1}, {"b": 2}]\' | "$@"', "sh"] + piped.folio_env() + [harness.BINARY, "-"])
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
        result = subprocess.run([harness.BINARY, os.path.join(self.s.dir, "nope")], capture_output=True,
                                env=self.s.env, timeout=DEADLINE)
        self.assertEqual(result.returncode, 2)
        self.assertIn(b"no such file or directory", result.stderr)
        self.assertNotIn(ESC, result.stdout + result.stderr)

    def test_permission_denied_is_a_message_and_the_browser_lives(self):
        if os.getuid() != 0 or shutil.which("setpriv") is None:
            self.skipTest("needs root and setpriv to run folio as an unprivileged user")
        # nobody must reach the binary and the tree, wherever the checkout and TMPDIR live (a
        # clone in a 0700 folder gave exit 126): both go in a fresh 0755 folder under /tmp.
        reach = tempfile.mkdtemp(prefix="folio-nobody-", dir="/tmp")
        self.addCleanup(shutil.rmtree, reach, True)
        os.chmod(reach, 0o755)
        binary = os.path.join(reach, "folio")
        shutil.copy2(harness.BINARY, binary)
        os.chmod(binary, 0o755)
        tree = os.path.join(reach, "tree")
        os.makedirs(os.path.join(tree, "locked"))
        with open(os.path.join(tree, "secret.txt"), "w") as f:
            f.write("hidden\n")
        os.chmod(os.path.join(tree, "locked"), 0)
        os.chmod(os.path.join(tree, "secret.txt"), 0)
        for folder in (self.s.dir, tree):
            os.chmod(folder, 0o777)
        drop = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
        self.s.start(drop + self.s.folio_env() + [binary, tree])
        self.s.wait_text("locked", "secret.txt")
        self.s.keys("Enter")
        self.s.wait_text("permission denied")
        self.s.keys("Left", "Down")
        self.s.wait_text("Cannot read: permission denied")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_stdin_that_is_a_terminal_is_refused(self):
        out = os.path.join(self.s.dir, "err")
        self.s.start(self.s.folio_env() + [harness.BINARY, "-"], redirect="2>%s" % shlex.quote(out))
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
        self.s.wait_text("Kind: file")  # the first Enter shows the file; a second one chooses it
        self.assertEqual(self.s.display("#{pane_dead}"), "0")
        self.s.keys("Enter")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        with open(out) as f:
            self.assertEqual(f.read(), os.path.join(tree, "readme.txt") + "\n")

    def test_non_utf8_locale_shows_ascii(self):
        self.s.start(self.s.folio_env(extra={"LANG": "C"}) + [harness.BINARY, "--guide"])
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
        result = self.run_binary(harness.BINARY, "--help")
        self.assertEqual(result.returncode, 0)
        self.assertIn(b"Usage: folio", result.stdout)
        self.assertIn(b"--layout auto|split|stack", result.stdout)
        result = self.run_binary(harness.BINARY, "--version")
        self.assertEqual(result.returncode, 0)
        self.assertRegex(result.stdout.decode(), r"^folio \d+\.\d+\.\d+\n$")
        result = self.run_binary(harness.BINARY, "--bogus")
        self.assertEqual(result.returncode, 2)
        self.assertIn(b"unknown option", result.stderr)

    def test_catalog_found_from_any_directory_and_from_an_install_prefix(self):
        # From the build tree, started in another directory.
        self.s.start(["sh", "-c", 'cd / && exec "$@"', "sh"] + self.s.folio_env() + [harness.BINARY, "--guide"])
        self.s.wait_text(*ROOT_ROWS)
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

        # From an installed layout (PREFIX/bin/folio, PREFIX/share/folio), as `make install` lays out.
        prefix = os.path.join(self.s.dir, "prefix")
        os.makedirs(os.path.join(prefix, "bin"))
        shutil.copy2(harness.BINARY, os.path.join(prefix, "bin", "folio"))
        shutil.copytree(os.path.join(REPO_ROOT, "Resources"), os.path.join(prefix, "share", "folio"))
        installed = Session(self)
        self.addCleanup(installed.kill)
        installed.start(["sh", "-c", 'cd / && exec "$@"', "sh"] + installed.folio_env() + [os.path.join(prefix, "bin", "folio"), "--guide"])
        installed.wait_text(*ROOT_ROWS)
        installed.keys("Q")
        self.assertEqual(tuple(installed.wait_dead()), ("0", ""))

    def test_missing_resources_give_a_message(self):
        lonely = os.path.join(self.s.dir, "lonely")
        os.makedirs(os.path.join(lonely, "bin"))
        shutil.copy2(harness.BINARY, os.path.join(lonely, "bin", "folio"))
        result = self.run_binary(os.path.join(lonely, "bin", "folio"), "--guide", cwd="/")
        self.assertEqual(result.returncode, 1)
        self.assertIn(b"cannot find the bundled catalog", result.stderr)
        self.assertNotIn(ESC, result.stdout + result.stderr)


class Colours(FolioTestCase):
    def test_no_color_drops_colours_but_keeps_attributes(self):
        tree = os.path.join(self.s.dir, "tree")
        os.makedirs(os.path.join(tree, "a-directory"))
        self.s.start(self.s.folio_env(extra={"NO_COLOR": "1"}) + [harness.BINARY, tree])
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
        coloured.start(coloured.folio_env() + [harness.BINARY, tree])
        coloured.wait_text("a-directory")
        raw = coloured.tmux("capture-pane", "-p", "-e", "-t", coloured.target)
        self.assertRegex(raw, r"\x1b\[[0-9;]*34[;m]", "directories are blue when colours are allowed")


class Mouse(FolioTestCase):
    def click(self, x, y):
        # An xterm SGR mouse report (press then release), as a terminal sends it; 1-based.
        self.s.literal("\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (x, y, x, y))

    def test_mouse_is_opt_in_and_clicks_select_then_open(self):
        self.s.start(self.s.folio_env() + [harness.BINARY, "--guide", "--mouse"])
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
        self.s.start(self.s.folio_env(extra={"PAGER": fake + " --pager-flag", "EDITOR": fake}) + [harness.BINARY, tree])
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

    def test_a_compressed_file_reaches_the_pager_decompressed(self):
        import gzip
        tree = os.path.join(self.s.dir, "tree")
        os.makedirs(tree)
        # Some 5 MB once decompressed: far more than a pipe holds, so gzip is still writing when
        # the pager stops reading.
        with gzip.open(os.path.join(tree, "changes.gz"), "wt") as f:
            f.write("".join("line %d of the changes\n" % i for i in range(250000)))
        paged = os.path.join(self.s.dir, "paged")
        pager = os.path.join(self.s.dir, "fake-pager")
        # Reads two lines of its input, as a pager quit at once does, and waits for Enter on the
        # terminal (its standard input is the pipe).
        with open(pager, "w") as f:
            f.write('#!/bin/sh\nhead -n 2 > %s\necho "FAKE-PAGER-READ"\nread answer < /dev/tty\n' % paged)
        os.chmod(pager, 0o755)
        self.s.start(self.s.folio_env(extra={"PAGER": pager}) + [harness.BINARY, tree])
        self.s.wait_text("changes.gz", "line 0 of the changes")
        self.s.keys("o")
        self.s.wait_text("FAKE-PAGER-READ")
        with open(paged) as f:
            self.assertEqual(f.read(), "line 0 of the changes\nline 1 of the changes\n", "the pager reads the text, not gzip's bytes")
        self.s.keys("Enter")
        self.s.wait_text("changes.gz", "Kind: file")
        # The decompressor, left writing into a pipe nobody reads, is ended and waited for.
        self.s.wait(lambda: not harness.descendants(self.s.pid()), "no process left under folio")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()
