#!/usr/bin/env python3
# Replaces golden screen literals in test files with screens recorded by FOLIO_RECORD_SCREENS.
# A golden literal is the triple-quoted string that belongs to the screen's name in the test
# source: check(harness, "NAME", <literal>) or `let expected = <literal> ... name: "NAME"`.
# Usage: FOLIO_RECORD_SCREENS=/tmp/rec swift test --filter X; Scripts/update-goldens.py /tmp/rec FILE...
import os
import re
import sys

def replace_literal(source, name, screen):
    lines = screen.rstrip("\n").split("\n")
    marker = '"%s"' % name
    at = source.find(marker)
    if at < 0:
        return source, False
    # The literal belongs to the name: the nearest triple quote before it (let expected = ...),
    # or the first after it (check(harness, "NAME", """...""")).
    line_start = source.rfind("\n", 0, at) + 1
    if "check(" in source[line_start:at]:
        start = source.find('"""\n', at)          # check(harness, "NAME", <literal>)
    else:
        closing = source.rfind('"""', 0, at)       # let expected = <literal> ... name: "NAME"
        start = source.rfind('"""\n', 0, closing)
    if start < 0:
        return source, False
    body_start = start + 4
    closing = source.find('"""', body_start)
    end = source.rfind("\n", 0, closing) + 1
    indent = source[end:closing]
    body = "".join(indent + line + "\n" if line else "\n" for line in lines)
    return source[:body_start] + body + source[end:], True

def main():
    record_dir, files = sys.argv[1], sys.argv[2:]
    for path in files:
        source = open(path).read()
        changed = False
        for entry in sorted(os.listdir(record_dir)):
            name = entry[:-4]
            new, ok = replace_literal(source, name, open(os.path.join(record_dir, entry)).read())
            if ok and new != source:
                source, changed = new, True
                print("updated %s in %s" % (name, path))
        if changed:
            open(path, "w").write(source)

main()
