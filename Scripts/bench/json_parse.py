#!/usr/bin/env python3
"""Benchmark Folio's JSON parser and list on two generated documents (standard library only).

Run:  python3 Scripts/bench/json_parse.py [--binary PATH] [--megabytes N] [--repeat N]

These were timing lines printed by the Swift tests; they measure the same documents through
the binary, in a 120x40 pseudo-terminal (see benchkit.py):

* records: an array of small records (`{"id": N, "name": "user N é", "score": ..., "tags":
  ["a", "b"], "ok": true, "n": null}`) of --megabytes MB (default 20): spawn to the first frame
  showing `[0]`, which is the parse plus one frame; MB/s from that time.
* a million: `[1,1,...,2]` with 1,000,000 elements: spawn to the first frame showing `[0]`
  (parse and the root's 1,000,000 children listed), then End: key to the frame showing
  `[999999]`.

Median of --repeat starts (default 3). A failure gets n/a and a note; every wait has a deadline.
"""

import os
import shutil
import statistics
import sys
import tempfile

from benchkit import (FIRST_FRAME_TIMEOUT, Session, arguments, binary_path, fmt, fresh_env, logger,
                      machine_description, now, resolve, tail_text)


def make_records(path, megabytes):
    """The document of the old parse-speed test: one record a line until `megabytes` MB."""
    target = int(megabytes * (1 << 20))
    written = 0
    index = 0
    with open(path, "w", encoding="utf-8") as f:
        f.write("[\n")
        while written < target:
            line = ('  {"id": %d, "name": "user %d \\u00e9", "score": %s, "tags": ["a", "b"], "ok": true, "n": null},\n'
                    % (index, index, repr(index * 0.5)))
            f.write(line)
            written += len(line)
            index += 1
        f.write("  {}\n]")
    return os.path.getsize(path), index + 1


def make_million(path, count=1_000_000):
    with open(path, "w") as f:
        f.write("[" + "1," * (count - 1) + "2]")
    return os.path.getsize(path), count


def time_document(exe, scratch, path, end_marker, log):
    """(seconds to the first frame, seconds for End to show `end_marker` or None, note or None)."""
    session = Session([exe, "--no-restore", path], fresh_env(scratch), scratch)
    try:
        t = session.wait_for_text("[0]", FIRST_FRAME_TIMEOUT * 2)
        if t is None:
            return None, None, "no [0] on screen; last output: %s" % tail_text(session)
        first = t - session.t_spawn
        end = None
        if end_marker:
            session.settle(quiet=0.1, cap=5.0)
            session.buf = bytearray()
            t0 = now()
            session.write(b"\x1b[F" if not session.app_cursor else b"\x1bOF")
            t_end = session.wait_for_text(end_marker, FIRST_FRAME_TIMEOUT)
            end = t_end - t0 if t_end is not None else None
        log("  %s: first frame %.0f ms%s" % (os.path.basename(path), first * 1000,
                                             "" if end is None else ", End %.1f ms" % (end * 1000)))
        return first, end, None
    finally:
        session.quit([b"Q"])


def main():
    parser = arguments(__doc__.split("\n")[0])
    parser.add_argument("--megabytes", type=float, default=20, help="size of the records document (default 20)")
    parser.add_argument("--repeat", type=int, default=3, help="starts per document (default 3)")
    args = parser.parse_args()
    log = logger(args.verbose)
    exe = resolve(binary_path(args.binary))
    scratch = tempfile.mkdtemp(prefix="folio-bench-")
    started = now()
    try:
        print("# Folio benchmark: JSON parse and list")
        print()
        print("Machine: %s" % machine_description())
        print()
        if not exe or not os.access(exe, os.X_OK):
            print("- folio not found at %s" % args.binary)
            return
        records = os.path.join(scratch, "records.json")
        million = os.path.join(scratch, "million.json")
        documents = [("records", records) + make_records(records, args.megabytes) + (None,),
                     ("a million numbers", million) + make_million(million) + ("[999999]",)]
        print("| document | size (MB) | top-level elements | first frame (ms) | MB/s to first frame | End to last row (ms) |")
        print("|---|---:|---:|---:|---:|---:|")
        notes = []
        for label, path, size, values, end_marker in documents:
            firsts, ends = [], []
            for _ in range(args.repeat):
                first, end, note = time_document(exe, scratch, path, end_marker, log)
                if note:
                    notes.append("%s: %s" % (label, note))
                    break
                firsts.append(first)
                if end is not None:
                    ends.append(end)
            first = statistics.median(firsts) if firsts else None
            end = statistics.median(ends) if ends else None
            print("| %s | %.1f | %d | %s | %s | %s |" % (
                label, size / (1 << 20), values, fmt(first * 1000 if first else None),
                fmt(size / (1 << 20) / first if first else None), fmt(end * 1000 if end else None)))
        print()
        for note in notes:
            print("- %s" % note)
        print("(bench took %.0f s)" % (now() - started))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
