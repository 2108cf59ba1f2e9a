"""End-to-end tests of a list that scrolls: rows that moved on the real terminal are the rows
the list holds, in order, after Downs and Ups past the edge of the screen (split and stacked)."""

import os
import re

from harness import *  # noqa: F401,F403

COUNT = 150


def name(index):
    """File names of equal shape (so name order is number order), wide characters included."""
    return "n%03d 北京 café %s" % (index, "数据" if index % 2 else "plain")


class ScrollingList(FolioTestCase):
    def make_folder(self):
        folder = os.path.join(self.s.dir, "many")
        os.mkdir(folder)
        for index in range(COUNT):
            with open(os.path.join(folder, name(index)), "w") as f:
                f.write("file %d\n" % index)
        return folder

    def shown_rows(self, screen):
        """The numbers of the rows the list shows, top to bottom (left column)."""
        numbers = []
        for line in screen.split("\n")[1:]:
            match = re.match(r"\s*\*?\s*n(\d{3}) ", line)
            if match:
                numbers.append(int(match.group(1)))
        return numbers

    def check(self, width, height, downs, ups):
        folder = self.make_folder()
        self.s.start_folio(args=("--no-restore", folder), width=width, height=height)
        self.s.wait_text(name(0)[:8])
        first = self.shown_rows(self.s.settled_capture(plain=True))
        visible = len(first)
        self.assertEqual(first, list(range(visible)), "the first screenful")
        selected = 0
        for step, (key, count) in enumerate([("Down", downs), ("Up", ups)]):
            for _ in range(count):
                self.s.keys(key)
            selected += count if key == "Down" else -count
            self.s.wait_text("%d/%d" % (selected + 1, COUNT))
            screen = self.s.settled_capture(plain=True)
            rows = self.shown_rows(screen)
            top = selected - visible + 1 if key == "Down" else selected
            self.assertEqual(rows, list(range(top, top + visible)),
                             "after %d %s keys the list should show rows %d to %d:\n%s"
                             % (count, key, top, top + visible - 1, screen))

    def test_split_layout_scrolls_down_and_up(self):
        self.check(120, 40, downs=70, ups=50)

    def test_stacked_layout_scrolls_down_and_up(self):
        self.check(60, 20, downs=40, ups=30)
