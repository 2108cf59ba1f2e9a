#!/usr/bin/env python3
"""Builds and runs Folio's libFuzzer targets (make fuzz, make fuzz-smoke).

Usage: python3 Scripts/fuzz.py [--seconds N] [--only NAME,...] [--build-only]

The targets are built with the toolchain's `swiftc -sanitize=fuzzer,address`, directly over
the sources they need (outside Package.swift), into .build/fuzz/: FolioKit and FolioBrowser
(every file of Sources/FolioBrowser, so the JSON folder is globbed whatever its files) as
static libraries, then one executable per harness in Tests/Fuzz/Harnesses/. Each runs for
--seconds with its seed corpus Tests/Fuzz/<target>/ (read only; new inputs go to
.build/fuzz/corpus/<target>/) and crashes saved under .build/fuzz/crashes/. Prints one line a
target: executions, corpus size, crashes; exits 1 on a crash. A crash is a regression test
to write: the crashing input is printed.

Targets: textwidth (width, truncation, wrap, drawing), keydecoder (the pure key decoder),
statefile (BrowserState files, StateCoder, StateRestoration), json (the JSON parser).
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, ".build", "fuzz")
# `-package-name`: as SwiftPM gives it, so `package` declarations are seen across the modules.
FLAGS = ["-O", "-sanitize=fuzzer,address", "-parse-as-library", "-swift-version", "6", "-g", "-package-name", "folio"]


def c_modules():
    """The C targets FolioBrowser depends on in Package.swift, each with the system library it
    links (None for one that links none): their headers become Clang modules, their C files are
    compiled and linked (what SwiftPM does). Read from Package.swift so a C target added there
    is never left out here."""
    with open(os.path.join(ROOT, "Package.swift")) as f:
        package = f.read()
    browser = re.search(r'\.target\(name:\s*"FolioBrowser",\s*dependencies:\s*\[([^\]]*)\]', package)
    if browser is None:
        sys.exit("fuzz: cannot find FolioBrowser's dependencies in Package.swift")
    modules = {}
    for name in re.findall(r'"(C\w+)"', browser.group(1)):
        start = re.search(r'\.target\(\s*name:\s*"%s"' % name, package)
        if start is None:
            sys.exit("fuzz: cannot find the target %s in Package.swift" % name)
        following = re.search(r'\.(?:target|executableTarget|testTarget)\(', package[start.end():])
        declaration = package[start.end():start.end() + following.start() if following else len(package)]
        library = re.search(r'\.linkedLibrary\("([^"]+)"\)', declaration)
        modules[name] = library.group(1) if library else None
    return modules


C_MODULES = c_modules()


def c_module_flags():
    """-I flags that make the C modules importable, building a module map where the target
    has none (SwiftPM writes one for an umbrella header), and the objects and libraries to link."""
    flags, link = [], []
    for name, library in C_MODULES.items():
        include = os.path.join(ROOT, "Sources", name, "include")
        if not os.path.isdir(include):
            continue
        if os.path.exists(os.path.join(include, "module.modulemap")):
            flags += ["-I", include]
        else:
            folder = os.path.join(OUT, "cmodules", name)
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, "module.modulemap"), "w") as f:
                f.write('module %s {\n    umbrella "%s"\n    export *\n}\n' % (name, include))
            flags += ["-I", folder, "-Xcc", "-I" + include]
        for source in sorted(glob.glob(os.path.join(ROOT, "Sources", name, "*.c"))):
            obj = os.path.join(OUT, "%s-%s.o" % (name, os.path.basename(source)[:-2]))
            if not os.path.exists(obj) or os.path.getmtime(obj) < os.path.getmtime(source):
                run_build([clang(), "-c", "-O1", "-fsanitize=fuzzer-no-link,address", "-D_GNU_SOURCE",
                           "-I", include, source, "-o", obj], os.path.basename(source))
            link.append(obj)
        if library:
            link += ["-l" + library]
    return flags, link


def clang():
    swiftc = shutil.which("swiftc") or "swiftc"
    candidate = os.path.join(os.path.dirname(os.path.realpath(swiftc)), "clang")
    return candidate if os.path.exists(candidate) else (shutil.which("clang") or "clang")


def sources(folder):
    return sorted(glob.glob(os.path.join(ROOT, "Sources", folder, "**", "*.swift"), recursive=True))


TARGETS = {
    "textwidth": {"modules": ["FolioKit"], "extra": []},
    "keydecoder": {"modules": ["FolioKit"], "extra": [os.path.join(ROOT, "Sources", "FolioTerminal", "KeyDecoder.swift")]},
    "statefile": {"modules": ["FolioKit", "FolioBrowser"], "extra": []},
    "json": {"modules": ["FolioKit", "FolioBrowser"], "extra": []},
}


def newest(paths):
    return max((os.path.getmtime(p) for p in paths), default=0)


def build_module(name):
    """Builds Sources/NAME as a static library and module in .build/fuzz (when out of date)."""
    files = sources(name)
    library = os.path.join(OUT, "lib%s.a" % name)
    if os.path.exists(library) and os.path.getmtime(library) > newest(files):
        return
    command = ["swiftc"] + FLAGS + c_module_flags()[0] + ["-emit-library", "-static", "-emit-module", "-module-name", name,
                                    "-I", OUT, "-emit-module-path", os.path.join(OUT, name + ".swiftmodule"),
                                    "-o", library] + files
    run_build(command, name)


def build_target(name):
    target = TARGETS[name]
    for module in target["modules"]:
        build_module(module)
    harness = os.path.join(ROOT, "Tests", "Fuzz", "Harnesses", name + ".swift")
    binary = os.path.join(OUT, name)
    inputs = [harness] + target["extra"] + [os.path.join(OUT, "lib%s.a" % m) for m in target["modules"]]
    if os.path.exists(binary) and os.path.getmtime(binary) > newest(inputs):
        return binary
    libraries = [os.path.join(OUT, "lib%s.a" % m) for m in reversed(target["modules"])]
    c_flags, c_link = c_module_flags() if "FolioBrowser" in target["modules"] else ([], [])
    command = ["swiftc"] + FLAGS + c_flags + ["-module-name", "Fuzz" + name.capitalize(), "-I", OUT, "-o", binary,
                                              harness] + target["extra"] + libraries + c_link
    run_build(command, name)
    return binary


def run_build(command, name):
    started = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        print(done.stdout.decode("utf-8", "replace")[-4000:])
        sys.exit("fuzz: building %s failed" % name)
    print("built %s in %.0f s" % (name, time.monotonic() - started), flush=True)


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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=int, default=60, help="fuzzing time per target (default 60)")
    parser.add_argument("--only", default="", help="comma-separated targets (default: all)")
    parser.add_argument("--build-only", action="store_true")
    args = parser.parse_args()
    if shutil.which("swiftc") is None:
        sys.exit("fuzz: swiftc is not on PATH")
    os.makedirs(OUT, exist_ok=True)
    names = [n.strip() for n in args.only.split(",") if n.strip()] or list(TARGETS)
    started = time.monotonic()
    binaries = {name: build_target(name) for name in names}
    ok = True
    if not args.build_only:
        for name in names:
            ok = run_target(name, binaries[name], args.seconds) and ok
    print("fuzz: %.0f s wall time" % (time.monotonic() - started))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
