import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// An item in a trash: where it went, its `.trashinfo`, and where it came from.
struct TrashedItem: Equatable, Sendable {
    /// The item itself, under `files/`.
    var storedPath: RawPath
    /// Its `info/NAME.trashinfo`.
    var infoPath: RawPath
    /// The absolute path it had.
    var originalPath: RawPath
}

/// The freedesktop.org Trash (specification 1.0), so `trash-list`, `gio trash` and desktop
/// file managers see and restore what Folio trashed.
///
/// An item on the home trash's filesystem goes to `$XDG_DATA_HOME/Trash` (by default
/// `~/.local/share/Trash`) with an absolute `Path=`; an item on another filesystem goes to
/// that volume's `$topdir/.Trash/$uid` (when `.Trash` is a real directory with the sticky
/// bit) or else `$topdir/.Trash-$uid`, with `Path=` relative to the top directory. Nothing is
/// ever copied across filesystems to trash it: trashing is a rename. The `.trashinfo` is
/// created first with `O_EXCL` to claim the name, then the item is renamed into `files/`.
struct Trash: Sendable {
    /// The home trash directory.
    var home: RawPath
    /// The user whose volume trashes are used.
    var uid: uid_t

    /// The home trash of the environment (`XDG_DATA_HOME`, else `HOME/.local/share`).
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            home = RawPath(data).appending(Array("Trash".utf8))
        } else {
            home = RawPath(environment["HOME"] ?? "/").appending(Array(".local/share/Trash".utf8))
        }
        uid = Syscall.userID()
    }

    /// A trash at `home` (tests).
    init(home: RawPath, uid: uid_t = Syscall.userID()) {
        self.home = home
        self.uid = uid
    }

    /// Moves `path` into the trash of its filesystem; `time` is the deletion date.
    func trash(_ path: RawPath, at time: time_t = Syscall.now()) -> Result<TrashedItem, SyscallError> {
        let original = path.absolute().normalized
        guard let (parent, name) = original.parentAndName else {
            return .failure(SyscallError(call: "trash", path: original.display, code: EINVAL, explanation: "the root cannot be trashed"))
        }
        return Syscall.linkStatus(original).flatMap { info in
            directory(for: parent, device: info.st_dev).flatMap { place in
                // Noted first: a crash between the claim and the rename leaves a .trashinfo alone.
                OperationRecord.shared?.note(trash: place.trash)
                return claim(name: name, in: place.trash, infoPath: place.relativeTo.map { relative(original, to: $0) } ?? original.bytes, time: time)
                    .flatMap { stored, infoFile in
                        let item = TrashedItem(storedPath: stored, infoPath: infoFile, originalPath: original)
                        if case .failure(let error) = Syscall.renameNoReplace(original, to: stored) {
                            _ = Syscall.unlink(infoFile)
                            return .failure(error)
                        }
                        _ = Syscall.syncDirectory(place.trash.appending(Array("files".utf8)))
                        return .success(item)
                    }
            }
        }
    }

    /// Puts a trashed item back where it was, refusing to replace anything there, then
    /// removes its `.trashinfo`.
    func restore(_ item: TrashedItem) -> Result<Void, SyscallError> {
        guard case .success = Syscall.linkStatus(item.storedPath) else {
            return .failure(SyscallError(call: "restore", path: item.originalPath.display, code: ENOENT,
                                         explanation: "it is no longer in the trash (\(item.storedPath.display))"))
        }
        if case .success = Syscall.linkStatus(item.originalPath) {
            return .failure(SyscallError(call: "restore", path: item.originalPath.display, code: EEXIST,
                                         explanation: "something else has that name now"))
        }
        return Syscall.renameNoReplace(item.storedPath, to: item.originalPath).map { _ = Syscall.unlink(item.infoPath) }
    }

    /// Removes each `info/NAME.trashinfo` of `trash` whose `files/NAME` is missing (a trashing
    /// interrupted after the claim); returns what it removed.
    static func removeOrphanInfo(in trash: RawPath) -> [RawPath] {
        let info = trash.appending(Array("info".utf8)), files = trash.appending(Array("files".utf8))
        let suffix = Array(".trashinfo".utf8)
        guard case .success(let stream) = Syscall.openDirectory(info) else { return [] }
        var names: [[UInt8]] = []
        while case .success(let entry?) = stream.next() { names.append(entry.name) }
        stream.close()
        var removed: [RawPath] = []
        for name in names where name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix) {
            guard case .failure(let error) = Syscall.linkStatus(files.appending(Array(name.dropLast(suffix.count)))),
                  error.code == ENOENT, case .success = Syscall.unlink(info.appending(name)) else { continue }
            removed.append(info.appending(name))
        }
        return removed
    }

    /// The text of a `.trashinfo` for `path` (absolute, or relative to a volume's top).
    static func infoText(path: [UInt8], deletionDate: String) -> [UInt8] {
        Array("[Trash Info]\nPath=".utf8) + percentEncoded(path) + Array("\nDeletionDate=\(deletionDate)\n".utf8)
    }

    /// `path`'s bytes percent-encoded as a URI path (RFC 2396): unreserved characters and `/`
    /// as they are, every other byte `%HH`.
    static func percentEncoded(_ path: [UInt8]) -> [UInt8] {
        let kept = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()/".utf8))
        let hex = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        for byte in path {
            if kept.contains(byte) { result.append(byte) } else { result += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]] }
        }
        return result
    }

    /// The trash directory for an item in `parent` on `device`, and the top directory its
    /// `Path=` is relative to (nil for the home trash: absolute).
    private func directory(for parent: RawPath, device: dev_t) -> Result<(trash: RawPath, relativeTo: RawPath?), SyscallError> {
        if case .failure(let error) = prepare(home) { return .failure(error) }
        if case .success(let info) = Syscall.status(home), info.st_dev == device { return .success((home, nil)) }
        let top = topDirectory(of: parent, device: device)
        let candidates = volumeTrashes(top: top, shared: try? Syscall.linkStatus(top.appending(Array(".Trash".utf8))).get())
        var lastError = SyscallError(call: "trash", path: parent.display, code: EXDEV,
                                     explanation: "no trash on its filesystem could be used, and a trashed file is never copied across filesystems")
        for candidate in candidates {
            switch prepare(candidate) {
            case .failure(let error): lastError = error
            case .success:
                if case .success(let info) = Syscall.status(candidate), info.st_dev == device { return .success((candidate, top)) }
            }
        }
        return .failure(lastError)
    }

    /// A volume's trash directories in the order the specification gives: `$topdir/.Trash/$uid`
    /// when `$topdir/.Trash` (`shared`, from `lstat`) is a directory, not a symlink, with the
    /// sticky bit; then `$topdir/.Trash-$uid`.
    func volumeTrashes(top: RawPath, shared: stat?) -> [RawPath] {
        var candidates: [RawPath] = []
        if let shared, shared.st_mode & S_IFMT == S_IFDIR, shared.st_mode & S_ISVTX != 0 {
            candidates.append(top.appending(Array(".Trash/\(uid)".utf8)))
        }
        candidates.append(top.appending(Array(".Trash-\(uid)".utf8)))
        return candidates
    }

    /// Makes `trash`, `trash/files` and `trash/info` (0700) when missing.
    private func prepare(_ trash: RawPath) -> Result<Void, SyscallError> {
        Syscall.makeDirectories(trash.appending(Array("files".utf8)))
            .flatMap { Syscall.makeDirectories(trash.appending(Array("info".utf8))) }
    }

    /// The highest directory above `path` still on `device`: the mount point.
    private func topDirectory(of path: RawPath, device: dev_t) -> RawPath {
        var top = path
        while let (parent, _) = top.parentAndName, case .success(let info) = Syscall.status(parent), info.st_dev == device {
            top = parent
        }
        return top
    }

    /// `path` relative to `top` (which holds it).
    private func relative(_ path: RawPath, to top: RawPath) -> [UInt8] {
        let prefix = top.bytes == [UInt8(ascii: "/")] ? top.bytes : top.bytes + [UInt8(ascii: "/")]
        return path.bytes.starts(with: prefix) ? Array(path.bytes.dropFirst(prefix.count)) : path.bytes
    }

    /// Claims `files/NAME` with a new `info/NAME.trashinfo` (`O_EXCL`), trying `NAME.2`,
    /// `NAME.3`… (as GLib does) while the name is taken.
    private func claim(name: [UInt8], in trash: RawPath, infoPath: [UInt8], time: time_t) -> Result<(RawPath, RawPath), SyscallError> {
        let text = Trash.infoText(path: infoPath, deletionDate: Syscall.localTimestamp(time))
        let suffix = Array(".trashinfo".utf8)
        for attempt in 1...10_000 {
            var candidate = attempt == 1 ? name : name + Array(".\(attempt)".utf8)
            if candidate.count + suffix.count > 255 { candidate = Array(candidate.suffix(255 - suffix.count)) }
            let stored = trash.appending(Array("files".utf8)).appending(candidate)
            let info = trash.appending(Array("info".utf8)).appending(candidate + suffix)
            switch Syscall.open(info, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600) {
            case .failure(let error) where error.code == EEXIST: continue
            case .failure(let error): return .failure(error)
            case .success(let descriptor):
                let written = Syscall.write(descriptor, text, path: info).flatMap { Syscall.fileSync(descriptor, path: info) }
                Syscall.close(descriptor, path: info)
                if case .failure(let error) = written { _ = Syscall.unlink(info); return .failure(error) }
                // A stray item under files/ with no info claims the name too.
                if case .success = Syscall.linkStatus(stored) { _ = Syscall.unlink(info); continue }
                return .success((stored, info))
            }
        }
        return .failure(SyscallError(call: "trash", path: RawPath(bytes: name).display, code: EEXIST, explanation: "no free name in the trash"))
    }
}
