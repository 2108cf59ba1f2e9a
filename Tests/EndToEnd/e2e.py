#!/usr/bin/env python3
"""End-to-end tests for folio: the real binary on real ncursesw, driven inside tmux.

Run:  python3 Tests/EndToEnd/e2e.py [--binary PATH] [-v] [-k PATTERN]

The harness (tmux sessions, screen capture and comparison) is `harness.py`; tests live in the
`test_*.py` modules beside it, one concern each, and are all discovered here. See harness.py
for how a test gets hold of folio's output and judges that the terminal was restored.

The last line printed is `e2e: N passed, M failed[, K skipped]`; the exit status is non-zero
when anything failed, when a test was skipped for a missing tool, or when no test ran.
"""

import argparse
import glob
import importlib
import os
import shutil
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import harness  # noqa: E402


def flatten(suite):
    """The test cases of a (nested) unittest suite."""
    for item in suite:
        if isinstance(item, unittest.TestSuite):
            yield from flatten(item)
        else:
            yield item


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(harness.REPO_ROOT, ".build", "debug", "folio"))
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("-k", dest="patterns", action="append", default=[],
                        help="only run tests whose name contains this")
    parser.add_argument("--skip", dest="skips", action="append", default=[],
                        help="leave out tests whose id contains this (make test runs one apart)")
    parser.add_argument("--shard", default="1/1",
                        help="K/N: run every Nth test from the Kth (make test runs three shards at once: the tests "
                             "mostly wait on tmux, and each starts its own tmux server)")
    args = parser.parse_args()
    binary = args.binary
    if not os.path.isabs(binary):
        binary = os.path.join(harness.REPO_ROOT, binary) if not os.path.exists(binary) else binary
    harness.BINARY = os.path.abspath(binary)

    if shutil.which("tmux") is None:
        print("e2e: tmux is not installed; the end-to-end tests cannot run (apt-get install tmux)")
        print("e2e: 0 passed, 1 failed")
        return 1

    loader = unittest.TestLoader()
    if args.patterns:
        loader.testNamePatterns = ["*%s*" % p for p in args.patterns]
    suite = unittest.TestSuite()
    for path in sorted(glob.glob(os.path.join(HERE, "test_*.py"))):
        module = importlib.import_module(os.path.splitext(os.path.basename(path))[0])
        suite.addTests(test for test in flatten(loader.loadTestsFromModule(module))
                       if not any(skip in test.id() for skip in args.skips))
    shard, shards = (int(part) for part in args.shard.split("/"))
    if shards > 1:
        suite = unittest.TestSuite(list(suite)[shard - 1::shards])
    started = time.monotonic()
    runner = unittest.TextTestRunner(stream=sys.stdout, verbosity=2 if args.verbose else 1)
    result = runner.run(suite)
    sys.stdout.flush()
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    skipped = len(result.skipped)
    passed = result.testsRun - failed - skipped
    summary = "e2e%s: %d passed, %d failed" % ("" if shards == 1 else " shard %d/%d" % (shard, shards), passed, failed)
    if skipped:
        summary += ", %d skipped" % skipped
    sys.stderr.flush()
    print("(%.1fs, binary %s)" % (time.monotonic() - started, harness.BINARY))
    print(summary)
    return 1 if failed or result.testsRun == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
