"""End-to-end: `o` on a JSON value gives a real pager the whole value through a pipe, and a pager
that quits early leaves Folio running."""

import json
import os
import stat

from harness import *  # noqa: F401,F403
import harness


class ValuePager(FolioTestCase):
    def document(self):
        path = os.path.join(self.s.dir, "doc.json")
        with open(path, "w") as f:
            json.dump({"big": {"text": "y" * 3_000_000, "n": 1}}, f)
        return path

    def pager(self, body):
        script = os.path.join(self.s.dir, "fake-pager")
        with open(script, "w") as f:
            f.write("#!/bin/sh\n" + body + "\n")
        os.chmod(script, stat.S_IRWXU)
        return script

    def test_the_pager_reads_the_whole_value(self):
        out = os.path.join(self.s.dir, "paged")
        done = os.path.join(self.s.dir, "done")
        pager = self.pager("cat > %s; touch %s" % (out, done))
        self.s.start(self.s.folio_env(extra={"PAGER": pager}) + [harness.BINARY, self.document()])
        self.s.wait_text("big")
        self.s.keys("o")
        self.s.wait_file(done, "the pager to finish")
        with open(out) as f:
            self.assertEqual(json.loads(f.read()), {"text": "y" * 3_000_000, "n": 1})
        self.s.wait_text("big")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_a_pager_that_quits_early_leaves_folio_running(self):
        done = os.path.join(self.s.dir, "done")
        pager = self.pager("head -c 10 >/dev/null; touch %s" % done)
        self.s.start(self.s.folio_env(extra={"PAGER": pager}) + [harness.BINARY, self.document()])
        self.s.wait_text("big")
        self.s.keys("o")
        self.s.wait_file(done, "the pager to quit")
        self.s.wait_text("big")
        self.s.keys("j")
        self.assertEqual(self.s.display("#{pane_dead}"), "0")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
