"""End-to-end tests of JSON documents: devices refused before any screen, JSON Lines with a bad
line, row previews, the deep search and the raw view in a real terminal."""

import os
import shlex
import shutil
import subprocess

from harness import *  # noqa: F401,F403
import harness


class JSONDocuments(FolioTestCase):
    def run_folio(self, *args, stdin=subprocess.DEVNULL):
        return subprocess.run([harness.BINARY] + list(args), capture_output=True, env=self.s.env,
                              stdin=stdin, timeout=DEADLINE)

    def test_dev_zero_and_a_link_to_it_are_refused_before_any_screen(self):
        result = self.run_folio("/dev/zero")
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr.decode(), "folio: /dev/zero is a character device, not a document; "
                                                 "folio opens directories and JSON files\n")
        self.assertNotIn(ESC, result.stdout + result.stderr, "nothing was drawn")
        link = os.path.join(self.s.dir, "zero.json")
        os.symlink("/dev/zero", link)
        result = self.run_folio(link)
        self.assertEqual(result.returncode, 2)
        self.assertIn(b"zero.json is a character device, not a document", result.stderr)
        with open("/dev/zero", "rb") as zero:
            result = self.run_folio("-", stdin=zero)
        self.assertEqual(result.returncode, 2)
        self.assertIn(b"standard input is a character device", result.stderr)

    def test_max_size_must_be_a_size(self):
        result = self.run_folio("--max-size", "lots", "x.json")
        self.assertEqual(result.returncode, 2)
        self.assertIn(b"--max-size must be a size such as 512M or 3G (at most 4G), not 'lots'", result.stderr)

    def test_a_file_over_max_size_says_so_and_the_keys_still_work(self):
        path = os.path.join(self.s.dir, "big.json")
        with open(path, "w") as f:
            f.write("[" + ",".join(str(n) for n in range(2000)) + "]")
        self.s.start_folio(args=("--no-restore", "--max-size", "1K", path), width=100, height=12)
        self.s.wait_text("larger than the 1.0K limit", "--max-size")
        self.s.keys("?")
        self.s.wait_text("Help")
        self.s.keys("Escape")
        self.s.wait_screen(lambda screen: "Help" not in screen, "the help to close")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()

    def test_not_json_at_all_on_standard_input(self):
        # What `yes | head -c 50M | folio -` gives folio, from a file so the test stays quick.
        path = os.path.join(self.s.dir, "yes.txt")
        with open(path, "wb") as f:
            f.write(b"y\n" * (25 << 20))
        self.s.start_folio(args=("--no-restore", "-"), width=100, height=12, redirect="< %s" % path)
        self.s.wait_text("standard input is not valid JSON:", "line 1, column 1: 'y' is not a")
        self.s.keys("?")
        self.s.wait_text("Help")
        self.s.keys("Escape")
        self.s.wait_screen(lambda screen: "Help" not in screen, "the help to close")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()

    def test_json_lines_with_a_bad_line(self):
        path = os.path.join(self.s.dir, "events.jsonl")
        with open(path, "w") as f:
            f.write('{"event": "start", "user": "ada"}\n{"event": oops}\n\n[1, 2, 3]\n')
        self.s.start_folio(args=("--no-restore", path), width=200, height=12)
        screen = self.s.wait_text("line 1", "line 4")
        self.assertIn('line 1  {event: "start", user: "ada"}', screen)
        self.assertIn("line 2  ✗ not JSON: column 11: 'oops' is not a JSON", screen)
        self.assertIn("line 4  [1, 2, 3]", screen)
        self.s.keys("Down")
        self.s.wait_text("line 2 is not valid JSON: column 11", "The other lines still open.")
        self.s.keys("Up", "Enter")
        screen = self.s.wait_text('event  "start"', 'user  "ada"')
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()

    def test_choose_prints_json_lines_values_as_commands_that_print_them(self):
        path = os.path.join(self.s.dir, "cars.jsonl")
        with open(path, "w") as f:
            f.write('{"Name": "chevrolet"}\n{"Name": broken\n{"Name": "toyota corona", "my key": [4]}\n')
        out = os.path.join(self.s.dir, "chosen")
        self.s.start_folio(args=("--choose", path), width=120, height=12, redirect=">%s" % shlex.quote(out))
        self.s.wait_text("line 1", "line 3")
        self.s.keys("Down", " ", "Enter")  # mark line 2 (not JSON), open line 3
        self.s.wait_text('Name  "toyota corona"')
        self.s.keys(" ", "Down", " ")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        with open(out) as f:
            chosen = f.read().split("\n")
        quoted = shlex.quote(path)
        self.assertEqual(chosen, ["sed -n 2p " + quoted, "sed -n 3p %s | jq .Name" % quoted,
                                  "sed -n 3p %s | jq '.\"my key\"'" % quoted, ""])
        # Each prints its value when pasted into a shell (jq where it is installed).
        printed = subprocess.run(["sh", "-c", chosen[0]], capture_output=True, text=True).stdout
        self.assertEqual(printed, '{"Name": broken\n')
        if shutil.which("jq"):
            printed = subprocess.run(["sh", "-c", chosen[2]], capture_output=True, text=True).stdout
            self.assertEqual(printed, "[\n  4\n]\n")

    def test_deep_search_jumps_and_the_raw_view_toggles(self):
        path = os.path.join(self.s.dir, "packages.json")
        with open(path, "w") as f:
            f.write('{"packages": [{"Package": "bash", "Depends": ["base-files"]}, '
                    '{"Package": "dash", "Depends": ["debianutils"]}]}')
        self.s.start_folio(args=("--no-restore", path), width=200, height=14)
        self.s.wait_text("packages  [{…}, {…}]")
        self.s.keys("f")
        self.s.wait_text("Search all:")
        self.s.literal("debianutils")
        self.s.keys("Enter")
        self.s.wait_text("1 match", '.packages[1].Depends[0]  = "debianutils"')
        self.s.keys("Enter")
        self.s.wait_text(".packages[1].Depends[0]", "string, 11 bytes (v: raw JSON)")
        self.s.keys("v")
        self.s.wait_text('"debianutils"', "raw JSON (v: summary)")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()

    def cars(self):
        """A cars.json-like document: an array of records, a few makes repeated."""
        path = os.path.join(self.s.dir, "cars.json")
        names = ["chevrolet chevelle malibu", "toyota corona mark ii", "ford pinto", "toyota corolla 1200",
                 "ford torino", "datsun pl510", "toyota corona", "ford mustang"]
        records = ['{"Name": "%s", "Miles_per_Gallon": %d, "Cylinders": 4, "Origin": "%s"}'
                   % (name, 18 + i, "Japan" if name.startswith(("toyota", "datsun")) else "USA")
                   for i, name in enumerate(names)]
        with open(path, "w") as f:
            f.write("[" + ",\n".join(records) + "]\n")
        return path

    def test_f_after_a_jump_keeps_the_first_letter_of_the_new_pattern(self):
        self.s.start_folio(args=("--no-restore", self.cars()), width=120, height=20)
        self.s.wait_text('Name  "chevrolet chevelle malibu"')
        self.s.keys("f")
        self.s.wait_text("Search all:")
        self.s.literal("toyota")
        self.s.keys("Enter")
        self.s.wait_text("3 matches")
        self.s.keys("Enter")  # jump to the first hit
        self.s.wait_text('Name  "toyota corona mark ii"', "1/4")
        self.s.keys("f")
        self.s.wait_text("Search all: toyota", "3 matches")
        self.s.literal("ford")
        self.s.wait_text("Search all: ford")
        self.s.keys("Enter")
        self.s.wait_text("3 matches", '.[2].Name  = "ford pinto"')
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_the_help_over_search_results_gives_the_keys_back_to_the_results(self):
        self.s.start_folio(args=("--no-restore", self.cars()), width=120, height=20)
        self.s.wait_text('Name  "chevrolet chevelle malibu"')
        self.s.keys("f")
        self.s.wait_text("Search all:")
        self.s.literal("toyota")
        self.s.keys("Enter")
        self.s.wait_text("3 matches")
        # Esc while typing a new pattern: the field shows the results' own pattern again.
        self.s.keys("f")
        self.s.literal("ford")
        self.s.wait_text("Search all: ford")
        self.s.keys("Escape")
        self.s.wait_text("Search all: toyota", "3 matches")
        self.s.keys("?")
        self.s.wait_text("Help: Esc closes")
        self.s.keys("Escape")
        self.s.wait_screen(lambda screen: "Help: Esc closes" not in screen, "the help to close")
        self.s.keys("h")  # back, not a letter typed into the pattern
        self.s.wait_screen(lambda screen: "Search all:" not in screen and '[0] ' in screen and "chevrolet" in screen,
                           "the document's list again")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
