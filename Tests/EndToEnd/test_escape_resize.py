"""End-to-end: a resize is not lost, whenever it lands.

Esc may begin an Alt chord, so folio reads one more key after it; a resize arriving in that
moment used to be read there as a key code and dropped, and the screen stayed laid out for the
old size until the next resize.

A resize that lands while folio is busy with keys (not waiting) must end its next wait: folio
asks ncurses for input only after a signal, so the SIGWINCH handler leaves a byte in the wait's
signal pipe. Without it the resize stayed unseen until the next key."""

from harness import *  # noqa: F401,F403


class EscapeThenResize(FolioTestCase):
    def fresh_screen(self, width, height):
        """The catalog as a folio started at `width`x`height` draws it first."""
        fresh = Session(self)
        self.addCleanup(fresh.kill)
        fresh.start_folio(width=width, height=height)
        fresh.wait_screen(lambda s: all(r in s for r in ROOT_ROWS), "the catalog at %dx%d" % (width, height))
        screen = fresh.settled_capture()
        fresh.kill()
        return screen

    def test_a_resize_right_after_escape_lays_out_at_the_new_size(self):
        self.open_folio()
        for width, height in [(80, 24), (100, 30), (60, 20)]:
            expected = self.fresh_screen(width, height)
            # The resize follows at once (a few milliseconds, well inside the 25 ms folio
            # waits after Esc for the rest of a chord).
            self.s.keys("Escape")
            self.s.resize(width, height)
            self.s.wait_styled(expected, "the catalog laid out again at %dx%d" % (width, height))

    def test_a_resize_while_keys_are_answered_lays_out_at_the_new_size(self):
        self.open_folio()
        expected = self.fresh_screen(80, 24)
        # Hundreds of moves, each answered with a frame, keep folio busy (never waiting) for
        # far longer than tmux takes to resize; they end where they began.
        self.s.keys(*(["Down", "Up"] * 400))
        self.s.resize(80, 24)
        self.s.wait_styled(expected, "the catalog laid out again at 80x24, with no key after the resize")
