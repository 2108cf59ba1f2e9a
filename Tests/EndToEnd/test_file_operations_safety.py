"""End-to-end: what issue 30 asks of file operations when things go wrong.

`kill -9` at several moments of a copy of a big file, of a directory of many files and of a move
across filesystems (/dev/shm is a tmpfs, the test folder is not): never a truncated file under a
final name, the move's source intact, and the next start removes the `.folio-partial-*` items and
says so. A full filesystem (a 1 MB tmpfs) and a read-only directory (folio run as `nobody`): a
message naming the file, no partial file. A volume's own `.Trash-$uid`, read back by `trash-list`.
Names as bytes (invalid UTF-8, a newline, a leading dash, quotes) through copy, move, bulk rename,
trash and the undo of each.
"""

import hashlib
import os
import shutil
import signal
import subprocess
import tempfile
import time
import unittest

from harness import *  # noqa: F401,F403
import harness

PARTIAL = b".folio-partial-"
BIG = 64 << 20
TRASH_LIST = shutil.which("trash-list")
RUNUSER = shutil.which("runuser")


def other_filesystem():
    """A private folder on /dev/shm when that is another filesystem than /tmp, else None."""
    if not os.path.isdir("/dev/shm"):
        return None
    folder = tempfile.mkdtemp(prefix="folio-e2e-", dir="/dev/shm")
    if os.stat(folder).st_dev == os.stat(tempfile.gettempdir()).st_dev:
        shutil.rmtree(folder)
        return None
    return folder


def write_big(path, size):
    """`size` bytes where every MB differs, so a truncated or shuffled copy shows."""
    block = os.urandom(1 << 20)
    with open(path, "wb") as f:
        for index in range(size >> 20):
            f.write(index.to_bytes(8, "big") + block[8:])


def digest(path):
    h = hashlib.sha1()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(8 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def partials(folder):
    return [n for n in os.listdir(os.fsencode(folder)) if n.startswith(PARTIAL)]


class FileOperationSafety(FolioTestCase):
    def setUp(self):
        super().setUp()
        self.shm = other_filesystem()
        if self.shm is not None:
            self.addCleanup(shutil.rmtree, self.shm, True)
        self.state = os.path.join(self.s.dir, "state")
        self.data = os.path.join(self.s.dir, "data")
        self.sessions = []

    def tearDown(self):
        for session in self.sessions:
            session.kill()
        super().tearDown()

    def restart(self, folder, extra=None, wrap=()):
        """A new folio on `folder` (the last one killed or quit), sharing the state folder."""
        session = harness.Session(self)
        self.sessions.append(session)
        env = dict({"XDG_STATE_HOME": self.state, "XDG_DATA_HOME": self.data}, **(extra or {}))
        session.start(list(wrap) + session.folio_env(extra=env) + [harness.BINARY, folder], record=False)
        return session

    def jump(self, session, folder):
        session.keys(":")
        session.literal(folder)
        session.keys("Enter")

    def kill_when(self, session, predicate, what):
        """Polls `predicate` (no sleep beyond the poll) and sends SIGKILL to folio when true."""
        pid = session.pid()
        deadline = time.monotonic() + harness.DEADLINE
        while not predicate():
            if time.monotonic() > deadline:
                raise AssertionError("timed out waiting for %s" % what)
            time.sleep(0.002)
        os.kill(pid, signal.SIGKILL)
        session.wait(lambda: not harness.is_running(pid), "folio to die")

    def assert_no_truncated_file(self, folder, name, size, expected):
        path = os.path.join(folder, name)
        if os.path.lexists(path):
            self.assertEqual(os.path.getsize(path), size, "a file under the final name is complete")
            self.assertEqual(digest(path), expected)

    def test_kill_9_during_copies_and_moves_leaves_no_truncated_file_and_the_next_start_cleans_up(self):
        if self.shm is None:
            self.skipTest("/dev/shm is not another filesystem here")
        source = os.path.join(self.shm, "src")
        os.makedirs(os.path.join(source, "many"))
        for index in range(1000):
            with open(os.path.join(source, "many", "f%04d" % index), "wb") as f:
                f.write(b"x" * 512)
        write_big(os.path.join(source, "big.bin"), BIG)
        write_big(os.path.join(source, "move.bin"), BIG)
        expected = {name: digest(os.path.join(source, name)) for name in ("big.bin", "move.bin")}
        target = os.path.join(self.s.dir, "dst")
        os.makedirs(target)
        # Rows in the source: many, big.bin, move.bin.
        moments = [
            ("j", "p", "big.bin", lambda: any(os.path.getsize(os.path.join(target, os.fsdecode(n))) > 0 for n in partials(target))),
            ("j", "p", "big.bin", lambda: any(os.path.getsize(os.path.join(target, os.fsdecode(n))) >= BIG // 2 for n in partials(target))),
            ("", "p", "many", lambda: any(len(os.listdir(os.path.join(target, os.fsdecode(n)))) >= 200 for n in partials(target))),
            ("jj", "P", "move.bin", lambda: any(os.path.getsize(os.path.join(target, os.fsdecode(n))) >= BIG // 3 for n in partials(target))),
        ]
        left = False
        for down, key, name, moment in moments:
            session = self.restart(source)
            if left:
                session.wait_text("Removed what an interrupted operation left")
                self.assertEqual(partials(target), [], "the next start removed the partial items")
            session.wait_text("big.bin")
            for _ in down:
                session.keys("j")
            session.keys("Space")
            session.wait_text("[1 marked]")
            self.jump(session, target)
            session.wait_text("dst")
            session.keys(key)
            self.kill_when(session, moment, "a partial copy of %s" % name)
            if name == "many":
                final = os.path.join(target, "many")
                if os.path.lexists(final):
                    self.assertEqual(len(os.listdir(final)), 1000, "a directory under its final name is complete")
            else:
                self.assert_no_truncated_file(target, name, BIG, expected[name])
            if key == "P":
                self.assertEqual(digest(os.path.join(source, name)), expected[name], "the move's source is intact")
            left = bool(partials(target))
            self.assertTrue(left or os.path.lexists(os.path.join(target, name)), "killed mid-way: something was left")
        session = self.restart(target)
        if left:
            session.wait_text("Removed what an interrupted operation left")
        session.wait(lambda: partials(target) == [], "the partial items to go")
        session.keys("Q")
        self.assertEqual(tuple(session.wait_dead()), ("0", ""))

    def mount_small(self):
        small = os.path.join(self.s.dir, "small")
        os.makedirs(small)
        result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "none", small],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if result.returncode != 0:
            self.skipTest("cannot mount a tmpfs here: %s" % result.stderr.decode(errors="replace"))
        self.addCleanup(subprocess.run, ["umount", "-l", small], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return small

    @unittest.skipIf(TRASH_LIST is None, "trash-cli is not installed (make test's deps install it)")
    def test_disk_full_names_the_file_and_a_volume_trash_is_read_back_by_trash_list(self):
        small = self.mount_small()
        source = os.path.join(self.s.dir, "src")
        os.makedirs(source)
        with open(os.path.join(source, "two-mb.bin"), "wb") as f:
            f.write(os.urandom(2 << 20))
        with open(os.path.join(small, "on volume.txt"), "wb") as f:
            f.write(b"v\n")
        session = self.restart(source)
        session.wait_text("two-mb.bin")
        session.keys("Space")
        session.wait_text("[1 marked]")
        self.jump(session, small)
        session.wait_text("on volume.txt")
        session.keys("p")
        # The failure is a question naming the file; Skip leaves it out.
        session.wait_text("“two-mb.bin”", "no space left on the device", "Retry", "Skip")
        session.keys("Down", "Enter")
        session.wait_text("two-mb.bin: no space left on the device")
        self.assertEqual(sorted(os.listdir(small)), ["on volume.txt"], "no partial file is left")
        # The item is on the tmpfs: it goes to that volume's own trash, never copied to the home one.
        session.keys("d")
        session.wait_text("Trashed 1 item (U to undo)")
        volume_trash = os.path.join(small, ".Trash-%d" % os.getuid())
        self.assertEqual(os.listdir(os.path.join(volume_trash, "files")), ["on volume.txt"])
        # trash-list finds the volume trashes on every mount point by itself.
        listed = subprocess.run([TRASH_LIST],
                                env={"XDG_DATA_HOME": self.data, "HOME": os.path.join(self.s.dir, "home"),
                                     "PATH": os.environ["PATH"]},
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True).stdout
        self.assertIn(b" " + os.path.join(small, "on volume.txt").encode() + b"\n", listed)
        session.keys("U")
        session.wait_text("Undone: trash on volume.txt")
        self.assertEqual(sorted(os.listdir(small)), [".Trash-%d" % os.getuid(), "on volume.txt"])
        session.keys("Q")
        self.assertEqual(tuple(session.wait_dead()), ("0", ""))

    @unittest.skipIf(RUNUSER is None or os.getuid() != 0, "needs root and runuser to run folio as nobody")
    def test_permission_denied_as_nobody_names_the_file_and_leaves_nothing(self):
        base = os.path.join(self.s.dir, "perm")
        for folder in ("mine", "locked"):
            os.makedirs(os.path.join(base, folder))
        with open(os.path.join(base, "mine", "note.txt"), "wb") as f:
            f.write(b"n\n")
        home = os.path.join(base, "home")
        os.makedirs(home)
        for path in (self.s.dir, base, os.path.join(base, "mine"), home):
            os.chmod(path, 0o777)
        os.chmod(os.path.join(base, "mine", "note.txt"), 0o666)
        os.chmod(os.path.join(base, "locked"), 0o755)  # root's: nobody cannot write in it
        self.state = os.path.join(home, "state")
        self.data = os.path.join(home, "data")
        session = self.restart(os.path.join(base, "mine"), extra={"HOME": home},
                               wrap=["sh", "-c", 'chown nobody "$(tty)" && exec runuser -u nobody -- "$@"', "as-nobody"])
        session.wait_text("note.txt")
        session.keys("Space")
        session.wait_text("[1 marked]")
        self.jump(session, os.path.join(base, "locked"))
        session.wait_text("locked")
        session.keys("p")
        session.wait_text("“note.txt” in locked", "permission denied", "Retry", "Skip")
        session.keys("Down", "Enter")
        session.wait_text("locked/note.txt: permission denied")
        self.assertEqual(os.listdir(os.path.join(base, "locked")), [], "no partial file")
        session.keys("Q")
        self.assertEqual(tuple(session.wait_dead()), ("0", ""))

    def mark(self, session, keys, count):
        """Clears the marks, goes to the top and presses `keys`, until the bar counts `count`
        marks: a list read again after an operation may put the selection back meanwhile."""
        want = "[%d marked]" % count
        for _ in range(5):
            session.keys("u", "g")
            session.settled_capture()
            session.keys(*keys)
            deadline = time.monotonic() + 2
            while time.monotonic() < deadline:
                if want in session.capture():
                    return
                time.sleep(harness.POLL)
        session.wait_text(want)

    def test_names_as_bytes_through_copy_move_bulk_rename_trash_and_undo(self):
        base = os.path.join(self.s.dir, "bytes").encode()
        src, dst = os.path.join(base, b"src"), os.path.join(base, b"dst")
        os.makedirs(src)
        os.makedirs(dst)
        names = [b"-dash.txt", b"bad \xff name.txt", b"new\nline.txt", b"q'uo\"te s.txt"]
        for name in names:
            with open(os.path.join(src, name), "wb") as f:
                f.write(name)
        editor = os.path.join(self.s.dir, "editor.sh")
        with open(editor, "w") as f:
            f.write("#!/bin/sh\nLC_ALL=C sed -i 's/^/re-/' \"$1\"\n")
        os.chmod(editor, 0o755)
        trash_files = os.path.join(self.data, "Trash", "files").encode()

        def listed(folder):
            return sorted(os.listdir(folder))

        def contents_intact(folder, expected):
            for name in expected:
                with open(os.path.join(folder, name), "rb") as f:
                    self.assertEqual(f.read(), name[3:] if name.startswith(b"re-") else name)

        session = self.restart(src.decode("utf-8", "surrogateescape"), extra={"VISUAL": editor, "EDITOR": editor})
        session.wait_text("dash.txt")
        self.mark(session, ["Space"] * 4, 4)
        self.jump(session, dst.decode())
        session.wait_text("dst")
        session.keys("p")
        session.wait_text("Copied 4 items (U to undo)")
        self.assertEqual(listed(dst), sorted(names))
        contents_intact(dst, names)
        session.keys("U")
        session.wait_text("Undone: copy 4 items")
        self.assertEqual(listed(dst), [])
        self.assertEqual(listed(trash_files), sorted(names))

        self.jump(session, src.decode("utf-8", "surrogateescape"))
        session.wait_text("dash.txt")
        self.mark(session, ["Space"] * 4, 4)
        self.jump(session, dst.decode())
        session.wait_text("dst")
        session.keys("P")
        session.wait_text("Moved 4 items (U to undo)")
        self.assertEqual((listed(src), listed(dst)), ([], sorted(names)))
        session.keys("U")
        session.wait_text("Undone: move 4 items")
        self.assertEqual((listed(src), listed(dst)), (sorted(names), []))
        contents_intact(src, names)

        self.jump(session, src.decode("utf-8", "surrogateescape"))
        session.wait_text("dash.txt")
        self.mark(session, ["Space"] * 4, 4)
        session.keys("R")
        session.wait_text("holds a newline")
        self.mark(session, ["Space", "Space", "j", "Space"], 3)
        session.keys("R")
        session.wait_text("Rename 3 items?")
        session.keys("Enter")
        session.wait_text("Renamed 3 items (U to undo)")
        renamed = sorted([b"re-" + n for n in names if b"\n" not in n] + [b"new\nline.txt"])
        self.assertEqual(listed(src), renamed)
        contents_intact(src, renamed)
        session.keys("U")
        session.wait_text("Undone: rename 3 items")
        self.assertEqual(listed(src), sorted(names))

        self.mark(session, ["Space"] * 4, 4)
        session.keys("d")
        session.wait_text("Trashed 4 items (U to undo)")
        self.assertEqual(listed(src), [])
        session.keys("U")
        session.wait_text("Undone: trash 4 items")
        self.assertEqual(listed(src), sorted(names))
        contents_intact(src, names)
        session.keys("Q")
        self.assertEqual(tuple(session.wait_dead()), ("0", ""))
