"""End-to-end round trips and input paths (issue 28): bookmarks written in one run are read by
the next (so the next `m` adds to the file instead of replacing it), and --max-size applies to
standard input as it does to a file."""

import os

from harness import *  # noqa: F401,F403
import harness


class RoundTrips(FolioTestCase):
    def another_run(self, tag):
        """A second session sharing this test's HOME and state directory (a restart)."""
        other = Session(self)
        self.addCleanup(other.kill)
        other.dir, other.env = self.s.dir, self.s.env
        other.go, other.raw = os.path.join(self.s.dir, "go-" + tag), os.path.join(self.s.dir, "raw-" + tag)
        return other

    def test_bookmarks_survive_a_restart_and_the_next_mark_adds_to_them(self):
        # Mutant: bookmarks not read at start (after a restart they are gone, and the next
        # `m` overwrites the file with that one bookmark).
        root = os.path.join(self.s.dir, "tree")
        for name in ("one", "two"):
            os.makedirs(os.path.join(root, name))
            with open(os.path.join(root, name, "in-%s.txt" % name), "w") as f:
                f.write(name + "\n")
        one, two = os.path.join(root, "one"), os.path.join(root, "two")
        path = os.path.join(self.s.dir, "state", "folio", "bookmarks")

        self.s.start(self.s.folio_env() + [harness.BINARY, "--no-restore", one], width=100, height=12)
        self.s.wait_text("in-one.txt")
        self.s.keys("m", "a")
        self.s.wait_text("Bookmark a:")
        self.s.wait(lambda: os.path.exists(path) and open(path, "rb").read() == b"a %s\n" % one.encode(),
                    "the bookmarks file with a")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

        again = self.another_run("again")
        again.start(again.folio_env() + [harness.BINARY, "--no-restore", two], width=100, height=12)
        again.wait_text("in-two.txt")
        again.keys("m", "b")
        again.wait_text("Bookmark b:")
        expected = b"a %s\nb %s\n" % (one.encode(), two.encode())
        again.wait(lambda: open(path, "rb").read() == expected, "the bookmarks file with a and b (a kept)")
        again.keys("'", "a")
        again.wait_text("in-one.txt")
        again.keys("Q")
        self.assertEqual(tuple(again.wait_dead()), ("0", ""))
        with open(path, "rb") as f:
            self.assertEqual(f.read(), expected)

    def test_max_size_applies_to_standard_input_as_to_a_file(self):
        # Mutant: --max-size not applied to standard input (one option, two input paths).
        path = os.path.join(self.s.dir, "big.json")
        with open(path, "w") as f:
            f.write("[" + ",".join(str(n) for n in range(2000)) + "]")
        self.s.start_folio(args=("--no-restore", "--max-size", "1K", "-"), width=100, height=12,
                           redirect="< %s" % path)
        self.s.wait_text("standard input is larger than the", "1.0K limit for documents", "--max-size")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()

        roomy = self.another_run("roomy")
        roomy.start(roomy.folio_env() + [harness.BINARY, "--no-restore", "--max-size", "1M", "-"],
                    width=100, height=12, redirect="< %s" % path)
        roomy.wait_text("/2000")
        self.assertNotIn("limit", roomy.capture())
        roomy.keys("Q")
        self.assertEqual(tuple(roomy.wait_dead()), ("0", ""))
