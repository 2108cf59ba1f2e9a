"""End-to-end tests of motion: key swipes on the real binary in tmux. A swipe that changes its
mind (Shift-Right, then Shift-Left while the flick moves) leaves the stack as it was; one
Shift-Right is a flick that pops; with --no-animation the same keys pop at once."""

from harness import *  # noqa: F401,F403
import harness


class KeySwipes(FolioTestCase):
    def open_sample_data(self, **kwargs):
        self.open_folio(**kwargs)
        self.s.keys("Down", "Enter")
        self.wait_bar("Folio", "Sample data", harness.SAMPLE_ROWS)
        # The bar can read "Sample data" before the push's slide has ended (the status then says
        # "folio moving", with no frame number): wait for the settled screen.
        self.s.settled_capture()

    def test_shift_right_then_shift_left_leaves_the_stack_unchanged(self):
        self.open_sample_data()
        before = self.s.settled_capture()
        frame = self.s.frame()
        # Both keys in one send-keys: the second arrives while the flick of the first moves.
        self.s.keys("S-Right", "S-Left")
        # Frames are reported only once the motion ended: a new one means the swipe was drawn
        # and let go (keys that did nothing would draw no frame at all).
        self.s.wait_frame(after=frame)
        after = self.s.settled_capture()
        self.assertEqual(harness.styled_cells(after), harness.styled_cells(before),
                         "the cancelled swipe must leave the screen it started from:\n%s"
                         % harness.describe_difference(before, after))
        self.wait_bar("Folio", "Sample data", harness.SAMPLE_ROWS)

    def test_bracket_keys_swipe_and_cancel_too(self):
        self.open_sample_data()
        frame = self.s.frame()
        self.s.keys("[", "]")
        self.s.wait_frame(after=frame)
        self.wait_bar("Folio", "Sample data", harness.SAMPLE_ROWS)

    def test_one_shift_right_pops(self):
        self.open_sample_data()
        self.s.keys("S-Right")
        self.wait_bar(None, "Folio", harness.ROOT_ROWS)

    def test_without_animation_the_swipe_pops_at_once(self):
        self.open_sample_data(args=("--guide", "--no-animation"))
        self.s.keys("S-Right", "S-Left")
        self.wait_bar(None, "Folio", harness.ROOT_ROWS)

    def test_reduce_motion_from_the_environment_pops_at_once(self):
        self.open_sample_data(extra={"FOLIO_REDUCE_MOTION": "1"})
        self.s.keys("[", "]")
        self.wait_bar(None, "Folio", harness.ROOT_ROWS)
