#if canImport(Glibc)
import Glibc
#endif

/// How far an operation has got, handed to the progress callback after each file and chunk.
struct FileOperationProgress: Equatable, Sendable {
    /// Files (and links and directories) finished, and how many there are in all.
    var filesDone: Int = 0
    var filesTotal: Int = 0
    /// Bytes of file content written, and how many there are in all.
    var bytesDone: Int64 = 0
    var bytesTotal: Int64 = 0
    /// The name being worked on, as bytes.
    var currentName: [UInt8] = []
}

/// A name that is already taken where an item should go.
struct FileConflict: Equatable, Sendable {
    /// The item being copied or moved.
    var source: RawPath
    /// The existing item under the wanted name.
    var destination: RawPath
}

/// What to do about a conflict.
enum ConflictChoice: Equatable, Sendable {
    /// Replace the existing item: it goes to the trash once the new one is complete.
    case overwrite
    /// Leave both as they are; this item is not copied or moved.
    case skip
    /// Give the new item a free name: `name (1).ext` (see `KeepBothName`).
    case keepBoth
    /// Stop the whole operation.
    case stop
}

/// A conflict's answer, and whether it holds for every later conflict of the operation.
struct ConflictAnswer: Equatable, Sendable {
    var choice: ConflictChoice
    var forAll: Bool = false
}

/// What to do after a failed call on one item.
enum FailureChoice: Equatable, Sendable {
    case skip, retry, stop
}

/// Where a test makes the engine fail or "crash" (stop at once, cleaning nothing up).
enum FaultAction: Equatable, Sendable {
    case proceed
    case fail(Int32)
    case crash
}

/// The engine's connection to its caller: cancellation, progress, and the answers to
/// conflicts and failures.
///
/// Every closure is called on the operation's own (background) thread.
struct FileOperationContext {
    /// True once the user asked to cancel; checked between chunks and between files.
    var isCancelled: () -> Bool = { false }
    /// Receives the progress after each chunk and each item.
    var progress: (FileOperationProgress) -> Void = { _ in }
    /// Answers a conflict; the default keeps both.
    var resolveConflict: (FileConflict) -> ConflictAnswer = { _ in ConflictAnswer(choice: .keepBoth) }
    /// Answers a failure (the error names the file and the call); the default skips the item.
    var resolveFailure: (SyscallError) -> FailureChoice = { _ in .skip }
    /// The trash that replaced items go to (so an overwrite can be undone); nil replaces them
    /// in place with an atomic rename.
    var trash: Trash? = Trash()
    /// Whether a copy may share blocks with its source (`FICLONE`).
    var allowsReflink = true
    /// The most bytes copied between two cancellation checks.
    var chunkSize = 8 << 20
    /// Where the folders that get partial items are noted for the next start (`OperationRecord`);
    /// the process's record by default, none in tests.
    var record: OperationRecord? = OperationRecord.shared
    /// A test seam: asked before each chunk is written with the bytes written so far.
    var fault: (Int64) -> FaultAction = { _ in .proceed }
}

/// An item left out of an operation, and why (a FIFO, a skipped conflict, a skipped failure).
struct SkippedItem: Equatable, Sendable {
    var path: RawPath
    var reason: String
}

/// What an operation did: what undoes it, what it left out, and whether it ran to the end.
struct FileOperationOutcome {
    /// The steps that undo what was done, in the order they were done.
    var undo: [UndoAction] = []
    /// Items left out, with the reason.
    var skipped: [SkippedItem] = []
    /// Failures the resolver chose to skip or stop on.
    var failures: [SyscallError] = []
    /// True when cancelled; nothing partial was left under a final name.
    var cancelled = false
    /// True when a resolver chose to stop.
    var stopped = false
    /// True only when a fault seam simulated a crash (tests).
    var crashed = false
    /// The last progress reported.
    var progress = FileOperationProgress()

    /// True when the operation neither was cancelled nor stopped.
    var ranToEnd: Bool { !cancelled && !stopped && !crashed }
}

/// What an item is and where it lives: used to tell, at undo time, that it is still the
/// item the operation left.
///
/// The device, the inode and the birth time (`statx`), where the filesystem records it: a
/// file removed and made again often gets the same inode number, never the same birth time.
/// Renaming or writing an item keeps its identity.
struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var birthSeconds: Int64 = 0
    var birthNanoseconds: UInt32 = 0

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of what is at `path` now (not following a final symlink).
    static func of(_ path: RawPath) -> FileIdentity? {
        guard case .success(let info) = Syscall.linkStatus(path) else { return nil }
        var identity = FileIdentity(info)
        if let birth = Syscall.birthTime(path) { (identity.birthSeconds, identity.birthNanoseconds) = birth }
        return identity
    }
}

/// The prefix of every name the engine writes before an item is complete; the leftovers
/// scan (`FileOperationLeftovers`) finds names with it after a crash.
let partialPrefix = Array(".folio-partial-".utf8)

/// A fresh temporary name for `name`: `.folio-partial-<8 hex digits>-NAME`, cut so it fits
/// in 255 bytes.
func partialName(for name: [UInt8]) -> [UInt8] {
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    let prefix = partialPrefix + Array(String(repeating: "0", count: 8 - random.count).utf8) + Array(random.utf8) + [UInt8(ascii: "-")]
    return prefix + name.prefix(255 - prefix.count)
}

/// Checks a single name given by a person: not empty, not `.` or `..`, no `/`, no NUL.
func validateName(_ name: [UInt8]) -> String? {
    if name.isEmpty { return "a name cannot be empty" }
    if name == [UInt8(ascii: ".")] || name == Array("..".utf8) { return "“\(RawPath(bytes: name).display)” is not a name a file can have" }
    if name.contains(UInt8(ascii: "/")) { return "a name cannot contain “/”" }
    if name.contains(0) { return "a name cannot contain a NUL byte" }
    if name.count > 255 { return "the name is longer than 255 bytes" }
    return nil
}
