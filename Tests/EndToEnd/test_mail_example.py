"""The Mail example (Examples/Mail), built beside folio, in a real terminal."""
import os

from harness import *
import harness


class MailExampleTests(FolioTestCase):
    def mail_binary(self):
        path = os.path.join(os.path.dirname(harness.BINARY), "Mail")
        self.assertTrue(os.access(path, os.X_OK),
                        "the Mail example is not built at %s (swift build --product Mail)" % path)
        return path

    def test_master_detail_collapse_and_quit(self):
        mail = self.mail_binary()
        self.s.start(self.s.folio_env() + [mail], 120, 40)
        self.s.wait_text("Inbox", "Ada Lovelace", "No message selected")
        self.s.keys("Enter")
        self.s.wait_text("From: Ada Lovelace", "r Reply")
        self.s.resize(60, 30)
        screen = self.s.wait_screen(lambda s: s.startswith(" ‹ Inbox"), "the collapsed message with a back button")
        self.assertIn("Notes on the Analytical Engine", screen.split("\n")[0])
        self.s.keys("Q")
        self.assertEqual(self.s.wait_dead(), ["0", ""])
        self.s.assert_restored()
