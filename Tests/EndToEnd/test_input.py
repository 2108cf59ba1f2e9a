"""End-to-end: folio reads what the terminal sends whole (FolioTerminal's InputDecoder), and
every key in it counts, whichever form and however the writes cut it.

Each test writes raw bytes into the pane with `send-keys -H`, so the bytes are exactly the ones
named (tmux's own key names would pick one form for us)."""

import os

from harness import *  # noqa: F401,F403


class WholeInput(FolioTestCase):
    def open_five(self, **extra):
        """folio on a folder of five files, at the first; returns the folder."""
        folder = os.path.join(self.s.dir, "five")
        os.makedirs(folder)
        for n in range(1, 6):
            with open(os.path.join(folder, "file-%d.txt" % n), "w") as f:
                f.write("file %d\n" % n)
        self.s.start_folio(args=(folder,), extra=extra or None)
        self.s.wait_text("1/5")
        return folder

    def send_bytes(self, *hex_bytes):
        self.s.tmux("send-keys", "-t", self.s.target, "-H", *hex_bytes)

    def test_both_cursor_forms_move_the_selection(self):
        self.open_five()
        self.send_bytes("1b", "5b", "42")   # ESC [ B: sent by terminals outside keypad mode
        self.s.wait_text("2/5")
        self.send_bytes("1b", "4f", "42")   # ESC O B: keypad mode, as terminfo says
        self.s.wait_text("3/5")
        self.send_bytes("1b", "5b", "41")   # ESC [ A
        self.s.wait_text("2/5")

    def test_keys_typed_ahead_in_one_write_all_count(self):
        self.open_five()
        self.send_bytes("6a", "6a", "1b", "4f", "42")   # j j Down, one write
        self.s.wait_text("4/5")
        frame = self.s.wait_frame()
        self.s.keys("k")
        self.s.wait_frame(frame)
        self.assertIn("3/5", self.s.capture())

    def test_a_sequence_cut_across_writes_is_one_key(self):
        # A long ESCDELAY: the second write is sure to come while folio waits for the rest.
        self.open_five(ESCDELAY="3000")
        frame = self.s.wait_frame()
        self.send_bytes("1b", "5b")
        self.send_bytes("36")
        self.send_bytes("7e")   # ESC [ 6 ~, Page Down, in three writes
        self.s.wait_frame(frame)
        screen = self.s.settled_capture()
        # Not Esc, not Alt-[, not the characters typed: one key, which moved a page.
        self.assertIn("5/5", screen)

    def test_utf8_cut_across_writes_reaches_the_filter_whole(self):
        self.open_five(ESCDELAY="3000")
        self.s.keys("/")
        self.s.wait_text("/")
        self.send_bytes("e4")   # 中 is e4 b8 ad: its first byte alone, then the rest
        self.send_bytes("b8", "ad", "c3", "a9")   # and é
        self.s.wait_text("中é")

    def test_a_lone_escape_is_escape_once_the_wait_ends(self):
        self.open_five()
        self.s.keys("/")
        self.s.literal("fil")
        self.s.wait_text("/fil")
        self.send_bytes("1b")   # Esc alone: after ESCDELAY it cancels the filter
        self.s.wait_screen(lambda s: not any(line.startswith(" /fil") for line in s.split("\n")),
                           "the filter line gone after a lone Esc")
        self.s.keys("j")   # a key well after the Esc is a key of its own, not an Alt chord
        self.s.wait_text("2/5")
