"""End-to-end tests of the everyday browser (issue 8) on the real binary in tmux: sort and
dotfiles, going anywhere, copying by OSC 52, marks with --choose0, LS_COLORS, the layout rule in
a tall window, restore rules, and the config file's key map as help shows it."""

import os
import re
import shlex
import subprocess
import time

from harness import *  # noqa: F401,F403
import harness


class EverydayBrowser(FolioTestCase):
    def tree(self):
        root = os.path.join(self.s.dir, "tree")
        os.makedirs(os.path.join(root, "sub", "inner"))
        sizes = {"b-middle.txt": 500, "a-big.txt": 5000, "c-small.txt": 1}
        for name, size in sizes.items():
            with open(os.path.join(root, name), "w") as f:
                f.write("x" * size)
        with open(os.path.join(root, ".dotfile"), "w") as f:
            f.write("hidden\n")
        with open(os.path.join(root, "sub", "note.txt"), "w") as f:
            f.write("a note\n")
        now = time.time()
        for name, age in (("a-big.txt", 3000), ("b-middle.txt", 2000), ("c-small.txt", 1000)):
            os.utime(os.path.join(root, name), (now - age, now - age))
        return root

    def start_on(self, *args, width=120, height=40, redirect="", extra=None):
        self.s.start(self.s.folio_env(extra=extra) + [harness.BINARY] + list(args), width, height, redirect)

    def list_rows(self, screen, count):
        """The first `count` row titles of the list column."""
        rows = screen.split("\n")[1:1 + count]
        return [r.split("│")[0].strip().split("  ")[0].lstrip("*").strip() for r in rows]

    def test_sort_and_dotfiles_reorder_the_real_list(self):
        root = self.tree()
        self.start_on(root)
        self.s.wait_text("a-big.txt", "c-small.txt")
        self.assertEqual(self.list_rows(self.s.capture(), 4), ["sub", "a-big.txt", "b-middle.txt", "c-small.txt"])
        self.s.keys("s", "s")  # name → size → time: newest first
        self.s.wait_text("Sort: time")
        self.s.wait_screen(lambda s: self.list_rows(s, 4) == ["sub", "c-small.txt", "b-middle.txt", "a-big.txt"],
                           "rows newest first")
        self.s.keys(".")
        self.s.wait_screen(lambda s: ".dotfile" in s, "dotfiles shown")
        self.s.keys("r")
        self.s.wait_screen(lambda s: ".dotfile" in s and self.list_rows(s, 3)[2] == "c-small.txt",
                           "refresh keeps the order and the dotfiles")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_reverse_from_the_config_then_s_capital_turns_it_back(self):
        root = self.tree()
        config_dir = os.path.join(self.s.dir, "home", ".config", "folio")
        os.makedirs(config_dir)
        with open(os.path.join(config_dir, "config"), "w") as f:
            f.write("sort = size\nreverse = on\n")
        self.start_on(root)
        self.s.wait_text("Sort: smallest")
        self.s.wait_screen(lambda s: self.list_rows(s, 4) == ["sub", "c-small.txt", "b-middle.txt", "a-big.txt"],
                           "rows smallest first, the directory still first")
        self.s.keys("S")
        self.s.wait_text("Sort: size")
        self.s.wait_screen(lambda s: self.list_rows(s, 4) == ["sub", "a-big.txt", "b-middle.txt", "c-small.txt"],
                           "S: largest first again")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_parent_home_jump_with_completion_and_the_previous_place(self):
        root = self.tree()
        self.start_on(os.path.join(root, "sub"))
        self.s.wait_text("note.txt")
        self.s.keys("h")
        self.wait_bar(None, "tree", showing=("a-big.txt",))
        self.s.keys(":")
        self.s.literal("su")
        self.s.keys("Tab")
        self.s.wait_text(":sub/")
        self.s.literal("in")
        self.s.keys("Tab")
        self.s.wait_text(":sub/inner/")
        self.s.keys("Enter")
        self.wait_bar(None, "inner", showing=("Empty",))
        self.s.keys("'", "'")
        self.wait_bar(None, "tree", showing=("a-big.txt",))
        self.s.keys(":")
        self.s.literal("/no/such/dir")
        self.s.keys("Enter")
        self.s.wait_text("Cannot open /no/such/dir")
        self.assertEqual(self.s.display("#{pane_dead}"), "0")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_tab_cycles_the_candidates_and_shift_tab_goes_back(self):
        root = self.tree()
        for name in ("lib-alpha", "lib-beta", "lib-gamma"):
            os.makedirs(os.path.join(root, name))
        self.start_on(root, width=60, height=20)
        self.s.wait_text("a-big.txt")
        self.s.keys(":")
        self.s.literal("li")
        self.s.keys("Tab")
        self.s.wait_text(":lib-\n", "Tab cycles: lib-alpha  lib-beta  lib-gamma")
        self.s.keys("Tab")
        self.s.wait_text(":lib-alpha/", "1/3: [lib-alpha]  lib-beta  lib-gamma")
        self.s.keys("BTab", "BTab")
        self.s.wait_text(":lib-beta/", "2/3: lib-alpha  [lib-beta]  lib-gamma")
        self.s.keys("Enter")
        self.wait_bar(None, "lib-beta", showing=("Empty",))
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_y_copies_the_path_by_osc52(self):
        root = self.tree()
        self.start_on(root)
        self.s.tmux("set", "-g", "set-clipboard", "on")
        self.s.wait_text("a-big.txt")
        self.s.keys("j", "y")
        self.s.wait_text("Sent the path to the clipboard")
        self.s.wait(lambda: self.s.tmux("show-buffer", check=False) == os.path.join(root, "a-big.txt"),
                    "tmux's buffer to hold the copied path")
        self.s.keys("Y")
        self.s.wait(lambda: self.s.tmux("show-buffer", check=False) == "a-big.txt", "the copied name")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_marks_are_chosen_nul_separated(self):
        root = self.tree()
        out = os.path.join(self.s.dir, "chosen")
        self.start_on("--choose0", root, redirect=">%s" % shlex.quote(out))
        self.s.wait_text("a-big.txt")
        self.s.keys("j", "Space", "j", "Space")
        self.s.wait_screen(lambda s: "*a-big.txt" in s and "*c-small.txt" in s, "two rows marked")
        self.s.keys("q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        with open(out, "rb") as f:
            chosen = f.read()
        self.assertEqual(chosen, (os.path.join(root, "a-big.txt") + "\0" + os.path.join(root, "c-small.txt") + "\0").encode())

    def test_ls_colors_colour_the_rows(self):
        root = self.tree()
        os.chmod(os.path.join(root, "c-small.txt"), 0o755)
        self.start_on(root, extra={"LS_COLORS": "di=01;34:ex=01;32:*.txt=35"})
        self.s.wait_text("a-big.txt")
        self.s.keys("j")  # move the selection off the directory row
        self.s.wait_text("2/4")
        cells = styled_cells(self.s.capture(styled=True))

        def style_of(name):
            for row in cells[1:6]:
                text = "".join(c for c, _ in row)
                if name in text:
                    return dict(row[text.index(name)][1])
            self.fail("%s not on screen" % name)
        self.assertEqual(style_of("sub").get("fg"), 34)
        self.assertTrue(style_of("sub").get(1), "directories bold")
        self.assertEqual(style_of("c-small.txt").get("fg"), 32, "executable wins over the extension")
        self.assertEqual(style_of("b-middle.txt").get("fg"), 35, "*.txt")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_a_tall_half_screen_window_keeps_the_list(self):
        root = self.tree()
        self.start_on(root, width=100, height=60)
        self.s.wait_screen(lambda s: "a-big.txt" in s and "│" in s.split("\n")[1], "the list beside the detail at 100x60")
        self.s.keys("j")
        self.s.wait_text("2/4")  # and the list has the keys
        self.s.tmux("resize-window", "-t", self.s.target, "-x", "85", "-y", "60")
        self.s.wait_screen(lambda s: s.split("\n")[0].startswith(" \\ Show list"), "the hidden list's button at 85x60")
        self.s.keys("h")
        self.s.wait_screen(lambda s: "a-big.txt" in s, "back at the detail's root reveals the list")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_no_restore_and_choose_leave_the_saved_place_alone(self):
        root = self.tree()
        self.start_on(root)
        self.s.wait_text("sub")
        self.s.keys("Enter")
        self.wait_bar("tree", "sub")
        self.s.keys("q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        state_dir = os.path.join(self.s.dir, "state", "folio")
        saved = {name: open(os.path.join(state_dir, name)).read() for name in os.listdir(state_dir)}
        for args in (["--no-restore"], ["--choose"]):
            again = Session(self)
            self.addCleanup(again.kill)
            again.dir, again.env = self.s.dir, self.s.env
            again.go = os.path.join(self.s.dir, "go-" + args[0])
            again.raw = os.path.join(self.s.dir, "raw-" + args[0])
            again.start(again.folio_env() + [harness.BINARY] + args + [root], redirect=">/dev/null")
            again.wait_screen(lambda s: self.bar_shows(s, None, "tree"), "a fresh start at the root with %s" % args)
            again.wait_text("a-big.txt")  # the rows are there: Enter has a row to open
            again.keys("Enter")  # go somewhere else, then quit
            again.wait_screen(lambda s: self.bar_shows(s, "tree", "sub"), "moved")
            again.keys("j", "q")
            again.wait_dead()
            now = {name: open(os.path.join(state_dir, name)).read() for name in os.listdir(state_dir)}
            self.assertEqual(now, saved, "%s must not overwrite the saved place" % args)
        # A plain start uses it: the starting directory with sub selected, sub offered to ''.
        last = Session(self)
        self.addCleanup(last.kill)
        last.dir, last.env = self.s.dir, self.s.env
        last.go, last.raw = os.path.join(self.s.dir, "go-last"), os.path.join(self.s.dir, "raw-last")
        last.start(last.folio_env() + [harness.BINARY, root])
        last.wait_text("Last time you were in %s: '' goes back there" % os.path.join(root, "sub"))

    def test_the_config_file_maps_keys_and_help_shows_them(self):
        root = self.tree()
        config_dir = os.path.join(self.s.dir, "home", ".config", "folio")
        os.makedirs(config_dir)
        with open(os.path.join(config_dir, "config"), "w") as f:
            f.write("# my keys\nmap x down\nunmap j\nsort = size\nbogus = 1\n")
        self.start_on(root)
        self.s.wait_text("config:5: unknown option 'bogus'")  # named with its line, and skipped
        self.s.keys("x")  # a key clears the notice row, where the toolbar is
        self.s.wait_text("Sort: size")
        self.s.wait_text("2/4")
        self.s.keys("j")  # unbound: nothing moves
        self.s.keys("?")
        self.s.wait_screen(lambda s: re.search(r"Down/x\s+Next row", s) is not None, "help lists x, not j, for Next row")
        self.s.keys("Escape")  # alone: Esc followed at once by a key would read as Alt+key
        self.s.wait_screen(lambda s: "Next row" not in s, "help to close")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        printed = subprocess.run(self.s.folio_env() + [harness.BINARY, "--print-config"],
                                 capture_output=True, timeout=DEADLINE)
        self.assertEqual(printed.returncode, 0)
        self.assertIn(b"sort = size", printed.stdout)
        self.assertIn(b"map x down", printed.stdout)

    def test_a_mapped_control_key_moves_in_the_filter_and_map_minus_parent_goes_up(self):
        """Issue 26, bugs 4 and 5, with the config file of the report."""
        root = self.tree()
        config_dir = os.path.join(self.s.dir, "home", ".config", "folio")
        os.makedirs(config_dir)
        with open(os.path.join(config_dir, "config"), "w") as f:
            f.write("map - parent\nmap ctrl-n down\n")
        self.start_on(root)
        self.s.wait_text("a-big.txt")
        self.s.keys("/", "b")
        self.s.wait_text("1/3 of 4")  # sub, a-big.txt, b-middle.txt
        self.s.keys("C-n")
        self.s.wait_text("2/3 of 4")
        screen = self.s.capture()
        self.assertIn(" /b ", screen + " ")
        self.assertNotIn("/bj", screen)  # Ctrl-N moved; it was once typed as j
        self.s.keys("Escape")
        self.s.wait_screen(lambda s: "of 4" not in s, "the filter to clear")
        self.s.keys("-")  # the parent of the tree, the tree selected
        self.s.wait_text("home")
        self.s.keys("l")
        self.s.wait_text("a-big.txt")  # l opened what - left selected: the tree again

    def test_open_with_runs_the_opener_on_the_terminal_and_comes_back(self):
        root = self.tree()
        log = os.path.join(self.s.dir, "opener.log")
        opener = os.path.join(self.s.dir, "fake-open")
        with open(opener, "w") as f:
            f.write('#!/bin/sh\nprintf "%%s|" "$@" >> %s\necho >> %s\ntest -t 0 && test -t 1 && echo tty >> %s\n'
                    % ((shlex.quote(log),) * 3))
        os.chmod(opener, 0o755)
        self.start_on(root, extra={"FOLIO_OPENER": opener + " --new-window"})
        self.s.wait_text("a-big.txt")
        self.s.keys("j", "O")
        self.s.wait(lambda: os.path.exists(log) and "tty" in open(log).read(), "the opener to run on the terminal")
        self.s.wait_text("a-big.txt")  # folio repaints and keeps answering
        self.s.keys("j")
        self.s.wait_text("3/4")
        with open(log) as f:
            self.assertEqual(f.read().splitlines()[0], "--new-window|%s|" % os.path.join(root, "a-big.txt"))
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
