"""End-to-end: Folio's own files (config, bookmarks, saved place) as a named pipe or a link to a
device: start-up and --print-config go on with a notice instead of hanging or reading forever."""

import os
import subprocess

from harness import *  # noqa: F401,F403
import harness


class OwnFiles(FolioTestCase):
    def special(self, relative, kind):
        path = os.path.join(self.s.dir, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if kind == "fifo":
            os.mkfifo(path)
        else:
            os.symlink("/dev/zero", path)
        return path

    def test_print_config_does_not_hang_on_a_fifo_or_dev_zero(self):
        for kind in ("fifo", "zero"):
            config = os.path.join(self.s.dir, kind)
            self.special(os.path.join(kind, "folio", "config"), kind)
            env = dict(self.s.env, XDG_CONFIG_HOME=config)
            result = subprocess.run([harness.BINARY, "--print-config"], capture_output=True, env=env,
                                    stdin=subprocess.DEVNULL, timeout=DEADLINE)
            self.assertEqual(result.returncode, 0, kind)
            self.assertIn(b"not a regular file", result.stderr, kind)
            self.assertIn(b"map ", result.stdout, "the defaults are printed")

    def test_start_up_goes_on_past_a_fifo_config_and_bookmarks(self):
        config = os.path.join(self.s.dir, "cfg")
        self.special(os.path.join("cfg", "folio", "config"), "fifo")
        self.special(os.path.join("state", "folio", "bookmarks"), "fifo")
        self.s.start(self.s.folio_env(extra={"XDG_CONFIG_HOME": config}) + [harness.BINARY, "/usr/include"])
        self.s.wait_text("asm-generic", "cannot read the bookmarks: it is a named pipe")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_print_config_and_usage_errors_write_no_escapes(self):
        """A control sequence in the config file or an argument never reaches the terminal raw:
        the rejected value is echoed visibly, a valid opener is printed as $'…' and reads back."""
        config = os.path.join(self.s.dir, "esc", "folio")
        os.makedirs(config)
        with open(os.path.join(config, "config"), "w") as f:
            f.write("sort = \033]0;PWNED\007\nopener = $'\\e]52;c;aGk=\\a' --flag\n")
        env = dict(self.s.env, XDG_CONFIG_HOME=os.path.dirname(config))
        result = subprocess.run([harness.BINARY, "--print-config"], capture_output=True, env=env,
                                stdin=subprocess.DEVNULL, timeout=DEADLINE)
        self.assertEqual(result.returncode, 0)
        self.assertNotIn(b"\033", result.stdout + result.stderr)
        self.assertNotIn(b"\007", result.stdout + result.stderr)
        self.assertIn(b"not '^[]0;PWNED^G'", result.stderr)
        self.assertIn(b"opener = $'\\e]52;c;aGk=\\a' --flag", result.stdout)
        # The printed configuration reads back as it was, with no problem.
        with open(os.path.join(config, "config"), "wb") as f:
            f.write(result.stdout)
        again = subprocess.run([harness.BINARY, "--print-config"], capture_output=True, env=env,
                               stdin=subprocess.DEVNULL, timeout=DEADLINE)
        self.assertEqual(again.stderr, b"")
        self.assertIn(b"opener = $'\\e]52;c;aGk=\\a' --flag", again.stdout)
        usage = subprocess.run([harness.BINARY, "--layout", "\033]0;PWNED\007"], capture_output=True, env=env,
                               stdin=subprocess.DEVNULL, timeout=DEADLINE)
        self.assertEqual(usage.returncode, 2)
        self.assertIn(b"not '^[]0;PWNED^G'", usage.stderr)
