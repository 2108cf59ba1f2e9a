#!/usr/bin/env python3
"""Mutation check: does the Swift suite notice a one-line change in behaviour?

Usage: python3 Scripts/mutants.py [--only N,M,...] [--list] [--skip-baseline] [--skip REGEX] [--e2e]

Each mutant in Scripts/mutants_list.py replaces one exact piece of source (unique in its
file; a glob path picks the one file that holds it) with a change in behaviour. For each: the
change is applied to a scratch copy of the tree (.build/mutants/tree, synced from this
checkout first, so this checkout is never edited), `swift build --build-tests` rebuilds
incrementally, `swift test --skip-build` runs the suite (stopped at the first test that records
an issue), and the change is reverted — always, even on Ctrl-C or a timeout. A mutant the suite
fails on is killed (the failing test is printed under it); one it passes survived and
needs a test. A mutant whose source is no longer found is reported as stale; one that does not
compile is not counted.

With --e2e, a mutant the Swift suite passes also meets the end-to-end suite in the scratch
tree, as `make test` runs it: `swift build --product folio` (and `Mail`), the outside package
test, then the other tests in two shards side by side (`Tests/EndToEnd/e2e.py --binary
.build/debug/folio`). A failure there counts as "killed (e2e)", and the failing tests are
named (the reports are appended to .build/mutants/e2e.log). The baseline then runs the
end-to-end suite too, unmutated, which must pass.

Prints one line per mutant, the survivors, and the score (killed / counted).
"""

import argparse
import glob
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build", "mutants", "tree")
BUILD_TIMEOUT = 1200
TEST_TIMEOUT = 600
E2E_TIMEOUT = 900
E2E_SHARDS = 2

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


def run(command, timeout, stop_at=None):
    """Runs `command` in the scratch tree in its own process group; (exit code or None on
    timeout, seconds, tail of the output).

    With `stop_at`, the first line of output holding it ends the run at once, as a failure
    (exit code 1), that line as the tail: a suite with one failed test has failed."""
    started = time.monotonic()
    process = subprocess.Popen(command, cwd=SCRATCH, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    lines, stopped = [], []

    def read():
        for raw in process.stdout:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            lines.append(line)
            if stop_at and not stopped and stop_at in line:
                stopped.append(line.strip())
                try:
                    os.killpg(process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        code = process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        code = None
    except BaseException:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        raise
    reader.join(10)
    if stopped:
        return 1, time.monotonic() - started, stopped[0][:300]
    tail = [line for line in lines if line.strip()][-3:]
    return code, time.monotonic() - started, " | ".join(tail)


def run_side_by_side(commands, timeout):
    """Runs `commands` at once in the scratch tree, each in its own process group, their output
    in files (so none blocks on a full pipe); (the exit codes, None for one that timed out,
    seconds, each one's output)."""
    started = time.monotonic()
    outputs = [tempfile.TemporaryFile() for _ in commands]
    processes = [subprocess.Popen(command, cwd=SCRATCH, stdout=output, stderr=subprocess.STDOUT, start_new_session=True)
                 for command, output in zip(commands, outputs)]
    codes = []
    try:
        for process in processes:
            try:
                codes.append(process.wait(timeout=max(1, timeout - (time.monotonic() - started))))
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
                codes.append(None)
    except BaseException:
        for process in processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        raise
    texts = []
    for output in outputs:
        output.seek(0)
        texts.append(output.read().decode("utf-8", "replace"))
        output.close()
    return codes, time.monotonic() - started, texts


def e2e_failures(text):
    """The names of the tests an e2e.py report says failed (`FAIL: test_x (module.Class)`)."""
    names = []
    for line in text.splitlines():
        if line.startswith(("FAIL: ", "ERROR: ")):
            names.append(line.split(": ", 1)[1].split(" ")[0])
    return names


def end_to_end():
    """'no-compile' when folio does not build, else 'killed (e2e)' or 'survived' (and seconds
    taken), as `make test` runs the end-to-end suite: the outside package first (it builds in
    .build), then the rest in shards side by side."""
    seconds = 0.0
    for product in ("folio", "Mail"):
        code, taken, tail = run(["swift", "build", "--product", product], BUILD_TIMEOUT)
        seconds += taken
        if code != 0:
            return "no-compile", seconds, tail
    e2e = [sys.executable, "Tests/EndToEnd/e2e.py", "--binary", ".build/debug/folio"]
    # The outside package is built in this .build too. After a mutant changed a source, SwiftPM
    # reuses this package's cached build plan for it and fails ("No target named
    # 'Cities-…exe' in build description"); without the cached plan it makes the right one.
    for plan in glob.glob(os.path.join(SCRATCH, ".build", "*", "debug", "description.json")):
        os.remove(plan)
    codes, taken, texts = run_side_by_side([e2e + ["-k", "outside_package"]], E2E_TIMEOUT)
    seconds += taken
    shards = [e2e + ["--skip", "outside_package", "--shard", "%d/%d" % (n, E2E_SHARDS)] for n in range(1, E2E_SHARDS + 1)]
    more_codes, taken, more_texts = run_side_by_side(shards, E2E_TIMEOUT)
    codes, texts, seconds = codes + more_codes, texts + more_texts, seconds + taken
    with open(os.path.join(os.path.dirname(SCRATCH), "e2e.log"), "a") as report:
        report.write("=== %s\n%s\n" % (time.strftime("%H:%M:%S"), "\n".join(texts)))
    if all(code == 0 for code in codes):
        return "survived", seconds, ""
    failed = [name for text in texts for name in e2e_failures(text)]
    timed_out = any(code is None for code in codes)
    summary = [line for text in texts for line in text.strip().splitlines()[-1:]]
    tail = ("failed: " + ", ".join(failed) if failed else "") + (" (timeout)" if timed_out else "") + " | " + " | ".join(summary)
    return "killed (e2e)", seconds, tail


SKIP = []
E2E = []


def build_and_test(baseline_run=False):
    """'no-compile' when the build fails, else 'killed' or 'survived' (and seconds taken);
    with --e2e, a mutant the Swift suite passes meets the end-to-end suite too."""
    code, build_seconds, tail = run(["swift", "build", "--build-tests"], BUILD_TIMEOUT)
    if code != 0:
        return "no-compile", build_seconds, tail
    # The first test that records an issue (swift-testing's "recorded an issue"; a known issue
    # reads "recorded a known issue") kills the mutant: the rest of the suite need not run.
    code, test_seconds, tail = run(["swift", "test", "--skip-build"] + SKIP, TEST_TIMEOUT,
                                   stop_at=None if baseline_run else "recorded an issue")
    verdict = "survived" if code == 0 else ("killed (timeout)" if code is None else "killed")
    if verdict == "survived" and E2E:
        verdict, e2e_seconds, tail = end_to_end()
        return verdict, build_seconds + test_seconds + e2e_seconds, tail
    return verdict, build_seconds + test_seconds, tail


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", default="", help="comma-separated mutant numbers (default: all)")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("--skip-baseline", action="store_true", help="do not run the unmutated suite first")
    parser.add_argument("--skip", default="", help="tests to leave out (swift test --skip), e.g. one failing on main")
    parser.add_argument("--e2e", action="store_true",
                        help="a mutant the Swift suite passes meets the end-to-end suite too (killed (e2e) when it fails)")
    args = parser.parse_args()
    if args.e2e:
        E2E.append(True)
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
        verdict, seconds, tail = build_and_test(baseline_run=True)
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
            if verdict.startswith("killed"):
                print("     %s" % tail, flush=True)
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
