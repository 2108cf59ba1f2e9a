#!/bin/sh
# Fails when Swift code outside the system-call layer calls libc's file, directory or process
# functions (or Foundation's file I/O) directly (Docs/ARCHITECTURE.md, "Rules"): feature code goes through
# Sources/FolioBrowser/System/ (`Syscall`, `SyscallError`), where every call is checked,
# retried on EINTR and named with its path in a failure.
#
# Not scanned: Sources/FolioBrowser/System/ (the layer itself), Sources/FolioTerminal/ (the
# terminal's own thin layer over ncurses and the tty: termios, the wake pipe, signals) and the
# C targets (CNcursesw, CSQLite3, CZlib). Comments are skipped; string contents are not, so a
# message should not spell a call with its parenthesis.
#
# Usage: sh Scripts/check-syscalls.sh        (run by `make lint` and `make syscalls`)
set -u
cd "$(dirname "$0")/.." || exit 2

# One pattern a line: Perl regular expressions (grep -P) for a direct call.
# `(?<![\w.])name\(` is a free function call: not a method (`x.open(`), not part of a longer
# name. open/read/write/close are common method names too, so only their C shapes count.
PATTERNS=$(cat <<'PATTERNS'
(?<![\w.])(?<!func )(opendir|readdir|closedir|fdopendir|readlink|lstat|fstat|fstatat|strerror|strerror_r|waitpid|wait4|fcntl|getcwd|fsync|fdatasync|unlink|unlinkat|rmdir|mkdir|mkdirat|pipe|pipe2|poll|access|faccessat|rename|renameat|kill|killpg|dup2|lseek|pread|ftruncate|chmod|symlink)\(
(?<![\w.])posix_spawn\w*(?<!_t)\(
(?<![\w.])inotify_\w+\(
(?<![\w.])(?<!func )stat\([^)]
(?<![\w.])(?<!func )open\([^()]*\bO_[A-Z]
(?<![\w.])(?<!func )(read|write|pread|pwrite)\(\s*[\w.]+\s*,\s*[^,:()]+,\s*[^,:()]+\)
(?<![\w.])(?<!func )close\(\s*[\w.]+\s*\)
\bGlibc\.\w+\(
(?<![\w.])errno\b
\bData\(contentsOf:
\bString\(contentsOf(File)?:
\bFileManager\.default\.(createDirectory|removeItem|moveItem|copyItem|contentsOfDirectory|attributesOfItem|createFile|fileExists)\b
\bFileHandle\((forReadingAtPath|forWritingAtPath|forUpdatingAtPath|forReadingFrom|forWritingTo):
\.write\(to:
PATTERNS
)

# Justified exceptions: `path<TAB>pattern<TAB>reason`. A hit in `path` whose line matches
# `pattern` (grep -E) is allowed. Keep each reason honest and short.
EXCEPTIONS=$(cat <<'EXCEPTIONS'
Sources/FolioTesting/ScreenComparison.swift	FileManager\.default\.createDirectory|\.write\(to:	test support: rewrites golden screen files only when asked to (update-goldens), never in the app
Sources/FolioKit/Application/Job.swift	open\("/proc/thread-self/comm"|write\(fd, \$0|close\(fd\)	names a job thread for top -H and debuggers (FolioKit has no syscall layer); a failure leaves it unnamed
Sources/FolioKit/Application/JobLane.swift	errno != EINTR	a lane's thread waits a second on a semaphore for its next job (FolioKit has no syscall layer); an interrupted wait is retried, a timeout ends the thread
Sources/folio/ResourceLocator.swift	FileManager\.default\.fileExists	a yes/no probe for the bundled catalog among candidate folders; a failure is "not here", not an error to report
EXCEPTIONS
)

files=$(find Sources -name '*.swift' \
        -not -path 'Sources/FolioBrowser/System/*' \
        -not -path 'Sources/FolioTerminal/*' \
        -not -path 'Sources/CNcursesw/*' -not -path 'Sources/CSQLite3/*' -not -path 'Sources/CZlib/*' | sort)
pattern=$(printf '%s\n' "$PATTERNS" | paste -sd '|' -)

found=$(for file in $files; do
    # Drop comment text (from `//` to the end of the line) before matching, keeping line numbers.
    sed -e 's#//.*$##' "$file" | grep -nP -e "$pattern" | sed "s#^#$file:#"
done)

violations=$(printf '%s\n' "$found" | while IFS= read -r hit; do
    [ -n "$hit" ] || continue
    file=${hit%%:*}
    allowed=no
    while IFS='	' read -r epath epattern ereason; do
        [ -n "$epath" ] || continue
        if [ "$file" = "$epath" ] && printf '%s\n' "${hit#*:*:}" | grep -qE -e "$epattern"; then allowed=yes; fi
    done <<LIST
$EXCEPTIONS
LIST
    # open/read/write/close are also method names: a call in a file that declares its own
    # `func close(` (a private wrapper over the layer) is that method, not libc's.
    for name in open read write close; do
        if printf '%s\n' "${hit#*:*:}" | grep -vq 'Glibc\.' && printf '%s\n' "${hit#*:*:}" | grep -qP "(?<![\w.])$name\(" \
            && grep -q "func $name(" "$file"; then allowed=yes; fi
    done
    [ "$allowed" = yes ] || printf '%s\n' "$hit"
done)

if [ -n "$violations" ]; then
    echo "check-syscalls: direct system calls outside Sources/FolioBrowser/System/ (use Syscall, or add a justified exception):"
    printf '%s\n' "$violations"
    exit 1
fi
echo "check-syscalls: no direct system calls outside the layer ($(printf '%s\n' "$EXCEPTIONS" | grep -c .) justified exceptions)"
exit 0
