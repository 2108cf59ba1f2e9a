#!/usr/bin/env python3
"""Replaces golden screen literals in test files with screens recorded by FOLIO_RECORD_SCREENS.

A golden literal is the triple-quoted string that belongs to the screen's name in the test
source: check(harness, "NAME", <literal>) or `let expected = <literal> ... name: "NAME"`. A
recorded golden holds the text lines and, when the test compares styles, its `~~~ styles:`
section (see Sources/FolioTesting/StyleMap.swift); both are pasted.

Usage:
  Scripts/update-goldens.py --run [--filter NAME]   record (swift test) and update every test file
  Scripts/update-goldens.py RECORD_DIR FILE...       update FILEs from goldens recorded earlier:
      FOLIO_RECORD_SCREENS=/tmp/rec swift test --filter X; Scripts/update-goldens.py /tmp/rec FILE...
"""
import glob
import os
import shutil
import subprocess
import sys
import tempfile


def swift_literal_line(line):
    return line.replace("\\", "\\\\").replace('"""', '\\"""')


def replace_literal(source, name, screen):
    """Replaces the literal of the golden named `name`; (source, False) when there is none.

    Only the two golden forms count, so a name used elsewhere (a comparison built in a test,
    a name in another test) never has someone else's literal replaced:
    check(harness, "NAME", <literal> with the literal opening on that line, or
    `let expected = <literal>` in the same function as the `name: "NAME"` that follows it.
    A literal may be raw (a # before its opening quotes); its lines are then pasted as they are.
    """
    lines = screen.rstrip("\n").split("\n")
    marker = '"%s"' % name
    at = source.find(marker)
    start = raw = None
    while at >= 0:
        line_start = source.rfind("\n", 0, at) + 1
        line_end = source.find("\n", at)
        rest = source[at + len(marker):line_end].strip()
        if "check(" in source[line_start:at] and rest in (', """', ', #"""'):
            raw = rest.endswith('#"""')
            start = source.find('"""\n', at)
            break
        if source[line_start:at].rstrip().endswith("name:"):
            closing = source.rfind('"""', 0, at)
            opening = source.rfind('"""\n', 0, closing)
            between = source[closing:at]
            opening_line = source[source.rfind("\n", 0, opening) + 1:opening]
            if opening >= 0 and "func " not in between and "@Test" not in between \
                    and opening_line.strip() in ("let expected =", "let expected = #"):
                raw = opening_line.strip().endswith("#")
                start = opening
                break
        at = source.find(marker, at + 1)
    if start is None or start < 0:
        return source, False
    body_start = start + 4
    closing = source.find('"""', body_start)
    end = source.rfind("\n", 0, closing) + 1
    indent = source[end:closing]
    paste = (lambda line: line) if raw else swift_literal_line
    body = "".join(indent + paste(line) + "\n" if line else "\n" for line in lines)
    return source[:body_start] + body + source[end:], True


def update(record_dir, files):
    updated = 0
    for path in files:
        source = open(path).read()
        changed = False
        for entry in sorted(os.listdir(record_dir)):
            name = entry[:-4]
            new, ok = replace_literal(source, name, open(os.path.join(record_dir, entry)).read())
            if ok and new != source:
                source, changed = new, True
                updated += 1
                print("updated %s in %s" % (name, path))
        if changed:
            open(path, "w").write(source)
    return updated


def run(filter_name):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    record_dir = tempfile.mkdtemp(prefix="folio-goldens-")
    try:
        subprocess.run(["swift", "build", "--build-tests"], cwd=root, check=True)
        command = ["swift", "test", "--skip-build"] + (["--filter", filter_name] if filter_name else [])
        env = dict(os.environ, FOLIO_RECORD_SCREENS=record_dir)
        # Tests whose goldens changed fail in this run; the recorded screens are what counts.
        subprocess.run(command, cwd=root, env=env, stdout=subprocess.DEVNULL)
        files = sorted(glob.glob(os.path.join(root, "Tests", "*", "*.swift")))
        count = update(record_dir, files)
        print("%d golden(s) updated from %d recorded" % (count, len(os.listdir(record_dir))))
    finally:
        shutil.rmtree(record_dir, ignore_errors=True)


def main():
    args = sys.argv[1:]
    if args and args[0] == "--run":
        filter_name = args[2] if len(args) >= 3 and args[1] == "--filter" else None
        run(filter_name)
    elif len(args) >= 2:
        update(args[0], args[1:])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)


main()
