#!/bin/sh
# Installs the Debian packages Folio needs for a goal (build, test, bench) when they are missing.
# As root it uses apt-get; otherwise it says exactly what to install and fails.
set -eu
goal=${1:-build}
missing=""
[ -f /usr/include/ncursesw/curses.h ] || missing="$missing libncurses-dev"
[ -f /usr/include/zlib.h ] || missing="$missing zlib1g-dev"
[ -f /usr/include/sqlite3.h ] || missing="$missing libsqlite3-dev"
if [ "$goal" = test ] || [ "$goal" = bench ]; then
  command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
  command -v python3 >/dev/null 2>&1 || missing="$missing python3"
  # The manual page is rendered with `man -l` by Tests/EndToEnd/test_docs.py.
  command -v man >/dev/null 2>&1 || missing="$missing man-db"
  # The previewer end-to-end test colours a file with batcat (about 5 MB installed).
  command -v batcat >/dev/null 2>&1 || missing="$missing bat"
  # The SQLite tests and benchmark make their databases with the sqlite3 command.
  command -v sqlite3 >/dev/null 2>&1 || missing="$missing sqlite3"
  # The trash tests check that trash-list (trash-cli) lists what Folio trashed.
  command -v trash-list >/dev/null 2>&1 || missing="$missing trash-cli"
fi
if [ "$goal" = bench ]; then
  for tool in nnn lf vifm ranger jq vd; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
  done
  # Scripts/bench/keys.py counts instructions per key with callgrind (perf's hardware counters
  # are often unavailable in virtual machines); objcopy (binutils) strips DWARF it cannot read.
  command -v valgrind >/dev/null 2>&1 || missing="$missing valgrind"
  command -v objcopy >/dev/null 2>&1 || missing="$missing binutils"
fi
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  # shellcheck disable=SC2086
  apt-get install -y -qq --no-install-recommends $missing >/dev/null
else
  echo "Folio needs these Debian packages:$missing" >&2
  echo "Install them with: sudo apt-get install$missing" >&2
  exit 1
fi
