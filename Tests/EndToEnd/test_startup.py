"""End-to-end tests of how folio starts (issue 26): a file that is no JSON and no database opens
its folder with it selected, a directory starts as itself with its saved selection (the deeper
place left is offered to ''), and --help and the standard-input error name every kind of
document."""

import gzip
import json
import os
import shlex
import subprocess

from harness import *  # noqa: F401,F403
import harness


class Startup(FolioTestCase):
    def folder(self):
        root = os.path.join(self.s.dir, "src")
        os.makedirs(os.path.join(root, "lib", "deep"))
        with open(os.path.join(root, "stdio.h"), "w") as f:
            f.write("#ifndef _STDIO_H\n#define _STDIO_H 1\nextern int printf (const char *, ...);\n#endif\n")
        with open(os.path.join(root, "a-first.txt"), "w") as f:
            f.write("first\n")
        with gzip.open(os.path.join(root, "notes.txt.gz"), "wb") as f:
            f.write(b"compressed notes\n")
        with open(os.path.join(root, "tool.bin"), "wb") as f:
            f.write(bytes(range(256)))
        with open(os.path.join(root, "data"), "w") as f:  # no ending: JSON by its first byte
            json.dump({"cars": [{"Name": "toyota corolla"}]}, f)
        with open(os.path.join(root, "events.log"), "w") as f:  # JSON Lines by its lines
            f.write('{"event": "start"}\n{"event": "stop"}\n')
        with open(os.path.join(root, "lib", "deep", "note.txt"), "w") as f:
            f.write("deep note\n")
        return root

    def start_on(self, *args, width=120, height=40, redirect=""):
        self.s.start(self.s.folio_env() + [harness.BINARY] + list(args), width, height, redirect)

    def quit(self, session=None):
        session = session or self.s
        session.keys("q")
        self.assertEqual(tuple(session.wait_dead()), ("0", ""))

    def test_a_c_header_opens_its_folder_with_it_selected_and_its_preview_beside(self):
        root = self.folder()
        self.start_on(os.path.join(root, "stdio.h"))
        # Today's code read it as JSON: "stdio.h is not valid JSON".
        screen = self.wait_bar(None, "src", showing=("extern int printf", "a-first.txt"))
        self.assertNotIn("not valid JSON", screen)
        self.assertIn("6/7", self.list_bar(screen))  # stdio.h is the selected row
        self.s.keys("j")  # the list has the keys
        self.wait_bar(None, "src", showing=("7/7",))
        self.quit()

    def test_compressed_and_binary_files_open_their_folder_too_even_when_narrow(self):
        root = self.folder()
        for name, row in (("notes.txt.gz", "5/7"), ("tool.bin", "7/7")):
            session = Session(self)
            self.addCleanup(session.kill)
            session.start(session.folio_env() + [harness.BINARY, os.path.join(root, name)], 60, 20)
            screen = session.wait_screen(lambda s: row in s and "src" in s, "%s selected in its folder" % name)
            self.assertNotIn("JSON", screen)
            self.quit(session)

    def test_a_dotfile_named_on_the_command_line_is_shown_and_selected(self):
        root = self.folder()
        with open(os.path.join(root, ".profile"), "w") as f:
            f.write("export EDITOR=vi\n")
        self.start_on(os.path.join(root, ".profile"))
        screen = self.wait_bar(None, "src", showing=("export EDITOR=vi",))
        self.assertIn("2/8", self.list_bar(screen))  # after lib, before a-first.txt
        self.quit()

    def test_json_by_its_first_byte_and_json_lines_by_their_lines(self):
        root = self.folder()
        self.start_on(os.path.join(root, "data"))
        self.wait_bar(None, "data", showing=("cars",))
        self.quit()
        lines = Session(self)
        self.addCleanup(lines.kill)
        lines.start(lines.folio_env() + [harness.BINARY, os.path.join(root, "events.log")])
        lines.wait_screen(lambda s: "start" in s and "stop" in s and "not valid" not in s, "one row per line")
        self.quit(lines)

    def test_a_directory_starts_as_itself_and_offers_the_place_left(self):
        root = self.folder()
        self.start_on(root)
        self.wait_bar(None, "src", showing=("lib",))
        self.s.keys("Enter")  # lib is the first row
        self.wait_bar("src", "lib", showing=("deep",))
        self.s.keys("Enter")
        self.wait_bar("lib", "deep", showing=("note.txt",))
        self.quit()

        again = Session(self)
        self.addCleanup(again.kill)
        again.dir, again.env = self.s.dir, self.s.env
        again.go, again.raw = os.path.join(self.s.dir, "go-again"), os.path.join(self.s.dir, "raw-again")
        again.start(again.folio_env() + [harness.BINARY, root])
        # The starting directory, lib selected (today: reopened src › lib › deep).
        again.wait_text("Last time you were in %s: '' goes back there" % os.path.join(root, "lib", "deep"))
        screen = again.wait_screen(lambda s: self.bar_shows(s, None, "src") and "1/7" in self.list_bar(s),
                                   "src with lib selected")
        self.assertNotIn("note.txt", screen)
        again.literal("''")
        again.wait_screen(lambda s: self.bar_shows(s, None, "deep") and "note.txt" in s, "'' goes to the place left")
        again.literal("''")
        again.wait_screen(lambda s: self.bar_shows(s, None, "src") and "1/7" in self.list_bar(s), "'' comes back")
        self.quit(again)

    def test_help_and_the_standard_input_error_name_every_kind_of_document(self):
        shown = subprocess.run([harness.BINARY, "--help"], capture_output=True, timeout=DEADLINE)
        self.assertEqual(shown.returncode, 0)
        for word in (b"JSON Lines", b"SQLite", b".jsonl", b"folder"):
            self.assertIn(word, shown.stdout)
        out = os.path.join(self.s.dir, "err")
        self.s.start(self.s.folio_env() + [harness.BINARY, "-"], redirect="2>%s" % shlex.quote(out))
        self.assertEqual(tuple(self.s.wait_dead()), ("2", ""))
        with open(out, "rb") as f:
            message = f.read()
        self.assertIn(b"JSON Lines", message)
        self.assertIn(b"SQLite", message)


def divider_column(screen):
    """The column of the split's divider on the list's second row, or None."""
    rows = screen.split("\n")
    column = rows[2].find("│") if len(rows) > 2 else -1
    return column if column >= 0 else None


class ListWidth(FolioTestCase):
    def test_parentheses_size_the_list_and_the_width_is_kept_for_next_time(self):
        root = os.path.join(self.s.dir, "few")
        os.makedirs(root)
        for name in ("a.txt", "b.txt"):
            with open(os.path.join(root, name), "w") as f:
                f.write("text\n")
        self.s.start(self.s.folio_env() + [harness.BINARY, root], 80, 24)
        self.s.wait_screen(lambda s: divider_column(s) == 28, "the list at 35% of 80 columns")
        self.s.keys(")", ")")
        self.s.wait_screen(lambda s: divider_column(s) == 36, "the list widened twice")
        self.s.wait_text("List: 36 of 80 columns (kept for next time)")
        self.s.keys("q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

        again = Session(self)
        self.addCleanup(again.kill)
        again.dir, again.env = self.s.dir, self.s.env
        again.go, again.raw = os.path.join(self.s.dir, "go-again"), os.path.join(self.s.dir, "raw-again")
        again.start(again.folio_env() + [harness.BINARY, root], 80, 24)
        again.wait_screen(lambda s: divider_column(s) == 36 and "a.txt" in s, "the width kept")
        again.keys("q")
        self.assertEqual(tuple(again.wait_dead()), ("0", ""))

    def test_list_width_in_the_config_file_sets_where_it_starts(self):
        root = os.path.join(self.s.dir, "few")
        os.makedirs(root)
        config = os.path.join(self.s.dir, "home", ".config", "folio")
        os.makedirs(config)
        with open(os.path.join(config, "config"), "w") as f:
            f.write("list-width = 50%\n")
        self.s.start(self.s.folio_env() + [harness.BINARY, "--no-restore", root], 80, 24)
        self.s.wait_screen(lambda s: divider_column(s) == 40, "the list at half of 80 columns")
        printed = subprocess.run(self.s.folio_env() + [harness.BINARY, "--print-config"], capture_output=True, timeout=DEADLINE)
        self.assertIn(b"list-width = 50%", printed.stdout)
        self.assertIn(b"map ( narrow-list", printed.stdout)
        self.assertIn(b"map ) widen-list", printed.stdout)
