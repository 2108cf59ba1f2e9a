#!/usr/bin/env python3
"""Lists public members of FolioKit's UIKit-like types that no test names.

Usage: python3 Scripts/untested-api.py [--all]

For each type below, every `public`/`open` declaration in its body and in its extensions
(Sources/FolioKit/**/*.swift) is a member: properties, methods, initializers, subscripts,
nested types and enum cases. A member counts as named by a test when a file in Tests/ that
mentions the type (Sources/FolioTesting counts as test code) also uses the member the way
Swift code uses it:

* a property or case: `.name` (or `name =` / `name:` as a label of the type's initializer);
  a file concerns the type when it names it or a property named after it (`navigationItem`);
* a method: a call `name(` whose argument labels match the declaration's (parameters with a
  default value may be left out), so `setViewControllers(_:)` and
  `setViewControllers(_:animated:)` are told apart;
* an initializer: `TypeName(` with matching labels (or `super.init(` / `.init(` for the
  type's own file's subclasses in tests).

This is a name check, not a proof: the tests that name a member must also assert what it does
(see Tests/FolioKitTests/*APITests.swift). Members no test should name are listed, with the
reason, in Scripts/untested-api-justified.txt (`Type.member  reason`). The script prints the
members that are neither named nor justified and exits 1 when there are any.
"""

import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPES = ["ViewController", "NavigationController", "SplitViewController", "NavigationItem",
         "BarButtonItem", "TraitCollection", "ListView"]
JUSTIFIED = os.path.join(ROOT, "Scripts", "untested-api-justified.txt")

DECL = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?P<mods>(?:(?:public|open|override|final|static|class|convenience|required|nonisolated|"
    r"mutating|@discardableResult|private\(set\)|internal\(set\)|fileprivate\(set\)|lazy)\s+)*)"
    r"(?P<kind>var|let|func|init\??|subscript|enum|struct|class|case|typealias|protocol)\b"
    r"\s*(?P<name>[A-Za-z_][A-Za-z0-9_]*)?")


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def type_bodies(source, type_name):
    """Yields the bodies ({...}) of `class/struct/enum TYPE` and `extension TYPE` in source."""
    pattern = re.compile(r"\b(?:class|struct|enum|extension)\s+%s\b[^{]*\{" % re.escape(type_name))
    for match in pattern.finditer(source):
        depth, i = 1, match.end()
        while i < len(source) and depth:
            depth += {"{": 1, "}": -1}.get(source[i], 0)
            i += 1
        yield source[match.end():i - 1], match.start()


def top_level_lines(body):
    """Lines of `body` at brace depth 0 (members, not code inside them); a line whose
    parentheses are still open continues on the next (a declaration over several lines)."""
    depth = parens = 0
    line = []
    for ch in body:
        if ch == "\n" and parens == 0:
            yield "".join(line)
            line = []
            continue
        if depth == 0:
            line.append(" " if ch == "\n" else ch)
            if ch == "(":
                parens += 1
            elif ch == ")":
                parens = max(0, parens - 1)
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
    yield "".join(line)


def parameters(decl_line):
    """The argument labels of a function declaration and which have defaults: [(label, optional)]."""
    start = decl_line.find("(")
    if start < 0:
        return []
    depth, i = 0, start
    while i < len(decl_line):
        depth += {"(": 1, ")": -1}.get(decl_line[i], 0)
        if depth == 0:
            break
        i += 1
    inner = decl_line[start + 1:i]
    result = []
    for part in split_top(inner):
        part = part.strip()
        if not part:
            continue
        names = part.split(":", 1)[0].split()
        label = names[0] if names else "_"
        result.append((label, "=" in part))
    return result


def split_top(text):
    parts, depth, current = [], 0, []
    in_string = False
    for ch in text:
        if ch == '"':
            in_string = not in_string
        if not in_string:
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append("".join(current))
                current = []
                continue
        current.append(ch)
    parts.append("".join(current))
    return parts


def members(type_name, files):
    found = []
    for path in files:
        source = strip_comments(open(path, encoding="utf-8").read())
        for body, _ in type_bodies(source, type_name):
            for line in top_level_lines(body):
                m = DECL.match(line)
                if not m:
                    continue
                mods = m.group("mods") or ""
                if "public" not in mods and "open" not in mods:
                    continue
                kind, name = m.group("kind"), m.group("name")
                if kind.startswith("init"):
                    name, kind = "init", "init"
                if kind == "subscript":
                    name = "subscript"
                if kind == "case":
                    for case in re.findall(r"([A-Za-z_]\w*)", line.split("case", 1)[1].split("(")[0]):
                        found.append((case, "case", [], line.strip(), path))
                    continue
                if not name:
                    continue
                params = []
                if kind == "func":
                    params = parameters(line[m.end():])
                elif kind == "init":
                    params = parameters(line[line.find("init"):])
                found.append((name, kind, params, line.strip(), path))
    return found


def calls(text, name):
    """Argument label lists of each call `name(...)` in text."""
    result = []
    for match in re.finditer(r"(?<![A-Za-z0-9_])%s\s*\(" % re.escape(name), text):
        depth, i = 1, match.end()
        while i < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        labels = []
        for part in split_top(text[match.end():i - 1]):
            part = part.strip()
            if not part:
                continue
            label = re.match(r"([A-Za-z_]\w*)\s*:(?!:)", part)
            labels.append(label.group(1) if label else "_")
        result.append(labels)
    # Trailing closures: a call `name { ... }` or `name(...) { ... }` fills the last closure parameter.
    for match in re.finditer(r"(?<![A-Za-z0-9_.])\.?%s\s*\{" % re.escape(name), text):
        result.append(None)
    return result


def labels_match(params, used):
    if used is None:
        return True
    required = [label for label, optional in params if not optional]
    labels = [label for label, _ in params]
    # used must be a subsequence of labels containing every required one (trailing closures aside)
    i = 0
    for label in used:
        while i < len(labels) and labels[i] != label:
            if labels[i] in required and not params[i][1]:
                return False
            i += 1
        if i == len(labels):
            return False
        i += 1
    rest = [label for label, optional in params[i:] if not optional]
    return not rest or (len(rest) == 1 and used and False) or all(params[j][1] for j in range(i, len(params)))


def named(type_name, member, tests):
    name, kind, params, _, _ = member
    # A file concerns the type when it names it, or a property named after it (navigationItem).
    lower = type_name[0].lower() + type_name[1:]
    texts = [t for t in tests if re.search(r"\b(%s|%s)\b" % (type_name, lower), t)]
    if kind in ("var", "let", "case", "enum", "struct", "class", "typealias", "protocol"):
        pattern = re.compile(r"(\.%s\b|\b%s\s*[:=](?!=)|\b%s\.)" % ((re.escape(name),) * 3))
        if kind in ("enum", "struct", "class", "typealias", "protocol"):
            pattern = re.compile(r"\b%s\b" % re.escape(name))
        return any(pattern.search(t) for t in texts)
    if kind == "subscript":
        return any(re.search(r"\w\[", t) for t in texts)
    if kind == "init":
        candidates = [type_name, "super.init", ".init"]
        for text in texts:
            for callee in candidates:
                for used in calls(text, callee):
                    if used is not None and labels_match(params, used):
                        return True
        return False
    for text in texts:
        for used in calls(text, name):
            if labels_match(params, used):
                return True
        # An override in a test subclass names the member too.
        if re.search(r"override\s+(?:open\s+)?func\s+%s\b" % re.escape(name), text):
            return True
    return False


def signature(member):
    name, kind, params, _, _ = member
    if kind in ("func", "init"):
        return "%s(%s)" % (name, "".join(label + ":" for label, _ in params))
    return name


def main():
    show_all = "--all" in sys.argv
    sources = sorted(glob.glob(os.path.join(ROOT, "Sources", "FolioKit", "**", "*.swift"), recursive=True))
    # FolioTesting is test code too: its RecordingViewController overrides the callbacks whose
    # log entries the tests compare.
    test_files = glob.glob(os.path.join(ROOT, "Tests", "**", "*.swift"), recursive=True) \
        + glob.glob(os.path.join(ROOT, "Sources", "FolioTesting", "*.swift"))
    tests = [strip_comments(open(p, encoding="utf-8").read()) for p in sorted(test_files)]
    justified = {}
    if os.path.exists(JUSTIFIED):
        for line in open(JUSTIFIED, encoding="utf-8"):
            line = line.strip()
            if line and not line.startswith("#"):
                key, _, reason = line.partition(" ")
                justified[key] = reason.strip()
    missing, total, seen_keys = [], 0, set()
    for type_name in TYPES:
        seen = set()
        for member in members(type_name, sources):
            key = "%s.%s" % (type_name, signature(member))
            if key in seen:
                continue
            seen.add(key)
            seen_keys.add(key)
            total += 1
            is_named = named(type_name, member, tests)
            if show_all:
                print("%-7s %s" % ("named" if is_named else ("justif" if key in justified else "MISSING"), key))
            if not is_named and key not in justified:
                missing.append((key, os.path.relpath(member[4], ROOT), member[3]))
    stale = sorted(set(justified) - seen_keys)
    for key, path, line in missing:
        print("%s  (%s: %s)" % (key, path, line[:90]))
    for key in stale:
        print("stale justification (no such public member): %s" % key)
    print("%d public members of %s; %d named by tests, %d justified, %d neither" % (
        total, ", ".join(TYPES), total - len(missing) - len([k for k in justified if k in seen_keys]),
        len([k for k in justified if k in seen_keys]), len(missing)))
    sys.exit(1 if missing or stale else 0)


if __name__ == "__main__":
    main()
