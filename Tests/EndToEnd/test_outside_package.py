"""An app in its own package (Examples/OutsidePackage), depending on this checkout by path:
built with `swift build`, run in a real terminal, showing what it loaded with `await`, idle at
0 CPU, answering a key and quitting.

The copy is built with the checkout's own `.build` as its scratch path, so the FolioKit and
FolioTerminal that `make test` built are reused rather than compiled a second time.
"""
import os
import re
import shutil
import subprocess
import tempfile
import time

from harness import *
import harness

TEMPLATE = os.path.join(harness.REPO_ROOT, "Examples", "OutsidePackage")
BUILD_TIMEOUT = 600


def cpu_ticks(pid):
    """utime + stime of `pid`, in clock ticks (proc(5): fields 14 and 15 of /proc/PID/stat)."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


class OutsidePackageTests(FolioTestCase):
    def build_outside_package(self):
        """Copies the template to a temporary folder, points it at this checkout, builds it;
        returns the binary."""
        folder = os.path.join(tempfile.mkdtemp(prefix="folio-outside-"), "Cities")
        self.addCleanup(shutil.rmtree, os.path.dirname(folder), True)
        shutil.copytree(TEMPLATE, folder, ignore=shutil.ignore_patterns(".build", "Package.resolved"))
        manifest = os.path.join(folder, "Package.swift")
        with open(manifest) as f:
            text = f.read()
        pointed = text.replace('.package(name: "Folio", path: "../..")', ".package(name: \"Folio\", path: %s)" % repr_swift(harness.REPO_ROOT))
        self.assertNotEqual(pointed, text, "the template no longer depends on ../..")
        with open(manifest, "w") as f:
            f.write(pointed)
        scratch = os.path.join(harness.REPO_ROOT, ".build")
        result = subprocess.run(["swift", "build", "--package-path", folder, "--scratch-path", scratch,
                                 "--product", "Cities"],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=BUILD_TIMEOUT)
        output = result.stdout.decode(errors="replace")
        self.assertEqual(result.returncode, 0, "the outside package did not build:\n" + output[-4000:])
        binary = os.path.join(scratch, "debug", "Cities")
        self.assertTrue(os.access(binary, os.X_OK), "no binary at %s:\n%s" % (binary, output[-2000:]))
        return binary

    def test_outside_package_runs_awaits_and_idles(self):
        binary = self.build_outside_package()
        self.s.start(self.s.folio_env() + [binary], 100, 24)
        # Loaded with `await` off the main actor, and a Task.sleep on the main actor resumed.
        self.s.wait_text("Cities", "Lisbon: 20°C, clear", "Lisbon (updated)")
        pid = self.s.pid()
        before = cpu_ticks(pid)
        time.sleep(1.0)  # the interval idle CPU is measured over, not a wait for a condition
        used = cpu_ticks(pid) - before
        self.assertLessEqual(used, 2, "the idle app used %d ticks of CPU in 1 s" % used)
        self.s.keys("Down")
        self.s.keys("Enter")
        self.s.wait_text("Nairobi: 21°C, clear", "Nairobi (updated)")
        self.s.keys("q")
        self.assertEqual(self.s.wait_dead(), ["0", ""])
        self.s.assert_restored()


def repr_swift(text):
    """`text` as a Swift string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
