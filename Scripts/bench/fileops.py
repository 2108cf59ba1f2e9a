#!/usr/bin/env python3
"""Folio's file operations against cp, cp -r, mv and trash-put, side by side in one run
(standard library only).

Run:  python3 Scripts/bench/fileops.py [--binary PATH] [--big-mb N] [--small-files N]
          [--move-files N] [--trash-files N] [--keep DIR]

Each operation is done once by the command-line tool and once by folio, on the same data made
afresh, in the same scratch folder (`--keep DIR`, else a folder under the system's temporary
one: one filesystem, so a copy is a copy and a move is a rename). Before each timed run the
filesystem is synced and left 3 s to settle (`quiet_filesystem`), so no run pays for the
writeback of the one before:

* copy a big file (`--big-mb`, default 1024): `cp FILE DST/`, `cp FILE DST/ && sync -f DST`, and
  folio's `p`. Folio writes the copy under a temporary name, syncs it and renames it: the fair
  comparison is cp followed by a sync, shown beside plain cp.
* copy a directory of `--small-files` (default 10,000) files of 1 KB: `cp -r` (and then a sync)
  against folio's `p` on the directory.
* move a directory of `--move-files` (default 100,000) files within the filesystem: `mv DIR DST/`
  against folio's `P`. Both are one rename(2): folio has no key that marks every row, so moving
  that many items one by one is not something a person can ask of it.
* trash a directory of `--trash-files` (default 10,000) files: `trash-put DIR` against folio's `d`
  (both into a fresh `XDG_DATA_HOME`).

Folio runs in a pseudo-terminal (benchkit.Session, 120x40): started on the folder holding the
item, the item marked (Space), `:` to the destination, then the key; its time is from the key's
write until the result is on disk under its final name (a copy is renamed there only once
complete and synced; a moved or trashed item gone from the source), polled every 10 ms.

While it works, a Down, then an Up, in turn, is sent every 100 ms and the time to the first
output byte after it is kept (that byte may belong to the progress row rather than the key's
echo; a blocked main loop shows as a long wait, 1 s at most): the table gives the slowest (goal:
50 ms) and how many keys were answered. The keys alternate so that each one moves the
selection: Downs alone reached the last of the destination's 30 rows after 3 s, and every later
Down, moving nothing, drew nothing, so its "answer" was the next progress report or, during the
copy's final `syncfs` (no report for seconds), the directory's reload at the rename: 100-526 ms
measured, none of it a key waiting for folio (kernel trace, Docs/PERFORMANCE.md).
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

from benchkit import (FIRST_FRAME_TIMEOUT, Session, arguments, binary_path, fmt, fresh_env, logger,
                      machine_description, now)

DOWN_EVERY = 0.100
KEY_TIMEOUT = 1.0
OPERATION_TIMEOUT = 600.0


def make_files(folder, count, size=1024):
    os.makedirs(folder)
    block = b"x" * size
    for index in range(count):
        with open(os.path.join(folder, "f%06d" % index), "wb") as f:
            f.write(block)


def make_big(path, megabytes):
    block = os.urandom(1 << 20)
    with open(path, "wb") as f:
        for _ in range(megabytes):
            f.write(block)
    os.sync()


def quiet_filesystem():
    """Writes back what earlier runs left dirty and lets the journal settle, so no run pays for
    the one before it: a copy started while 10,000 files of the last one were still being
    written back took 2-4x as long, whichever tool ran it (measured; the order decided the
    ratio more than the tool did)."""
    os.sync()
    time.sleep(3)


def timed(argv, env=None):
    quiet_filesystem()
    start = now()
    subprocess.run(argv, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return now() - start


def folio_operation(binary, scratch, source_folder, destination, key, done, env_extra=None):
    """Folio started on `source_folder` (holding the one item), the item marked, `:` to
    `destination` (unless None: the key acts where it is), then `key`; returns (seconds from
    the key until `done()` holds on disk, the slowest Down's first byte during it, Downs
    answered) or None."""
    env = fresh_env(scratch)
    env.update(env_extra or {})
    session = Session([binary, source_folder], env, source_folder)
    try:
        if session.wait_for_text(os.path.basename(os.listdir(source_folder)[0]), FIRST_FRAME_TIMEOUT) is None:
            return None
        session.settle()
        if destination is not None:
            session.write(b" ")
            if session.wait_for_text("marked", 10) is None:
                return None
            session.write(b":" + destination.encode() + b"\r")
            if session.wait_for_text("z-row-0001", 10) is None:
                return None
            session.settle()
        quiet_filesystem()
        session.buf.clear()
        start = now()
        session.write(key)
        slowest, answered, keys_sent = 0.0, 0, 0
        next_down = start + DOWN_EVERY
        while True:
            if done():
                break
            if now() > start + OPERATION_TIMEOUT or session.eof:
                return None
            if now() >= next_down:
                # The first output after the key (the progress row streams too, so a burst never
                # goes quiet: only the first byte is waited for). Down, Up, Down...: each key
                # moves the selection, so each one has an answer to draw (see the docstring).
                arrow = session.down_key() if keys_sent % 2 == 0 else session.down_key()[:-1] + b"A"
                keys_sent += 1
                sent = now()
                session.write(arrow)
                if session._read(KEY_TIMEOUT):
                    slowest = max(slowest, session.last_read - sent)
                    answered += 1
                else:
                    slowest = max(slowest, KEY_TIMEOUT)
                next_down = now() + DOWN_EVERY
            else:
                session._read(min(0.01, max(0.0, next_down - now())))
        elapsed = now() - start
        return elapsed, slowest, answered
    finally:
        session.quit([b"Q"])


def fresh(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)


def destination_with_rows(path):
    """A destination holding a few rows, so a Down (or the Up after it) always moves."""
    fresh(path)
    for index in range(1, 31):
        open(os.path.join(path, "z-row-%04d" % index), "w").close()


def main():
    parser = arguments(__doc__.split("\n")[0])
    parser.add_argument("--big-mb", type=int, default=1024)
    parser.add_argument("--small-files", type=int, default=10000)
    parser.add_argument("--move-files", type=int, default=100000)
    parser.add_argument("--trash-files", type=int, default=10000)
    parser.add_argument("--keep", help="scratch folder (default: a new one under the temporary folder)")
    args = parser.parse_args()
    log = logger(args.verbose)
    binary = binary_path(args.binary)
    if not os.access(binary, os.X_OK):
        print("fileops: no folio binary at %s (make build)" % binary)
        return 1
    base = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="folio-bench-fileops-")
    scratch = os.path.join(base, "fileops")
    fresh(scratch)
    rows = []
    try:
        src, dst = os.path.join(scratch, "src"), os.path.join(scratch, "dst")

        log("a %d MB file" % args.big_mb)
        fresh(src)
        make_big(os.path.join(src, "big.bin"), args.big_mb)
        fresh(dst)
        cp = timed(["cp", os.path.join(src, "big.bin"), dst])
        fresh(dst)
        cp_sync = timed(["sh", "-c", 'cp "$1" "$2" && sync -f "$2"', "sh", os.path.join(src, "big.bin"), dst])
        destination_with_rows(dst)
        result = folio_operation(binary, scratch, src, dst, b"p", lambda: os.path.exists(os.path.join(dst, "big.bin")))
        rows.append(("copy a %d MB file" % args.big_mb, "cp", cp, cp_sync, result))

        log("%d small files" % args.small_files)
        fresh(src)
        make_files(os.path.join(src, "small"), args.small_files)
        fresh(dst)
        cpr = timed(["cp", "-r", os.path.join(src, "small"), dst])
        fresh(dst)
        cpr_sync = timed(["sh", "-c", 'cp -r "$1" "$2" && sync -f "$2"', "sh", os.path.join(src, "small"), dst])
        destination_with_rows(dst)
        result = folio_operation(binary, scratch, src, dst, b"p", lambda: os.path.exists(os.path.join(dst, "small")))
        rows.append(("copy %d files of 1 KB" % args.small_files, "cp -r", cpr, cpr_sync, result))

        log("move %d files" % args.move_files)
        fresh(src)
        make_files(os.path.join(src, "many"), args.move_files, size=0)
        fresh(dst)
        mv = timed(["mv", os.path.join(src, "many"), dst])
        os.rename(os.path.join(dst, "many"), os.path.join(src, "many"))
        destination_with_rows(dst)
        result = folio_operation(binary, scratch, src, dst, b"P", lambda: os.path.exists(os.path.join(dst, "many")))
        rows.append(("move a directory of %d files" % args.move_files, "mv", mv, None, result))

        log("trash %d files" % args.trash_files)
        trash_put = shutil.which("trash-put")
        fresh(src)
        make_files(os.path.join(src, "bin"), args.trash_files, size=0)
        data = os.path.join(scratch, "data")
        fresh(data)
        tool = None
        if trash_put:
            env = dict(os.environ, XDG_DATA_HOME=data)
            tool = timed([trash_put, os.path.join(src, "bin")], env=env)
            shutil.rmtree(data)
            make_files(os.path.join(src, "bin"), args.trash_files, size=0)
        result = folio_operation(binary, scratch, src, None, b"d", lambda: not os.path.exists(os.path.join(src, "bin")), env_extra={"XDG_DATA_HOME": data})
        rows.append(("trash a directory of %d files" % args.trash_files, "trash-put", tool, None, result))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        if not args.keep:
            shutil.rmtree(base, ignore_errors=True)

    print("File operations: folio against the command-line tools (%s)" % machine_description())
    print("%-34s %-10s %10s %12s %10s %8s %8s %14s" % ("operation", "tool", "tool s", "tool+sync s", "folio s",
                                                       "ratio", "+sync", "slowest Down"))
    for label, tool, plain, synced, result in rows:
        folio = result[0] if result else None
        ratio = folio / plain if folio and plain else None
        ratio_sync = folio / synced if folio and synced else None
        slowest = "n/a" if not result else "%.0f ms (%d)" % (result[1] * 1000, result[2])
        print("%-34s %-10s %10s %12s %10s %8s %8s %14s" % (label, tool, fmt(plain, 3), fmt(synced, 3), fmt(folio, 3),
                                                           fmt(ratio, 2), fmt(ratio_sync, 2), slowest))
    return 0


if __name__ == "__main__":
    sys.exit(main())
