"""End-to-end tests of file previews: the external previewer (a fake slow one, a hanging one,
one that prints hostile escapes, and batcat when installed), gzip previews, and keys answered
while a preview is being made."""

import gzip
import os
import shutil
import stat

from harness import *  # noqa: F401,F403
import harness


def write_script(path, body):
    with open(path, "w") as f:
        f.write("#!/bin/sh\n" + body + "\n")
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)


def any_coloured(row_cells):
    """True when some cell of the row has a foreground colour."""
    return any(any(key == "fg" for key, _ in attrs) for _, attrs in row_cells)


class Previews(FolioTestCase):
    def make_dir(self, files):
        root = os.path.join(self.s.dir, "files")
        os.mkdir(root)
        for name, data in files.items():
            with open(os.path.join(root, name), "wb") as f:
                f.write(data if isinstance(data, bytes) else data.encode())
        return root

    def start_on(self, root, previewer=None, width=120, height=30):
        extra = {"FOLIO_PREVIEWER": previewer} if previewer else {}
        self.s.start(self.s.folio_env(extra=extra) + [harness.BINARY, "--no-restore", root], width, height)

    def test_slow_previewer_keys_keep_working_and_stale_previews_never_show(self):
        root = self.make_dir({"a.txt": "a", "b.txt": "b", "c.txt": "c"})
        slow = os.path.join(self.s.dir, "slow.sh")
        write_script(slow, 'sleep 1; printf "\\033[32mpreviewed %s\\033[0m\\n" "$(basename "$1")"')
        self.start_on(root, slow)
        self.s.wait_text("Loading…", "1/3")
        # The list answers at once while the previewer sleeps.
        self.s.keys("j")
        self.s.wait_text("2/3", "Loading…")
        self.s.keys("j")
        self.s.wait_text("3/3")
        screen = self.s.wait_text("previewed c.txt")
        self.assertNotIn("previewed a.txt", screen)
        self.assertNotIn("previewed b.txt", screen)
        # The previewer's colour became a cell style.
        cells = styled_cells(self.s.capture(styled=True))
        row = next(r for r in cells if "previewed c.txt" in "".join(ch for ch, _ in r))
        self.assertTrue(any_coloured(row), "the previewer's green is shown")

    def test_hanging_previewer_is_stopped_and_folios_preview_shown(self):
        root = self.make_dir({"notes.txt": "folio's own text"})
        hang = os.path.join(self.s.dir, "hang.sh")
        write_script(hang, "sleep 60")
        self.start_on(root, hang)
        self.s.wait_text("Loading…")
        self.s.keys("?")
        self.s.wait_text("Help")     # keys answered while the previewer hangs
        self.s.keys("Escape")
        self.s.wait_text("took longer than 2 s and was stopped", "folio's own text", timeout=15)

    def test_hostile_previewer_output_never_reaches_the_terminal(self):
        root = self.make_dir({"x.txt": "x"})
        evil = os.path.join(self.s.dir, "evil.sh")
        write_script(evil, r"printf '\033]2;owned\007\033[2J\033[H\033[?1049lsafe text\033[5;5Hmore\n'")
        self.start_on(root, evil)
        screen = self.s.wait_text("safe textmore")
        self.assertIn("x.txt", screen, "the list was not cleared")
        self.assertEqual(self.s.display("#{alternate_on}"), "1")
        self.assertNotEqual(self.s.display("#{pane_title}"), "owned")

    def test_failing_previewer_shows_its_error_and_folios_preview(self):
        root = self.make_dir({"x.txt": "folio's own text"})
        failing = os.path.join(self.s.dir, "fail.sh")
        write_script(failing, "echo 'no preview for this' >&2; exit 1")
        self.start_on(root, failing)
        self.s.wait_text("failed (exit status 1): no preview for this", "folio's own text")

    def test_gzip_previews_as_text_and_truncated_gzip_says_so(self):
        whole = gzip.compress("".join("line %d of the changelog\n" % i for i in range(2000)).encode())
        root = self.make_dir({"a-changelog.gz": whole, "b-cut.gz": whole[:len(whole) // 2]})
        self.start_on(root)
        self.s.wait_text("line 0 of the changelog", "line 5 of the changelog")
        self.s.keys("j")
        self.s.wait_text("Truncated gzip data", "│ 0000  1f 8b 08 00")  # 16 bytes a row, short offsets: 77 columns

    def test_batcat_as_previewer(self):
        batcat = shutil.which("batcat") or shutil.which("bat")
        if batcat is None:
            print("skipped: batcat is not installed (apt-get install bat)")
            self.skipTest("batcat is not installed")
        root = self.make_dir({"code.py": "def greet(name):\n    return 'hello ' + name  # says hello\n"})
        wrapper = os.path.join(self.s.dir, "bat.sh")
        write_script(wrapper, '%s --color=always --style=plain --paging=never -- "$1"' % batcat)
        self.start_on(root, wrapper)
        self.s.wait_text("def greet(name):", "# says hello")
        cells = styled_cells(self.s.capture(styled=True))
        row = next(r for r in cells if "def greet" in "".join(ch for ch, _ in r))
        self.assertTrue(any_coloured(row), "batcat's colours are shown")
        self.assertNotIn("\x1b", self.s.capture())
