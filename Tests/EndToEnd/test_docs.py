"""The manual page and the shell completions: the page renders with `man -l`, its options and
the completions' options are the same set, bash completes options and paths, and
`make install` lays out the page and the completions (and `make uninstall` removes them)."""

import os
import re
import shutil
import subprocess
import tempfile
import unittest

import harness

DOCS = os.path.join(harness.REPO_ROOT, "Docs")
MAN_PAGE = os.path.join(DOCS, "folio.1")
BASH = os.path.join(DOCS, "completions", "folio.bash")
ZSH = os.path.join(DOCS, "completions", "_folio")
FISH = os.path.join(DOCS, "completions", "folio.fish")

SECTIONS = ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "CONFIGURATION", "FILES",
            "ENVIRONMENT", "EXIT STATUS", "EXAMPLES"]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def ensure_tool(tool):
    """Installs what the test goal needs when `tool` is missing; fails (never skips) without it."""
    if shutil.which(tool) is None:
        subprocess.run(["sh", os.path.join(harness.REPO_ROOT, "Scripts", "ensure-packages.sh"), "test"],
                       check=False, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if shutil.which(tool) is None:
        raise AssertionError("%s is not installed and could not be installed (sh Scripts/ensure-packages.sh test)" % tool)


def man_page_options():
    """The options the OPTIONS section documents, from the roff source (`.B \\-\\-guide` …)."""
    source = read(MAN_PAGE)
    section = source.split("\n.SH OPTIONS\n", 1)[1].split("\n.SH ", 1)[0]
    options = set()
    for line in section.split("\n"):
        if line.startswith((".B ", ".BR ", ".BI ")):
            options.update(o.replace("\\-", "-") for o in re.findall(r"(?<![\w-])((?:\\-){1,2}[a-z0-9][a-z0-9\\-]*)", line))
    return {o.rstrip("-") for o in options}


def bash_options():
    match = re.search(r'local opts="([^"]*)"', read(BASH))
    return set(match.group(1).split())


def zsh_options():
    options = set()
    for spec in re.findall(r"'(?:\([^)]*\))?(-[-a-z0-9]+)(?:=)?\[", read(ZSH)):
        options.add(spec)
    for short, long in re.findall(r"\{(-[a-z]),(--[-a-z0-9]+)\}", read(ZSH)):
        options.update([short, long])
    return options


def fish_options():
    options = set()
    for line in read(FISH).split("\n"):
        if not line.startswith("complete -c folio"):
            continue
        options.update("--" + o for o in re.findall(r" -l ([-a-z0-9]+)", line))
        options.update("-" + o for o in re.findall(r" -s ([a-z])", line))
    return options


def bash_complete(words, cwd=None):
    """What the bash completion offers for `words` (the last one being completed)."""
    script = 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _folio; printf "%s\\n" "${COMPREPLY[@]}"'
    result = subprocess.run(["bash", "--norc", "--noprofile", "-c", script, "bash", BASH] + words,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=cwd, timeout=30)
    if result.returncode != 0 or result.stderr:
        raise AssertionError("bash completion failed (%d): %s" % (result.returncode, result.stderr))
    return [line for line in result.stdout.split("\n") if line]


class ManPage(unittest.TestCase):
    def test_renders_with_man_without_warnings(self):
        ensure_tool("man")
        env = dict(os.environ, MANWIDTH="80", MANPAGER="cat", PAGER="cat", LC_ALL="C.UTF-8")
        result = subprocess.run(["man", "--warnings", "-l", MAN_PAGE], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=env, timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "", "groff warnings:\n" + result.stderr)
        text = result.stdout
        lines = text.split("\n")
        for section in SECTIONS:
            self.assertIn(section, lines, "section %s is not rendered:\n%s" % (section, text[:2000]))
        self.assertRegex(text, r"folio - browse directories and JSON documents")
        # Escapes came out as characters, not as roff source.
        self.assertIn("--print-config", text)
        self.assertIn("~/.config/folio/config", text)
        self.assertIn("map KEY COMMAND", text)
        self.assertNotIn("\\f", text)
        self.assertNotIn("\\-", text)

    def test_documents_every_option_the_program_has(self):
        self.assertEqual(man_page_options(), {
            "--guide", "--layout", "--split-width", "--detail-width", "--no-restore", "--choose",
            "--choose0", "--mouse", "--no-animation", "--max-size", "--print-config", "-h", "--help", "--version"})


class Completions(unittest.TestCase):
    def test_every_shell_completes_exactly_the_documented_options(self):
        documented = man_page_options()
        self.assertEqual(bash_options(), documented, "bash")
        self.assertEqual(zsh_options(), documented, "zsh")
        self.assertEqual(fish_options(), documented, "fish")

    def test_bash_completes_an_option_prefix(self):
        self.assertEqual(bash_complete(["folio", "--la"]), ["--layout"])
        self.assertEqual(sorted(bash_complete(["folio", "--ch"])), ["--choose", "--choose0"])
        self.assertEqual(bash_complete(["folio", "--nothing"]), [])

    def test_bash_completes_layout_values(self):
        self.assertEqual(bash_complete(["folio", "--layout", "s"]), ["split", "stack"])
        self.assertEqual(bash_complete(["folio", "--layout=a"]), ["auto"])
        self.assertEqual(bash_complete(["folio", "--split-width", ""]), [])

    def test_bash_completes_paths_as_files_and_directories(self):
        folder = tempfile.mkdtemp(prefix="folio-docs-")
        self.addCleanup(shutil.rmtree, folder, True)
        os.mkdir(os.path.join(folder, "data dir"))
        open(os.path.join(folder, "data.json"), "w").close()
        open(os.path.join(folder, "other"), "w").close()
        self.assertEqual(sorted(bash_complete(["folio", "da"], cwd=folder)), ["data dir", "data.json"])
        self.assertEqual(bash_complete(["folio", "--mouse", "ot"], cwd=folder), ["other"])


class Install(unittest.TestCase):
    def test_make_install_lays_out_man_page_and_completions(self):
        harness.wait_for_binary()
        destdir = tempfile.mkdtemp(prefix="folio-install-")
        self.addCleanup(shutil.rmtree, destdir, True)
        # SWIFT=true skips the release build: the binary under test is installed instead.
        common = ["make", "-C", harness.REPO_ROOT, "DESTDIR=" + destdir, "PREFIX=/usr", "SWIFT=true",
                  "BIN=" + harness.BINARY]
        result = subprocess.run(common + ["install"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                text=True, timeout=300)
        self.assertEqual(result.returncode, 0, result.stdout)
        expected = {
            "usr/bin/folio": harness.BINARY,
            "usr/share/man/man1/folio.1": MAN_PAGE,
            "usr/share/bash-completion/completions/folio": BASH,
            "usr/share/zsh/site-functions/_folio": ZSH,
            "usr/share/fish/vendor_completions.d/folio.fish": FISH,
        }
        for relative, source in expected.items():
            installed = os.path.join(destdir, relative)
            self.assertTrue(os.path.isfile(installed), "%s not installed:\n%s" % (relative, result.stdout))
            with open(installed, "rb") as a, open(source, "rb") as b:
                self.assertEqual(a.read(), b.read(), relative)
        self.assertTrue(os.access(os.path.join(destdir, "usr/bin/folio"), os.X_OK))
        self.assertEqual(os.stat(os.path.join(destdir, "usr/share/man/man1/folio.1")).st_mode & 0o777, 0o644)

        result = subprocess.run(common + ["uninstall"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                text=True, timeout=120)
        self.assertEqual(result.returncode, 0, result.stdout)
        for relative in expected:
            self.assertFalse(os.path.exists(os.path.join(destdir, relative)), relative + " left by uninstall")
