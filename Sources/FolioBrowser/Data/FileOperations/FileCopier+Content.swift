#if canImport(Glibc)
import Glibc
#endif

/// A regular file's content, permission bits and times, by the fastest path the kernel offers.
extension FileCopier {
    /// Copies the regular file `source` to the new file `target` (`O_EXCL`, never replacing);
    /// `label` (the final name) is what a failure names; `sync` makes it durable.
    ///
    /// `listed` is its `lstat`, or nil when only its directory's listing called it a regular
    /// file: its status is then read from the open descriptor, and nil is returned, nothing
    /// written, when it is no longer a regular file (the caller looks at it again).
    func copyFile(_ source: RawPath, to target: RawPath, listed: stat?, label: RawPath, sync: Bool) -> Step? {
        // O_NONBLOCK: if the file was swapped for a FIFO since it was listed, opening it never hangs.
        let input: Int32
        switch Syscall.open(source, O_RDONLY | O_NOFOLLOW | O_NOCTTY | O_NONBLOCK) {
        case .failure(let error) where listed == nil && error.code == ELOOP: return nil  // a symlink now
        case .failure(let error): return .failed(error)
        case .success(let descriptor): input = descriptor
        }
        defer { Syscall.close(input, path: source) }
        let info: stat
        switch Syscall.fileStatus(input, path: source) {
        case .success(let now) where now.st_mode & S_IFMT == S_IFREG: info = now
        case .success: return listed == nil ? nil : .failed(Self.noLongerRegular(source))
        case .failure(let error):
            guard let listed else { return .failed(error) }
            info = listed
        }
        let output: Int32
        switch Syscall.open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600) {
        case .failure(let error): return .failed(error)
        case .success(let descriptor): output = descriptor
        }
        var step = copyContent(input, output, size: Int64(info.st_size), source: source, label: label)
        if step == .done {
            let finished = Syscall.changeMode(output, info.st_mode & 0o7777, path: label)
                .flatMap { Syscall.setTimes(output, access: info.st_atim, modification: info.st_mtim, path: label) }
                .flatMap { sync ? Syscall.fileSync(output, path: label) : .success(()) }
            if case .failure(let error) = finished { step = .failed(error) }
        }
        if case .failure(let error) = Syscall.close(output, path: label), step == .done { step = .failed(error) }
        if step == .crash { return step }
        if step != .done { _ = Syscall.unlink(target) }
        return step
    }

    /// The failure of a file that changed into something else between a look and its opening.
    static func noLongerRegular(_ source: RawPath) -> SyscallError {
        SyscallError(call: "open", path: source.display, code: EINVAL, explanation: "it is no longer a regular file")
    }

    /// The bytes of `input` appended to `output`, chunk by chunk, with progress, cancellation
    /// and the test seam between chunks.
    private func copyContent(_ input: Int32, _ output: Int32, size: Int64, source: RawPath, label: RawPath) -> Step {
        if context.allowsReflink, reflinkOffered, size > 0 {
            switch Syscall.cloneFile(from: input, to: output, path: label) {
            case .success:
                advance(by: size)
                return .done
            case .failure(let error):
                // Not offered by this filesystem (or across these two): not asked again.
                if [EOPNOTSUPP, EXDEV, EINVAL, ENOTTY, ENOSYS].contains(error.code) { reflinkOffered = false }
            }
        }
        var kernelCopy = true
        var written: Int64 = 0
        var buffer: [UInt8] = []
        while true {
            if context.isCancelled() { return .cancel }
            switch context.fault(written) {
            case .proceed: break
            case .crash: return .crash
            case .fail(let code): return .failed(SyscallError(call: "write", path: label.display, code: code))
            }
            let count: Int
            if kernelCopy {
                switch Syscall.copyFileRange(from: input, to: output, count: context.chunkSize, path: label) {
                case .success(let n): count = n
                case .failure(let error) where written == 0 && [EXDEV, ENOSYS, EINVAL, EOPNOTSUPP, EBADF, EPERM, ETXTBSY].contains(error.code):
                    // Not offered here: the same bytes by read and write.
                    kernelCopy = false
                    continue
                case .failure(let error): return .failed(error)
                }
            } else {
                if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: min(context.chunkSize, 1 << 20)) }
                let read = buffer.withUnsafeMutableBytes { Syscall.read(input, into: $0, path: source) }
                switch read {
                case .failure(let error): return .failed(error)
                case .success(let n):
                    count = n
                    if n > 0, case .failure(let error) = Syscall.write(output, Array(buffer[..<n]), path: label) { return .failed(error) }
                }
            }
            if count == 0 { return .done }
            written += Int64(count)
            advance(by: Int64(count))
        }
    }

    /// Adds `bytes` to the progress and reports it.
    private func advance(by bytes: Int64) {
        outcome.progress.bytesDone += bytes
        context.progress(outcome.progress)
    }
}
