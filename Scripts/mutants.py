#!/usr/bin/env python3
"""Mutation check: does the Swift suite notice a one-line change in behaviour?

Usage: python3 Scripts/mutants.py [--only N,M,...] [--list] [--skip-baseline] [--skip REGEX]

Each mutant in Scripts/mutants_list.py replaces one exact piece of source (unique in its
file; a glob path picks the one file that holds it) with a change in behaviour. For each: the
change is applied to a scratch copy of the tree (.build/mutants/tree, synced from this
checkout first, so this checkout is never edited), `swift build --build-tests` rebuilds
incrementally, `swift test --skip-build` runs the suite, and the change is reverted — always,
even on Ctrl-C or a timeout. A mutant the suite fails on is killed; one it passes survived and
needs a test. A mutant whose source is no longer found is reported as stale; one that does not
compile is not counted.

Prints one line per mutant, the survivors, and the score (killed / counted).
"""

import argparse
import glob
import os
import shutil
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build", "mutants", "tree")
BUILD_TIMEOUT = 1200
TEST_TIMEOUT = 600

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mutants_list import MUTANTS  # noqa: E402


def sync_tree():
    """Makes the scratch tree's files equal to this checkout's (every file git tracks or would
    track); unchanged files keep their modification time, so the scratch build stays
    incremental. Files gone from the checkout go from the scratch tree too."""
    os.makedirs(SCRATCH, exist_ok=True)
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], cwd=ROOT,
                            stdout=subprocess.PIPE, check=True).stdout.decode("utf-8", "surrogateescape")
    wanted = {path for path in listed.split("\0") if path and os.path.isfile(os.path.join(ROOT, path))}
    for relative in sorted(wanted):
        source, target = os.path.join(ROOT, relative), os.path.join(SCRATCH, relative)
        if os.path.exists(target) and same_bytes(source, target):
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(source, target)
    for folder, directories, files in os.walk(SCRATCH):
        directories[:] = [d for d in directories if d not in (".build", ".git")]
        for name in files:
            relative = os.path.relpath(os.path.join(folder, name), SCRATCH)
            if relative not in wanted:
                os.remove(os.path.join(folder, name))


def same_bytes(a, b):
    if os.path.getsize(a) != os.path.getsize(b):
        return False
    with open(a, "rb") as x, open(b, "rb") as y:
        return x.read() == y.read()


def locate(mutant):
    """(path in the scratch tree, its text) of the one file holding the mutant's source, or
    (None, reason)."""
    paths = sorted(glob.glob(os.path.join(SCRATCH, mutant["file"]), recursive=True))
    holders = []
    for path in paths:
        text = open(path, encoding="utf-8").read()
        count = text.count(mutant["old"])
        if count > 1:
            return None, "found %d times in %s" % (count, os.path.relpath(path, SCRATCH))
        if count == 1:
            holders.append((path, text))
    if len(holders) != 1:
        return None, "not found" if not holders else "found in %d files" % len(holders)
    return holders[0]


def run(command, timeout):
    """Runs `command` in the scratch tree in its own process group; (exit code or None on
    timeout, seconds, tail of the output)."""
    started = time.monotonic()
    process = subprocess.Popen(command, cwd=SCRATCH, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        code = process.returncode
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        code = None
    except BaseException:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        raise
    tail = output.decode("utf-8", "replace").strip().splitlines()[-3:]
    return code, time.monotonic() - started, " | ".join(tail)


SKIP = []


def build_and_test():
    """'no-compile' when the build fails, else 'killed' or 'survived' (and seconds taken)."""
    code, build_seconds, tail = run(["swift", "build", "--build-tests"], BUILD_TIMEOUT)
    if code != 0:
        return "no-compile", build_seconds, tail
    code, test_seconds, tail = run(["swift", "test", "--skip-build"] + SKIP, TEST_TIMEOUT)
    verdict = "survived" if code == 0 else ("killed (timeout)" if code is None else "killed")
    return verdict, build_seconds + test_seconds, tail


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", default="", help="comma-separated mutant numbers (default: all)")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("--skip-baseline", action="store_true", help="do not run the unmutated suite first")
    parser.add_argument("--skip", default="", help="tests to leave out (swift test --skip), e.g. one failing on main")
    args = parser.parse_args()
    if args.skip:
        SKIP.extend(["--skip", args.skip])
    chosen = {int(n) for n in args.only.split(",") if n.strip()}
    numbered = [(i + 1, m) for i, m in enumerate(MUTANTS) if not chosen or i + 1 in chosen]
    if args.list:
        for number, mutant in numbered:
            print("%3d  %-60s %s" % (number, mutant["file"], mutant["why"]))
        return

    # A signal ends the run through the same clean-up as an error: the change is reverted.
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    sync_tree()
    if not args.skip_baseline:
        verdict, seconds, tail = build_and_test()
        print("baseline (no mutant): %s in %.0f s" % (verdict, seconds), flush=True)
        if verdict != "survived":
            print("the unmutated suite must pass first: %s" % tail)
            sys.exit(2)

    results = []
    try:
        for number, mutant in numbered:
            path, text = locate(mutant)
            if path is None:
                results.append((number, mutant, "stale (%s)" % text))
                print("%3d  stale: %s  [%s]" % (number, mutant["why"], text), flush=True)
                continue
            try:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text.replace(mutant["old"], mutant["new"], 1))
                verdict, seconds, tail = build_and_test()
            finally:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
            results.append((number, mutant, verdict))
            print("%3d  %-16s %4.0f s  %s" % (number, verdict, seconds, mutant["why"]), flush=True)
    except KeyboardInterrupt:
        print("interrupted; the scratch tree is back to the checkout's sources")
    counted = [r for r in results if r[2].startswith(("killed", "survived"))]
    killed = [r for r in counted if r[2].startswith("killed")]
    survivors = [r for r in counted if r[2] == "survived"]
    print()
    if survivors:
        print("Survivors (each needs a test):")
        for number, mutant, _ in survivors:
            print("  %3d  %s: %s" % (number, mutant["file"], mutant["why"]))
    others = [r for r in results if r not in counted]
    for number, mutant, verdict in others:
        print("  %3d  not counted, %s: %s" % (number, verdict, mutant["why"]))
    if counted:
        print("Score: %d of %d mutants killed (%.0f%%)" % (len(killed), len(counted), 100.0 * len(killed) / len(counted)))
    sys.exit(1 if survivors else 0)


if __name__ == "__main__":
    main()
