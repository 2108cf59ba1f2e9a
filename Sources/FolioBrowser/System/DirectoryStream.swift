#if canImport(Glibc)
import Glibc
#endif

/// An open directory (`opendir`), read entry by entry (`readdir`) and closed once (`closedir`).
final class DirectoryStream {
    /// One entry: its name's bytes and `readdir`'s type (`DT_DIR`, `DT_UNKNOWN`…).
    struct Entry {
        var name: [UInt8]
        var type: UInt8
    }

    private var handle: OpaquePointer?
    private let path: RawPath

    init(_ handle: OpaquePointer, path: RawPath) {
        self.handle = handle
        self.path = path
    }

    deinit { close() }

    /// The next entry other than `.` and `..`; nil at the end; a failure of `readdir`
    /// (told from the end by `errno`, as POSIX says).
    func next() -> Result<Entry?, SyscallError> {
        next { name, type in Entry(name: Array(name), type: type) }
    }

    /// The next entry other than `.` and `..`, handed to `body` as bytes borrowed from
    /// `readdir`'s buffer (valid only during the call), so a large listing copies each name once.
    func next<T>(_ body: (UnsafeBufferPointer<UInt8>, UInt8) -> T) -> Result<T?, SyscallError> {
        guard let handle else { return .success(nil) }
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno == 0 { return .success(nil) }
                if errno == EINTR { continue }
                return .failure(SyscallError(call: "readdir", path: path.display, code: errno))
            }
            let type = entry.pointee.d_type
            let result: T? = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let name = UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)])
                if name.count == 1 && name[0] == 0x2E || name.count == 2 && name[0] == 0x2E && name[1] == 0x2E { return nil }
                return body(name, type)
            }
            if let result { return .success(result) }
        }
    }

    /// `closedir`; later calls do nothing.
    @discardableResult
    func close() -> Result<Void, SyscallError> {
        guard let handle else { return .success(()) }
        self.handle = nil
        if closedir(handle) == 0 { return .success(()) }
        return .failure(SyscallError(call: "closedir", path: path.display, code: errno))
    }
}
