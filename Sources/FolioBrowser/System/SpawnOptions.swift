#if canImport(Glibc)
import Glibc
#endif

/// How `Syscall.spawn` sets up a child: where its standard streams go and how it treats signals.
struct SpawnOptions {
    /// Where one of the child's descriptors comes from.
    enum Stream {
        /// The file at this path, opened with these flags (`/dev/null`, `/dev/tty`).
        case file(String, flags: Int32)
        /// A copy of one of our descriptors (a pipe's write end).
        case descriptor(Int32)
    }

    /// The child's descriptors by number (0, 1, 2); the ones not named are inherited.
    var streams: [Int32: Stream] = [:]
    /// Signals reset to their default handling in the child; nil resets every signal.
    var defaultSignals: [Int32]? = nil
    /// Whether the child starts with no signal blocked (ours may block some).
    var clearsSignalMask = false
    /// Whether the child leads a new process group (so the group can be killed at once).
    var startsProcessGroup = false
    /// Whether every descriptor from 3 up is closed in the child.
    ///
    /// Then it inherits nothing of ours (not the terminal, not a file another thread is writing, whose open descriptor
    /// would keep a script being written "busy"). Needs glibc 2.34; ignored before.
    var closesOtherDescriptors = false

    /// A previewer's or decompressor's set-up: standard input from `/dev/null`, output and
    /// error into the given pipe ends, nothing else inherited, default handling of every
    /// signal, none blocked, in a new process group.
    static func capturing(output: Int32, error: Int32) -> SpawnOptions {
        SpawnOptions(streams: [0: .file("/dev/null", flags: O_RDONLY), 1: .descriptor(output), 2: .descriptor(error)],
                     defaultSignals: nil, clearsSignalMask: true, startsProcessGroup: true, closesOtherDescriptors: true)
    }
}
