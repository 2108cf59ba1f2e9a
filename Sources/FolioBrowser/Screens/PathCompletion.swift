import FoundationEssentials

/// Tab completion of directory names for the `:` (jump) prompt.
///
/// `complete` reads a directory, so call it from a background worker and post the result back;
/// it touches no shared state. The typed form is kept: `~/Doc` completes to `~/Documents/`,
/// a relative path stays relative to the base directory.
public struct PathCompletion: Equatable, Sendable {
    /// The prompt's new text: the typed text extended by the longest common prefix of the
    /// matching directory names, with a `/` when exactly one matches.
    public var text: String
    /// The matching directory names (names only, in natural order), to show under the prompt.
    public var candidates: [String]
    /// Why the directory could not be read, if it could not (a message for the prompt).
    public var problem: String?
    /// The typed text up to its last `/` (empty without one): a candidate chosen from several
    /// follows it.
    public var folder: String

    /// Creates a completion result.
    public init(text: String, candidates: [String], problem: String? = nil, folder: String = "") {
        self.text = text
        self.candidates = candidates
        self.problem = problem
        self.folder = folder
    }

    /// Completes `typed`: absolute, relative to `base`, or starting with `~` (for `home`).
    ///
    /// Dotted directories are offered only when the typed name starts with a dot.
    public static func complete(_ typed: String, relativeTo base: String, home: String) -> PathCompletion {
        if typed == "~" { return PathCompletion(text: "~/", candidates: []) }
        let folderPart: String, namePart: String
        if let slash = typed.lastIndex(of: "/") {
            folderPart = String(typed[...slash])
            namePart = String(typed[typed.index(after: slash)...])
        } else {
            folderPart = ""
            namePart = typed
        }
        let folder = folderPart.isEmpty ? base : expand(folderPart, relativeTo: base, home: home)
        let names: [[UInt8]]
        switch directoryNames(in: RawPath(folder)) {
        case .success(let found): names = found
        case .failure(let error): return PathCompletion(text: typed, candidates: [], problem: error.message)
        }
        let prefix = Array(namePart.utf8)
        let showsHidden = prefix.first == UInt8(ascii: ".")
        var matches = names.filter { name in
            name.starts(with: prefix) && (showsHidden || name.first != UInt8(ascii: "."))
        }
        if namePart == ".." { matches.append(Array("..".utf8)) }
        // A name that is not UTF-8 cannot be typed back, so it is not offered.
        let candidates = matches.sorted(by: NaturalOrder.precedes).compactMap { String(bytes: $0, encoding: .utf8) }
        guard let first = candidates.first else { return PathCompletion(text: typed, candidates: []) }
        if candidates.count == 1 { return PathCompletion(text: folderPart + first + "/", candidates: candidates, folder: folderPart) }
        return PathCompletion(text: folderPart + commonPrefix(candidates), candidates: candidates, folder: folderPart)
    }

    /// The names of the directories in `folder` (symlinks to directories included), unsorted.
    static func directoryNames(in folder: RawPath) -> Result<[[UInt8]], SyscallError> {
        Syscall.openDirectory(folder).flatMap { stream in
            var names: [[UInt8]] = []
            while true {
                switch stream.next() {
                case .failure(let error): return .failure(error)
                case .success(nil): return .success(names)
                case .success(let entry?):
                    var kind = FileKind(direntType: entry.type)
                    if kind == .symlink || kind == .unknown {
                        // Follow the link (or ask, on file systems that do not fill d_type).
                        kind = (try? Syscall.status(folder.appending(entry.name)).get()).map { FileKind(mode: $0.st_mode) } ?? .unknown
                    }
                    if kind == .directory { names.append(entry.name) }
                }
            }
        }
    }

    /// The absolute path `typed` names: `~` and `~/…` under `home`, relative paths under `base`.
    public static func expand(_ typed: String, relativeTo base: String, home: String) -> String {
        if typed == "~" { return home }
        if typed.hasPrefix("~/") { return home + typed.dropFirst() }
        if typed.hasPrefix("/") { return typed }
        return base.hasSuffix("/") ? base + typed : base + "/" + typed
    }

    /// The longest prefix all names share, cut between Unicode scalars (so it stays the
    /// same bytes the names have, as a kernel compares them).
    private static func commonPrefix(_ names: [String]) -> String {
        guard var prefix = names.first.map({ Array($0.unicodeScalars) }) else { return "" }
        for name in names.dropFirst() {
            let scalars = Array(name.unicodeScalars)
            var count = 0
            while count < min(prefix.count, scalars.count) && prefix[count] == scalars[count] { count += 1 }
            prefix.removeSubrange(count...)
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: prefix)
        return text
    }
}
