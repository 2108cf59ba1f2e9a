#!/usr/bin/env python3
"""CPU work per Down, not wall time: what a loaded machine does not blur (standard library only).

Run:  python3 Scripts/bench/keywork.py [--binary PATH] [--files N] [--downs N] [--mode stat|callgrind]
          [--program folio|nnn] [--out FILE]

The program runs in a pty at 120x40 on a generated directory of N empty files (10,000 by
default, kept under /tmp/folio-keywork), settles, and is then sent Downs one at a time, each
waiting for its burst of output to end. Only the Downs are measured:

* `--mode stat`: `perf stat -e task-clock,context-switches -p PID` over the Downs (CPU time of
  every thread of the program, kernel included); prints microseconds of CPU per Down.
* `--mode callgrind`: the program runs under valgrind's callgrind with instrumentation off
  until it settles; `callgrind_control` switches it on for the Downs and dumps the profile to
  `--out` (read it with `callgrind_annotate`); prints instructions per Down, a figure that is
  the same from run to run whatever the machine's load.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import benchkit
from benchkit import Session, arguments, binary_path, fresh_env

TREES = "/tmp/folio-keywork"


def tree_of(count):
    tree = os.path.join(TREES, "tree-%d" % count)
    if not os.path.isdir(tree):
        partial = tree + ".partial"
        shutil.rmtree(partial, ignore_errors=True)
        os.makedirs(partial)
        for name in ["abc-first", "docs", "images", "projects", "src"]:
            os.mkdir(os.path.join(partial, name))
        width = max(6, len(str(count)))
        for i in range(1, count + 1):
            os.close(os.open(os.path.join(partial, "file-%0*d.txt" % (width, i)), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
        os.rename(partial, tree)
    return tree


def main():
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=10000)
    parser.add_argument("--downs", type=int, default=500)
    parser.add_argument("--mode", choices=["stat", "callgrind"], default="stat")
    parser.add_argument("--program", default="folio", help="folio (the --binary) or nnn")
    parser.add_argument("--out", default="/tmp/folio-keywork/callgrind.out")
    args = parser.parse_args()
    tree = tree_of(args.files)
    scratch = tempfile.mkdtemp(prefix="run-", dir=TREES)
    env = fresh_env(scratch)
    argv = [binary_path(args.binary)] if args.program == "folio" else [args.program]
    vgdb = ["--vgdb-prefix=" + os.path.join(scratch, "vgdb")]
    if args.mode == "callgrind":
        folder, base = os.path.split(os.path.abspath(args.out))
        os.makedirs(folder, exist_ok=True)
        for name in os.listdir(folder):
            if name.startswith(base):
                os.remove(os.path.join(folder, name))  # an earlier run's dumps
        argv = ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--callgrind-out-file=" + args.out] + vgdb + argv
        benchkit.BURST_QUIET = 0.15  # valgrind is some 50 times slower
    # callgrind_control finds the run by the user and host valgrind saw.
    control_env = dict(os.environ, USER=env["USER"], LOGNAME=env["LOGNAME"])

    def control(*options):
        subprocess.run(["callgrind_control"] + vgdb + list(options) + [str(session.proc.pid)], check=True,
                       stdout=subprocess.DEVNULL, env=control_env)

    session = Session(argv + [tree], env, tree)
    try:
        if session.wait_for_text("abc-first", 120) is None:
            sys.exit("no first frame: " + session.output_text()[-300:])
        session.settle(quiet=1.0 if args.mode == "callgrind" else 0.3, cap=60)
        if args.mode == "stat":
            perf = subprocess.Popen(["perf", "stat", "-x,", "-e", "task-clock,context-switches", "-p", str(session.proc.pid)],
                                    stderr=subprocess.PIPE, text=True)
            time.sleep(0.3)  # perf attaches
        else:
            control("--instr=on")
        answered = sum(1 for _ in range(args.downs) if session.key(session.down_key()))
        if args.mode == "stat":
            perf.send_signal(signal.SIGINT)
            _, err = perf.communicate()
            values = {}
            for line in err.splitlines():
                fields = line.split(",")
                if len(fields) > 3 and re.match(r"^[\d.]+$", fields[0]):
                    values[fields[2]] = float(fields[0])
            clock = values.get("task-clock", 0.0)
            print("%s: %d Downs (%d answered), task-clock %.1f ms = %.1f us per Down, %.1f context switches per Down, "
                  "load average %s" % (args.program, args.downs, answered, clock, clock * 1000 / args.downs,
                                       values.get("context-switches", 0) / args.downs, os.getloadavg()[0]))
        else:
            control("--dump=downs")
            control("--instr=off")
    finally:
        session.quit([b"q", b"\x1b", b"q"])
        shutil.rmtree(scratch, ignore_errors=True)
    if args.mode == "callgrind":
        dumps = sorted(name for name in os.listdir(folder) if name.startswith(base + "."))
        for name in dumps:
            with open(os.path.join(folder, name), errors="replace") as f:
                match = re.search(r"^summary: (\d+)", f.read(), re.M)
            if match and int(match.group(1)) > 0:
                print("%s: %d Downs (%d answered), %d instructions per Down (%s)" % (
                    args.program, args.downs, answered, int(match.group(1)) / args.downs, os.path.join(folder, name)))


if __name__ == "__main__":
    main()
