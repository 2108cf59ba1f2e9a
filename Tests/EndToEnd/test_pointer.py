"""End-to-end tests of the pointer (issue 12): with --mouse, button-motion reports (1002) are on
while folio runs and off after it; dragging the divider by SGR mouse reports moves it, within
the split's limits, and the width is kept in the saved place across a restart; a click on the
back button pops."""

import json
import os
import shlex

from harness import *  # noqa: F401,F403
import harness


def divider_column(screen):
    """The column of the split's divider on the list's first row, or None."""
    rows = screen.split("\n")
    if len(rows) < 3:
        return None
    column = rows[2].find("│")
    return column if column >= 0 else None


class Pointer(FolioTestCase):
    def tree(self):
        root = os.path.join(self.s.dir, "tree")
        os.makedirs(os.path.join(root, "sub"))
        for name in ("alpha.txt", "beta.txt"):
            with open(os.path.join(root, "sub", name), "w") as f:
                f.write(name + "\n")
        return root

    # SGR reports are 1-based, and the final letter says press or motion (M) or release (m).
    def press(self, column, row):
        self.s.literal("\x1b[<0;%d;%dM" % (column + 1, row + 1))

    def motion(self, column, row):
        self.s.literal("\x1b[<32;%d;%dM" % (column + 1, row + 1))

    def release(self, column, row):
        self.s.literal("\x1b[<0;%d;%dm" % (column + 1, row + 1))

    def wait_divider(self, column):
        return self.s.wait_screen(lambda s: divider_column(s) == column, "the divider at column %d" % column)

    def test_a_divider_drag_sets_the_width_within_limits_and_survives_a_restart(self):
        root = self.tree()
        self.s.start(self.s.folio_env() + [harness.BINARY, "--mouse", root])
        self.s.wait_text("sub")
        start = divider_column(self.wait_divider(42))
        self.assertEqual(self.s.display("#{mouse_button_flag} #{mouse_sgr_flag}"), "1 1",
                         "--mouse reports motion with a button held (1002), in SGR form (1006)")
        self.press(start, 10)
        self.motion(start + 5, 10)
        self.motion(start + 13, 11)
        self.release(start + 13, 11)
        self.wait_divider(55)
        # Far to the left: the list keeps its minimum of 24 columns. The whole drag arrives in
        # one read, as from a fast hand: the press must not be lost behind its motions.
        self.s.literal("\x1b[<0;56;21M\x1b[<32;31;21M\x1b[<32;4;21M\x1b[<0;4;21m")
        self.wait_divider(24)
        self.s.keys("q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        state_dir = os.path.join(self.s.dir, "state", "folio")
        [name] = os.listdir(state_dir)
        with open(os.path.join(state_dir, name)) as f:
            self.assertEqual(json.load(f)["archive"]["browser"].get("columnWidth"), "24")
        recorded = self.s.recorded_output()
        on = recorded.rfind(b"\x1b[?1002h")
        off = recorded.rfind(b"\x1b[?1002l")
        self.assertGreaterEqual(on, 0, "button-motion reports were asked for")
        self.assertGreater(off, on, "button-motion reports are switched off at exit")

        again = Session(self)
        self.addCleanup(again.kill)
        again.dir, again.env = self.s.dir, self.s.env
        again.go, again.raw = os.path.join(self.s.dir, "go-again"), os.path.join(self.s.dir, "raw-again")
        again.start(again.folio_env() + [harness.BINARY, "--mouse", root])
        again.wait_text("sub")
        again.wait_screen(lambda s: divider_column(s) == 24, "the restored divider at column 24")
        again.keys("Q")
        self.assertEqual(tuple(again.wait_dead()), ("0", ""))

    def test_without_a_drag_the_width_is_not_saved_and_a_click_on_back_pops(self):
        root = self.tree()
        self.s.start(self.s.folio_env() + [harness.BINARY, "--mouse", root])
        self.s.wait_text("sub")
        self.s.keys("Enter")
        self.s.wait_text("alpha.txt")
        screen = self.s.wait_screen(lambda s: "‹ tree" in s.split("\n")[0], "the back button to the root")
        back = screen.split("\n")[0].index("‹")
        # Press and release together: ncurses merges them into one click.
        self.s.literal("\x1b[<0;%d;1M\x1b[<0;%d;1m" % (back + 2, back + 2))
        self.s.wait_screen(lambda s: "‹" not in s.split("\n")[0].split("│")[0] and "sub" in s,
                           "the list back at its root")
        self.s.keys("q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        state_dir = os.path.join(self.s.dir, "state", "folio")
        [name] = os.listdir(state_dir)
        with open(os.path.join(state_dir, name)) as f:
            self.assertNotIn("columnWidth", json.load(f)["archive"].get("browser", {}))

    def test_a_drag_from_the_left_edge_of_a_pushed_list_pops_it(self):
        root = self.tree()
        self.s.start(self.s.folio_env() + [harness.BINARY, "--mouse", root])
        self.s.wait_text("sub")
        self.s.keys("Enter")
        self.s.wait_screen(lambda s: "‹ tree" in s.split("\n")[0], "the pushed list with its back button")
        self.press(0, 8)
        self.motion(6, 8)
        self.motion(20, 8)
        self.release(20, 8)
        self.s.wait_screen(lambda s: "‹" not in s.split("\n")[0].split("│")[0] and "sub" in s,
                           "the list popped by the swipe")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_button_motion_reports_are_off_while_stopped_and_back_after_fg(self):
        root = self.tree()
        self.s.start_shell()
        self.s.literal(" ".join(shlex.quote(a) for a in self.s.folio_env() + [harness.BINARY, "--mouse", root]))
        self.s.keys("Enter")
        self.s.wait_text("sub")
        self.s.wait(lambda: self.s.display("#{mouse_button_flag}") == "1", "button-motion reports on")
        self.s.keys("C-z")
        self.s.wait_text("Stopped")
        self.s.wait(lambda: self.s.display("#{mouse_any_flag} #{mouse_button_flag}") == "0 0",
                    "no mouse reports while the shell has the terminal")
        self.s.literal("fg")
        self.s.keys("Enter")
        self.s.wait(lambda: self.s.display("#{mouse_button_flag} #{mouse_sgr_flag}") == "1 1",
                    "button-motion reports on again after fg")
        start = divider_column(self.wait_divider(42))
        self.press(start, 10)
        self.motion(start + 8, 10)
        self.release(start + 8, 10)
        self.wait_divider(50)
        self.s.keys("Q")
        self.s.wait_text("e2e$")
        self.s.wait(lambda: self.s.display("#{mouse_any_flag} #{mouse_button_flag}") == "0 0",
                    "no mouse reports after Q")
