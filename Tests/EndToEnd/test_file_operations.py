"""End-to-end: `d` trashes into the freedesktop.org trash, which `trash-list` reads back, and
`U` restores it. (trash-cli itself cannot read a name that is not UTF-8: the bytes of names are
checked by FileOperationScreenTests.)"""

import os
import re
import shutil
import subprocess
import tempfile
import unittest

from harness import *  # noqa: F401,F403
import harness

TRASH_LIST = shutil.which("trash-list")


class FileOperations(FolioTestCase):
    @unittest.skipIf(TRASH_LIST is None, "trash-cli is not installed (make test's deps install it)")
    def test_trash_is_read_back_by_trash_list_and_undo_restores(self):
        root = os.path.join(self.s.dir, "files").encode()
        data = os.path.join(self.s.dir, "data")
        os.makedirs(root)
        name = "report é 2024.txt".encode()
        with open(os.path.join(root, name), "wb") as f:
            f.write(b"keep me\n")
        with open(os.path.join(root, b"z.txt"), "wb") as f:
            f.write(b"z\n")
        env = self.s.folio_env(extra={"XDG_DATA_HOME": data})
        self.s.start(env + [harness.BINARY, root.decode("utf-8", "surrogateescape")])
        self.s.wait_text("z.txt")
        self.s.keys("d")
        self.s.wait_text("Trashed 1 item (U to undo)")
        self.assertFalse(os.path.exists(os.path.join(root, name)))
        listed = subprocess.run([TRASH_LIST], env={"XDG_DATA_HOME": data, "HOME": os.path.join(self.s.dir, "home"),
                                                   "PATH": os.environ["PATH"]},
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True).stdout
        self.assertRegex(listed, rb"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d " + re.escape(os.path.join(root, name)) + rb"\n$")
        self.s.keys("U")
        self.s.wait_text("Undone: trash report")
        with open(os.path.join(root, name), "rb") as f:
            self.assertEqual(f.read(), b"keep me\n")
        self.assertEqual(os.listdir(os.path.join(data, "Trash", "info")), [])
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_paste_asks_on_a_conflict_keeps_both_undoes_and_quitting_mid_copy_asks(self):
        # On /dev/shm: the slow copy below (a sparse 4 GB file) never touches the disk.
        root = tempfile.mkdtemp(prefix="folio-e2e-ops-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
        self.addCleanup(shutil.rmtree, root, True)
        # The home trash, made, on the same filesystem: the copy's undo goes there, not to
        # /dev/shm/.Trash-$uid (which trash-list would show other tests).
        data = os.path.join(root, "data")
        os.makedirs(os.path.join(data, "Trash"))
        for folder, text in (("src", "new\n"), ("dst", "old\n")):
            os.makedirs(os.path.join(root, folder))
            with open(os.path.join(root, folder, "a.txt"), "w") as f:
                f.write(text)
        os.makedirs(os.path.join(root, "src", "big"))
        with open(os.path.join(root, "src", "big", "big.iso"), "wb") as f:
            f.truncate(4 << 30)
        self.s.start(self.s.folio_env(extra={"XDG_DATA_HOME": data}) + [harness.BINARY, root])
        self.s.wait_text("src")
        self.s.keys("j", "j", "l")
        self.s.wait_text("a.txt", "src")
        self.s.keys("j", "Space", "h")
        self.s.wait_text("[1 marked]")
        self.s.keys("k", "l")
        self.s.wait_text("dst")
        self.s.keys("p")
        self.s.wait_text("“a.txt” is already in dst", "Keep both", "Overwrite, for all", "Skip, for all")
        self.s.keys("Enter")
        self.s.wait_text("Copied a.txt (U to undo)")
        dst = os.path.join(root, "dst")
        self.assertEqual(sorted(os.listdir(dst)), ["a (1).txt", "a.txt"])
        with open(os.path.join(dst, "a (1).txt")) as f:
            self.assertEqual(f.read(), "new\n")
        with open(os.path.join(dst, "a.txt")) as f:
            self.assertEqual(f.read(), "old\n")
        self.s.keys("U")
        self.s.wait_text("Undone: copy a.txt")
        self.assertEqual(os.listdir(dst), ["a.txt"])
        self.assertEqual(os.listdir(os.path.join(data, "Trash", "files")), ["a (1).txt"])
        # A slow copy: its progress shows, and q asks before quitting; quit and cancel leaves
        # no partial file.
        self.s.keys("h", "j", "l")
        self.s.wait_text("big", "a.txt")
        self.s.keys("l")
        self.s.wait_text("big.iso")
        self.s.keys("Space", "h", "h", "k", "l")
        self.s.wait_text("dst", "[1 marked]")
        self.s.keys("p")
        self.s.wait_text("Copying 0/1 file", "of 4.0G", "left: big.iso")
        self.s.keys("q")
        self.s.wait_text("Quit while copying runs?", "Keep working", "Quit and cancel")
        self.s.keys("Down", "Enter")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.assertEqual(os.listdir(dst), ["a.txt"], "no partial file is left")

    def test_a_shell_command_runs_in_the_directory_with_the_marks_as_arguments(self):
        root = os.path.join(self.s.dir, "sh").encode()
        os.makedirs(root)
        names = [b"-dash.txt", b"odd \xff name.txt"]
        for name in names:
            with open(os.path.join(root, name), "wb") as f:
                f.write(b"x\n")
        self.s.start(self.s.folio_env() + [harness.BINARY, root.decode("utf-8", "surrogateescape")])
        self.s.wait_text("dash.txt")
        self.s.keys("Space", "Space", "!")
        self.s.literal("printf '%s\\0' \"$PWD\" \"$@\" > args.out")
        self.s.keys("Enter")
        self.s.wait_text("Enter returns to folio")
        self.s.keys("Enter")
        self.s.wait_text("args.out")
        with open(os.path.join(root, b"args.out"), "rb") as f:
            self.assertEqual(f.read().split(b"\0")[:-1], [root] + [os.path.join(root, name) for name in names])
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
