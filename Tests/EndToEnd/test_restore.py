"""End-to-end tests of the saved place as FolioKit's restoration archive (issue 9): the file is
version 2, a version-1 file from an older Folio is named in a notice and replaced at the next
quit, and the place reopens from it."""

import json
import os

from harness import *  # noqa: F401,F403
import harness


class RestorationArchive(FolioTestCase):
    def test_a_version_one_file_gives_a_notice_then_the_next_quit_writes_version_two(self):
        root = os.path.join(self.s.dir, "tree")
        os.makedirs(os.path.join(root, "sub"))
        with open(os.path.join(root, "sub", "note.txt"), "w") as f:
            f.write("a note\n")
        self.s.start(self.s.folio_env() + [harness.BINARY, root])
        self.s.wait_text("sub")
        self.s.keys("Enter")
        # The detail shows the note's text only once sub's list has loaded with note.txt selected
        # (its name alone is already in sub's summary before Enter: waiting on it raced the load).
        self.s.wait_text("note.txt", "a note")
        self.s.keys("q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        state_dir = os.path.join(self.s.dir, "state", "folio")
        [name] = os.listdir(state_dir)
        path = os.path.join(state_dir, name)
        with open(path) as f:
            saved = json.load(f)
        self.assertEqual(saved["version"], 2)
        self.assertEqual(saved["archive"]["browser/list"],
                         {"kit.stack.count": "2", "kit.stack.0": "root", "kit.stack.1": "sub"})
        self.assertEqual(saved["archive"]["browser/list/sub"], {"kit.list.selection": "note.txt"})

        with open(path, "w") as f:
            json.dump({"opened": ["sub"], "selected": "note.txt", "version": 1}, f)
        old = Session(self)
        self.addCleanup(old.kill)
        old.dir, old.env = self.s.dir, self.s.env
        old.go, old.raw = os.path.join(self.s.dir, "go-old"), os.path.join(self.s.dir, "raw-old")
        old.start(old.folio_env() + [harness.BINARY, root])
        old.wait_text("ignored the saved place", "unknown format version")
        # The notice can come before the root's rows (the list reads on its worker): wait for
        # the root's bar to count them, and fail if it shows anything but a fresh start.
        top_bar = lambda screen: screen.split("\n")[0].split("│")[0].split()
        old.wait_screen(lambda screen: top_bar(screen) != ["tree", "0/0"], "the root's rows")
        self.assertEqual(top_bar(old.capture()), ["tree", "1/1"], "a fresh start at the root")
        old.keys("Enter")
        old.wait_text("note.txt")
        old.keys("q")
        self.assertEqual(tuple(old.wait_dead()), ("0", ""))
        with open(path) as f:
            self.assertEqual(json.load(f)["version"], 2)

        last = Session(self)
        self.addCleanup(last.kill)
        last.dir, last.env = self.s.dir, self.s.env
        last.go, last.raw = os.path.join(self.s.dir, "go-last"), os.path.join(self.s.dir, "raw-last")
        last.start(last.folio_env() + [harness.BINARY, root])
        # A directory starts as itself; the place left is offered to '' (issue 26).
        last.wait_text("Last time you were in %s: '' goes back there" % os.path.join(root, "sub"))
        last.keys("Q")
        self.assertEqual(tuple(last.wait_dead()), ("0", ""))
