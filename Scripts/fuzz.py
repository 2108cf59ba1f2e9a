#!/usr/bin/env python3
"""Builds and runs Folio's libFuzzer targets (make fuzz, make fuzz-smoke), and checks that they
build (make test).

Usage: python3 Scripts/fuzz.py [--seconds N] [--only NAME,...] [--build-only | --check]

The libraries come from SwiftPM, so the list of modules and C targets is Package.swift's and
cannot drift from it (a hand-kept list here once left a C target out and the fuzz build broke
unnoticed): `swift build -c release --sanitize fuzzer --sanitize address --target FolioBrowser`
into .build/fuzz, which builds FolioKit, FolioBrowser and their C targets instrumented. Each
harness in Tests/Fuzz/Harnesses/ is then compiled with `swiftc -sanitize=fuzzer,address` and
linked with those objects into .build/fuzz/bin/<target>. Each runs for --seconds with its seed
corpus Tests/Fuzz/<target>/ (read only; new inputs go to .build/fuzz/corpus/<target>/) and
crashes saved under .build/fuzz/crashes/. Prints one line a target: executions, corpus size,
crashes; exits 1 on a crash. A crash is a regression test to write: the crashing input is
printed.

`--check` (in `make test`, after `swift build`) compiles every harness the same way and links it
with the debug build's objects instead of instrumented ones: a few seconds, and a harness that
no longer compiles or links against the code fails the test run rather than the next fuzzing
session. Each binary then runs once over its seed corpus (inputs that once crashed among them);
it is not instrumented, so it does not fuzz.

Targets: textwidth (width, truncation, wrap, drawing), keydecoder (the pure key decoder),
statefile (BrowserState files, StateCoder, StateRestoration), json (the JSON parser).
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, ".build", "fuzz")
# `-package-name`: as SwiftPM gives it, so `package` declarations are seen across the modules.
HARNESS_FLAGS = ["-parse-as-library", "-swift-version", "6", "-g", "-package-name", "folio"]

TARGETS = {
    "textwidth": {"modules": ["FolioKit"], "extra": []},
    "keydecoder": {"modules": ["FolioKit"], "extra": [os.path.join(ROOT, "Sources", "FolioTerminal", "KeyDecoder.swift")]},
    "statefile": {"modules": ["FolioKit", "FolioBrowser"], "extra": []},
    "json": {"modules": ["FolioKit", "FolioBrowser"], "extra": []},
}


def package_targets():
    """Each target of Package.swift: its dependencies and the system library it links."""
    with open(os.path.join(ROOT, "Package.swift")) as f:
        package = f.read()
    targets = {}
    starts = list(re.finditer(r'\.(?:target|executableTarget|testTarget)\(\s*name:\s*"(\w+)"', package))
    for index, start in enumerate(starts):
        end = starts[index + 1].start() if index + 1 < len(starts) else len(package)
        declaration = package[start.end():end]
        dependencies = re.search(r'dependencies:\s*\[([^\]]*)\]', declaration)
        library = re.search(r'\.linkedLibrary\("([^"]+)"\)', declaration)
        targets[start.group(1)] = {
            "dependencies": re.findall(r'"(\w+)"', dependencies.group(1)) if dependencies else [],
            "library": library.group(1) if library else None,
        }
    return targets


def closure(modules, targets):
    """The modules and every target they depend on, dependencies after their dependents."""
    order = []

    def visit(name):
        if name in order:
            order.remove(name)
        order.append(name)
        for dependency in targets[name]["dependencies"]:
            visit(dependency)
    for module in modules:
        visit(module)
    return order


def run_build(command, name, env=None):
    started = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    if done.returncode != 0:
        print(done.stdout.decode("utf-8", "replace")[-4000:])
        sys.exit("fuzz: building %s failed" % name)
    print("built %s in %.0f s" % (name, time.monotonic() - started), flush=True)


def swiftpm_bin_path(check):
    """Where the libraries' objects and modules are: the debug build for --check (built by
    `make test` before), else an instrumented release build made here."""
    if check:
        # Not `swift build --show-bin-path`: that waits for the lock `swift test` holds while this
        # runs beside it in `make test`.
        return os.path.realpath(os.path.join(ROOT, ".build", "debug"))
    else:
        arguments = ["swift", "build", "-c", "release", "--build-path", OUT, "--sanitize", "fuzzer",
                     "--sanitize", "address"]
        run_build(arguments + ["--target", "FolioBrowser"], "the libraries (SwiftPM)")
        arguments = arguments + ["--show-bin-path"]
    done = subprocess.run(arguments, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True)
    return done.stdout.decode().strip().splitlines()[-1]


def module_objects(module, build):
    """The objects SwiftPM made for a target's current sources: a Swift target's output file map
    names them (a folder can hold objects of files since deleted), a C target's are <file>.c.o."""
    file_map = os.path.join(build, "output-file-map.json")
    if os.path.exists(file_map):
        with open(file_map) as f:
            entries = json.load(f).values()
        # A whole-module build lists the module's own object too, made only when single-threaded.
        return sorted(entry["object"] for entry in entries if "object" in entry and os.path.exists(entry["object"]))
    sources = glob.glob(os.path.join(ROOT, "Sources", module, "*.c"))
    return sorted(os.path.join(build, os.path.basename(source) + ".o") for source in sources)


def build_target(name, bin_path, targets, check):
    """Compiles and links one harness against the built libraries; returns its binary."""
    target = TARGETS[name]
    modules = closure(target["modules"], targets)
    flags = ["-I", os.path.join(bin_path, "Modules")]
    objects, libraries = [], []
    for module in modules:
        build = os.path.join(bin_path, module + ".build")
        module_map = os.path.join(build, "module.modulemap")
        own_map = os.path.join(ROOT, "Sources", module, "include", "module.modulemap")
        for candidate in (own_map, module_map):
            if os.path.exists(candidate):
                flags += ["-Xcc", "-fmodule-map-file=" + candidate]
                flags += ["-Xcc", "-I" + os.path.join(ROOT, "Sources", module, "include")]
                break
        found = module_objects(module, build)
        if not found:
            sys.exit("fuzz: no objects for %s in %s: build first" % (module, build))
        objects += found
        if targets[module]["library"]:
            libraries.append("-l" + targets[module]["library"])
    folder = os.path.join(OUT, "check" if check else "bin")
    os.makedirs(folder, exist_ok=True)
    binary = os.path.join(folder, name)
    optimize = ["-Onone", "-sanitize=fuzzer"] if check else ["-O", "-sanitize=fuzzer,address"]
    harness = os.path.join(ROOT, "Tests", "Fuzz", "Harnesses", name + ".swift")
    command = ["swiftc"] + optimize + HARNESS_FLAGS + flags + ["-module-name", "Fuzz" + name.capitalize(),
                                                                "-o", binary, harness] + target["extra"] + objects + libraries
    run_build(command, name)
    return binary


def run_target(name, binary, seconds):
    seeds = os.path.join(ROOT, "Tests", "Fuzz", name)
    corpus = os.path.join(OUT, "corpus", name)
    crashes = os.path.join(OUT, "crashes")
    os.makedirs(corpus, exist_ok=True)
    os.makedirs(crashes, exist_ok=True)
    command = [binary, corpus, seeds, "-max_total_time=%d" % seconds, "-timeout=10", "-rss_limit_mb=4096",
               "-max_len=4096", "-print_final_stats=1",
               "-detect_leaks=0", "-artifact_prefix=%s/%s-" % (crashes, name)]
    started = time.monotonic()
    # Swift's own crash backtracer and AddressSanitizer wait on each other after a trap: off.
    # Foundation's Data(contentsOf:) leaks a buffer reading an empty file: leaks are not checked.
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no", ASAN_OPTIONS="detect_leaks=0")
    done = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          timeout=seconds + 300, env=env)
    log = done.stdout.decode("utf-8", "replace")
    executions = re.findall(r"stat::number_of_executed_units:\s*(\d+)", log)
    artifacts = re.findall(r"Test unit written to (\S+)", log)
    units = len(os.listdir(corpus))
    crashed = done.returncode != 0
    print("%-11s %8s executions in %3.0f s, %5d inputs in the corpus, %s" % (
        name, executions[-1] if executions else "?", time.monotonic() - started, units,
        "CRASH: %s" % ", ".join(artifacts) if crashed else "no crash"), flush=True)
    if crashed:
        tail = [line for line in log.splitlines()
                if "Fatal error" in line or "ERROR:" in line or "precondition" in line.lower() or line.startswith("Base64:")]
        print("    " + "\n    ".join(tail[:5] or log.splitlines()[-15:]))
    return not crashed


def run_seeds(name, binary):
    """Runs a harness once over each input of its seed corpus (regression inputs, kept from
    crashes found before): libFuzzer given files runs each and stops."""
    seeds = sorted(glob.glob(os.path.join(ROOT, "Tests", "Fuzz", name, "*")))
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    done = subprocess.run([binary] + seeds, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
                          timeout=120)
    if done.returncode != 0:
        print(done.stdout.decode("utf-8", "replace")[-3000:])
    print("%-11s %d seeds %s" % (name, len(seeds), "passed" if done.returncode == 0 else "FAILED"), flush=True)
    return done.returncode == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=int, default=60, help="fuzzing time per target (default 60)")
    parser.add_argument("--only", default="", help="comma-separated targets (default: all)")
    parser.add_argument("--build-only", action="store_true")
    parser.add_argument("--check", action="store_true",
                        help="build every harness against the debug build (make test); run none")
    args = parser.parse_args()
    if shutil.which("swiftc") is None:
        sys.exit("fuzz: swiftc is not on PATH")
    os.makedirs(OUT, exist_ok=True)
    names = [n.strip() for n in args.only.split(",") if n.strip()] or list(TARGETS)
    started = time.monotonic()
    targets = package_targets()
    bin_path = swiftpm_bin_path(args.check)
    binaries = {name: build_target(name, bin_path, targets, args.check) for name in names}
    ok = True
    if args.check:
        for name in names:
            ok = run_seeds(name, binaries[name]) and ok
    elif not args.build_only:
        for name in names:
            ok = run_target(name, binaries[name], args.seconds) and ok
    print("fuzz: %.0f s wall time" % (time.monotonic() - started))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
