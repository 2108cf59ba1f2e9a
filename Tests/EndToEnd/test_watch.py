"""End-to-end: the directories on screen watch themselves (inotify). Files created, removed,
renamed and written by another program appear, vanish, move and refresh without `r`."""

import os

from harness import *  # noqa: F401,F403
import harness


class DirectoryWatch(FolioTestCase):
    def test_the_screen_follows_touch_rm_mv_and_a_write_from_outside(self):
        root = os.path.join(self.s.dir, "watched")
        os.makedirs(root)
        for name in ("b.txt", "d.txt"):
            with open(os.path.join(root, name), "w") as f:
                f.write(name + "\n")
        self.s.start(self.s.folio_env() + [harness.BINARY, root])
        self.s.wait_text("b.txt", "d.txt", "1/2")
        open(os.path.join(root, "a.txt"), "w").close()  # touch
        # The new file is listed; the selection stays on b.txt (now the second row).
        self.s.wait_text("a.txt", "2/3")
        os.remove(os.path.join(root, "d.txt"))  # rm
        self.s.wait_screen(lambda s: "d.txt" not in s and "2/2" in s, "d.txt gone")
        os.rename(os.path.join(root, "a.txt"), os.path.join(root, "c.txt"))  # mv
        self.s.wait_screen(lambda s: "a.txt" not in s and "c.txt" in s and "1/2" in s, "a.txt moved to c.txt")
        # The selected file written in place: its preview follows.
        with open(os.path.join(root, "b.txt"), "w") as f:
            f.write("written by another program\n")
        self.s.wait_text("written by another program")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
