#!/usr/bin/env python3
"""Line coverage of the Swift suite per module (make coverage).

Usage: python3 Scripts/coverage.py [--top N] [--no-run]

Runs `swift test --enable-code-coverage` in its own scratch path (.build/coverage, so the
normal debug build is not rebuilt), then reads the profile with the toolchain's llvm-cov and
prints line coverage for each module under Sources/, and the files with the most uncovered
lines (the biggest untested areas). --no-run reads the last run's profile.
"""

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build", "coverage")


def tool(name):
    """The toolchain's own copy (next to swift): a system llvm-cov may not read its profiles."""
    swift = shutil.which("swift")
    candidate = os.path.join(os.path.dirname(os.path.realpath(swift)), name) if swift else ""
    found = candidate if candidate and os.path.exists(candidate) else shutil.which(name)
    if not found:
        sys.exit("coverage: %s not found next to swift" % name)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--top", type=int, default=12, help="files with the most uncovered lines to list")
    parser.add_argument("--no-run", action="store_true", help="use the profile of the last run")
    args = parser.parse_args()
    if not args.no_run:
        done = subprocess.run(["swift", "test", "--enable-code-coverage", "--scratch-path", SCRATCH], cwd=ROOT)
        if done.returncode != 0:
            sys.exit("coverage: the suite failed; fix it first")
    profiles = glob.glob(os.path.join(SCRATCH, "*", "codecov", "default.profdata"))
    binaries = glob.glob(os.path.join(SCRATCH, "*", "FolioPackageTests.xctest"))
    if not profiles or not binaries:
        sys.exit("coverage: no profile under %s (run without --no-run)" % SCRATCH)
    exported = subprocess.run([tool("llvm-cov"), "export", "-summary-only", "-instr-profile", profiles[0], binaries[0]],
                              cwd=ROOT, stdout=subprocess.PIPE, check=True)
    files = json.loads(exported.stdout)["data"][0]["files"]
    modules = {}
    uncovered = []
    for entry in files:
        path = os.path.relpath(entry["filename"], ROOT)
        parts = path.split(os.sep)
        if len(parts) < 3 or parts[0] != "Sources":
            continue
        lines = entry["summary"]["lines"]
        total, covered = modules.get(parts[1], (0, 0))
        modules[parts[1]] = (total + lines["count"], covered + lines["covered"])
        uncovered.append((lines["count"] - lines["covered"], lines["count"], path))
    print("| module | lines | covered | line coverage |")
    print("|---|---:|---:|---:|")
    all_total = all_covered = 0
    for name in sorted(modules):
        total, covered = modules[name]
        all_total += total
        all_covered += covered
        print("| %s | %d | %d | %.1f%% |" % (name, total, covered, 100.0 * covered / total if total else 0))
    print("| all | %d | %d | %.1f%% |" % (all_total, all_covered, 100.0 * all_covered / all_total if all_total else 0))
    print()
    print("Most uncovered lines:")
    for missing, total, path in sorted(uncovered, reverse=True)[:args.top]:
        print("  %4d of %4d lines uncovered  %s" % (missing, total, path))


if __name__ == "__main__":
    main()
