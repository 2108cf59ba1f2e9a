#if canImport(Glibc)
import Glibc
#endif

extension Syscall {
    /// `pread`: up to `count` bytes from `offset`, repeated until `count` bytes or the end of the
    /// file (fewer only at the end); the descriptor's position is left alone.
    static func read(_ descriptor: Int32, count: Int, at offset: Int, path: RawPath) -> Result<[UInt8], SyscallError> {
        guard count > 0 else { return .success([]) }
        var failure: SyscallError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = 0
            while filled < count, let base = buffer.baseAddress {
                switch retrying("pread", path.display, { Glibc.pread(descriptor, base + filled, count - filled, off_t(offset + filled)) }) {
                case .failure(let error): failure = error; return
                case .success(0): return
                case .success(let n): filled += n
                }
            }
        }
        if let failure { return .failure(failure) }
        return .success(bytes)
    }
}
