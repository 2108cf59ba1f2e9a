#!/usr/bin/env python3
"""Lints Sources and Tests with `swift format lint` and .swift-format (make lint).

Usage: python3 Scripts/lint.py [--quiet] [PATH...]

The configuration turns on the rules the style asks for: NeverForceUnwrap, NeverUseForceTry,
AllPublicDeclarationsHaveDocumentation, BeginDocumentationCommentWithOneLineSummary and
UseTripleSlashForDocumentationComments. `swift format lint` also reports where the code differs
from its pretty-printer's layout; those are not rules of ours and are left out. Prints each
violation, then the count per module; exits 1 when there is any.
"""

import json
import os
import re
import subprocess
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINE = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+):(?P<column>\d+): (?:warning|error): \[(?P<rule>\w+)\] (?P<message>.*)$")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    quiet = "--quiet" in sys.argv
    config_path = os.path.join(ROOT, ".swift-format")
    rules = {name for name, on in json.load(open(config_path))["rules"].items() if on}
    paths = args or ["Sources", "Tests"]
    done = subprocess.run(["swift", "format", "lint", "--recursive", "--parallel", "--configuration", config_path] + paths,
                          cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    per_module = Counter()
    per_rule = Counter()
    for line in done.stdout.decode("utf-8", "replace").splitlines():
        match = LINE.match(line)
        if not match:
            if line.strip() and "warning" not in line:
                print(line)
            continue
        if match.group("rule") not in rules:
            continue
        path = os.path.relpath(match.group("path"), ROOT)
        parts = path.split(os.sep)
        module = "/".join(parts[:2]) if len(parts) > 2 else parts[0]
        per_module[module] += 1
        per_rule[match.group("rule")] += 1
        if not quiet:
            print("%s:%s: [%s] %s" % (path, match.group("line"), match.group("rule"), match.group("message")))
    print()
    print("| module | violations |")
    print("|---|---:|")
    for module in sorted(per_module):
        print("| %s | %d |" % (module, per_module[module]))
    print("| all | %d |" % sum(per_module.values()))
    for rule, count in per_rule.most_common():
        print("  %-45s %d" % (rule, count))
    sys.exit(1 if per_module else 0)


if __name__ == "__main__":
    main()
