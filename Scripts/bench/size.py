#!/usr/bin/env python3
"""Binary size and debuggability beside nnn: the stripped size of folio's release binary and of
nnn's, and whether valgrind reads folio's debug info (issue 29's goals: stripped ≤ 25 MB;
valgrind runs the release binary without "Possibly corrupted debuginfo file").

Run:  python3 Scripts/bench/size.py [--binary PATH]
"""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchkit import arguments, binary_path, resolve  # noqa: E402

GOAL_MB = 25.0


def stripped_size(path):
    """Bytes of a stripped copy of `path`, or None without `strip`."""
    if not shutil.which("strip"):
        return None
    with tempfile.TemporaryDirectory() as scratch:
        copy = os.path.join(scratch, "binary")
        shutil.copyfile(path, copy)
        subprocess.run(["strip", copy], check=True)
        return os.path.getsize(copy)


def valgrind_reads(path):
    """(ran, message): whether `valgrind folio --version` ran without a debug-info complaint."""
    if not shutil.which("valgrind"):
        return None, "valgrind not installed"
    run = subprocess.run(["valgrind", "--error-exitcode=3", path, "--version"],
                         capture_output=True, text=True, timeout=600)
    if "corrupted debuginfo" in run.stderr or run.returncode != 0:
        lines = [line for line in run.stderr.splitlines() if "debuginfo" in line or "error" in line.lower()]
        return False, "; ".join(lines[:2]) or "exit %d" % run.returncode
    return True, "read the debug info and ran `--version`"


def main():
    parser = arguments(__doc__.split("\n")[0])
    args = parser.parse_args()
    folio = resolve(binary_path(args.binary))
    print("# Folio benchmark: binary size and debug info")
    print()
    size = stripped_size(folio)
    nnn = shutil.which("nnn")
    nnn_size = stripped_size(nnn) if nnn else None
    if size is None:
        print("stripped size: n/a (no strip)")
    else:
        verdict = "ok" if size / 1e6 <= GOAL_MB else "MISS"
        beside = "; nnn %.2f MB" % (nnn_size / 1e6) if nnn_size else ""
        print("stripped release binary: %.1f MB (goal ≤ %.0f MB: %s)%s" % (size / 1e6, GOAL_MB, verdict, beside))
    ran, message = valgrind_reads(folio)
    print("valgrind on the release binary: %s (%s)" % ({True: "ok", False: "MISS", None: "n/a"}[ran], message))


if __name__ == "__main__":
    main()
