"""End-to-end: `d` trashes into the freedesktop.org trash, which `trash-list` reads back, and
`U` restores it. (trash-cli itself cannot read a name that is not UTF-8: the bytes of names are
checked by FileOperationScreenTests.)"""

import os
import re
import shutil
import subprocess
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

    def test_paste_copies_keeping_both_and_undo_trashes_the_copy(self):
        root = os.path.join(self.s.dir, "tree")
        data = os.path.join(self.s.dir, "data")
        for folder, text in (("src", "new\n"), ("dst", "old\n")):
            os.makedirs(os.path.join(root, folder))
            with open(os.path.join(root, folder, "a.txt"), "w") as f:
                f.write(text)
        self.s.start(self.s.folio_env(extra={"XDG_DATA_HOME": data}) + [harness.BINARY, root])
        self.s.wait_text("src")
        self.s.keys("j", "l")
        self.s.wait_text("a.txt", "src")
        self.s.keys("Space", "h")
        self.s.wait_text("[1 marked]")
        self.s.keys("k", "l")
        self.s.wait_text("dst")
        self.s.keys("p")
        self.s.wait_text("Copied a.txt (U to undo)")
        dst = os.path.join(root, "dst")
        self.assertEqual(sorted(os.listdir(dst)), ["a (1).txt", "a.txt"])
        with open(os.path.join(dst, "a (1).txt")) as f:
            self.assertEqual(f.read(), "new\n")
        self.s.keys("U")
        self.s.wait_text("Undone: copy a.txt")
        self.assertEqual(os.listdir(dst), ["a.txt"])
        self.assertEqual(os.listdir(os.path.join(data, "Trash", "files")), ["a (1).txt"])
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

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
