"""End-to-end test of CSV and TSV files: rows listed with their values, a row's fields, copying a
value, the filter, and a TSV with a quoted line break, in a real terminal."""

import os
import shutil

from harness import *  # noqa: F401,F403

AIRPORTS = "/work/data/airports.csv"


def write_airports(path):
    """The shared airports.csv when present, else a file shaped like it (3,376 rows)."""
    if os.path.exists(AIRPORTS):
        shutil.copy(AIRPORTS, path)
        return
    with open(path, "w") as f:
        f.write("iata,name,city,state,country,latitude,longitude\n")
        f.write("00M,Thigpen,Bay Springs,MS,USA,31.95376472,-89.23450472\n")
        f.write("00R,Livingston Municipal,Livingston,TX,USA,30.68586111,-95.01792778\n")
        for n in range(3374):
            f.write("X%02d,Field %d,Town %d,TX,USA,30.5,-95.5\n" % (n, n, n))


class CSVFiles(FolioTestCase):
    def test_airports_csv_and_a_tsv(self):
        folder = os.path.join(self.s.dir, "data")
        os.mkdir(folder)
        write_airports(os.path.join(folder, "airports.csv"))
        with open(os.path.join(folder, "notes.tsv"), "w") as f:
            f.write('when\twhat\r\n2024-01-02\t"two\nlines"\r\n2024-02-03\tplain\r\n')
        self.s.start_folio(args=("--no-restore", folder), width=120, height=40)
        self.s.wait_text("airports.csv", "notes.tsv")
        self.s.keys("Enter")
        screen = self.s.wait_text("row 1  00M  Thigpen ", " iata name ", "1/3376")
        self.assertIn("iata       00M", screen, "the detail shows the selected row's fields")
        self.s.keys("Enter")
        self.s.wait_text("iata  00M", "name  Thigpen", "longitude  -89.23450472")
        self.s.keys("Down", "y")
        self.s.wait_text("Sent the value to the clipboard: Thigpen")
        self.s.keys("Left", "/")
        self.s.literal("Livingston")
        self.s.keys("Enter")
        self.s.wait_text("row 2    00R  Livingston", "row 674  8A3", " of 3376 ")
        self.s.keys("Escape", "Left", "Down", "Enter")
        screen = self.s.wait_text(" when       what ", "row 1 2024-01-02 two^Jlines", "row 2 2024-02-03 plain")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()
