"""End-to-end: a name is bytes from the directory read to every place it leaves the program. A
name that is not UTF-8, one holding a newline and one starting with `-` reach the pager, the
editor, OSC 52 and --choose exactly as the directory holds them."""

import os
import shlex
import stat
import subprocess

from harness import *  # noqa: F401,F403
import harness

BAD = b"bad_utf8_\xff\xfe.txt"
NEWLINE = b"new\nline.txt"
DASH = b"-rf.txt"


class NamesAsBytes(FolioTestCase):
    def folder(self, name):
        root = os.path.join(self.s.dir, "names").encode()
        os.makedirs(root, exist_ok=True)
        with open(os.path.join(root, name), "wb") as f:
            f.write(b"contents\n")
        return root

    def recorder(self):
        """A program that writes its arguments, each ended by NUL, to a file, then exits.

        The file appears whole (written beside it, then renamed): `> FILE` alone creates it
        empty before printf writes, and a test that saw it appear read nothing now and then.
        """
        record = os.path.join(self.s.dir, "argv")
        script = os.path.join(self.s.dir, "record-args")
        with open(script, "w") as f:
            f.write("#!/bin/sh\nfor a in \"$@\"; do printf '%%s\\0' \"$a\"; done > %s.part && mv %s.part %s\n"
                    % ((shlex.quote(record),) * 3))
        os.chmod(script, stat.S_IRWXU)
        return script, record

    def start_on(self, root, *args, extra=None, redirect=""):
        self.s.start(self.s.folio_env(extra=extra) + [harness.BINARY] + list(args) + [root.decode("utf-8", "surrogateescape")],
                     redirect=redirect)

    def pager_and_editor_get(self, name):
        script, record = self.recorder()
        root = self.folder(name)
        self.start_on(root, extra={"PAGER": script + " -R", "EDITOR": script})
        self.s.wait_text("contents")
        for key, expected in (("o", [b"-R", os.path.join(root, name)]), ("e", [os.path.join(root, name)])):
            self.s.keys(key)
            self.s.wait_file(record, "the program's record of its arguments")
            with open(record, "rb") as f:
                self.assertEqual(f.read().split(b"\0")[:-1], expected, key)
            os.unlink(record)
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_the_pager_and_the_editor_get_a_name_that_is_not_utf8(self):
        self.pager_and_editor_get(BAD)

    def test_the_pager_and_the_editor_get_a_name_with_a_newline(self):
        self.pager_and_editor_get(NEWLINE)

    def test_the_pager_and_the_editor_get_a_name_starting_with_a_dash(self):
        self.pager_and_editor_get(DASH)

    def test_osc52_carries_the_bytes(self):
        root = self.folder(BAD)
        self.start_on(root)
        self.s.tmux("set", "-g", "set-clipboard", "on")
        self.s.wait_text("contents")

        def buffer():
            result = subprocess.run(["tmux", "-L", self.s.socket, "-f", "/dev/null", "show-buffer"], env=self.s.env,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=10)
            return result.stdout

        self.s.keys("y")
        self.s.wait_text("Sent the path to the clipboard")
        self.s.wait(lambda: buffer() == os.path.join(root, BAD), "tmux's buffer to hold the path's bytes")
        self.s.keys("Y")
        self.s.wait(lambda: buffer() == BAD, "tmux's buffer to hold the name's bytes")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_choose_prints_the_bytes(self):
        out = os.path.join(self.s.dir, "chosen")
        root = self.folder(BAD)
        self.start_on(root, "--choose", redirect=">%s" % shlex.quote(out))
        self.s.wait_text("contents")
        self.s.keys("Enter")
        self.s.wait_text("Kind: file")
        self.s.keys("Enter")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        with open(out, "rb") as f:
            self.assertEqual(f.read(), os.path.join(root, BAD) + b"\n")

    def choose_a_name_with_a_newline(self, flag):
        out = os.path.join(self.s.dir, "chosen")
        err = os.path.join(self.s.dir, "err")
        root = self.folder(NEWLINE)
        self.start_on(root, flag, redirect=">%s 2>%s" % (shlex.quote(out), shlex.quote(err)))
        self.s.wait_text("contents")
        self.s.keys("Space")
        self.s.wait_text("*new^Jline.txt")
        self.s.keys("q")
        status = tuple(self.s.wait_dead())
        with open(out, "rb") as f:
            printed = f.read()
        with open(err, "rb") as f:
            message = f.read()
        return root, status, printed, message

    def test_choose_refuses_a_name_with_a_newline_on_a_line(self):
        _, status, printed, message = self.choose_a_name_with_a_newline("--choose")
        self.assertEqual(status, ("1", ""))
        self.assertEqual(printed, b"")
        self.assertIn(b"not printed, its name holds a newline (--choose0 prints it): ", message)
        self.assertIn(b"new^Jline.txt", message)

    def test_choose0_prints_a_name_with_a_newline(self):
        root, status, printed, message = self.choose_a_name_with_a_newline("--choose0")
        self.assertEqual(status, ("0", ""))
        self.assertEqual(printed, os.path.join(root, NEWLINE) + b"\0")
        self.assertEqual(message, b"")

    def test_a_document_named_by_bytes_opens_from_the_command_line(self):
        root = self.folder(b"x")
        path = os.path.join(root, b"doc_\xff.json")
        with open(path, "wb") as f:
            f.write(b'{"answer": 42}')
        self.start_on(path)
        self.s.wait_text("answer", "42")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
