import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A non-blocking pipe another thread writes a byte into to wake the main loop's `poll`.
struct WakePipe: Sendable {
    /// The end the loop polls and drains.
    let readDescriptor: Int32
    /// The end `wake()` writes to, from any thread.
    let writeDescriptor: Int32

    /// Makes the pipe; throws the failing call and its errno, so a failure never leaves a
    /// descriptor of 0 (standard input) to be polled and written to.
    init() throws(TerminalError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError.systemCall("pipe (wake-up pipe)", errno) }
        for fd in fds {
            let flags = fcntl(fd, F_GETFL)
            guard flags >= 0, fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 else {
                let failure = errno
                _ = Glibc.close(fds[0]); _ = Glibc.close(fds[1])
                throw TerminalError.systemCall("fcntl(O_NONBLOCK)", failure)
            }
            guard fcntl(fd, F_SETFD, FD_CLOEXEC) == 0 else {
                let failure = errno
                _ = Glibc.close(fds[0]); _ = Glibc.close(fds[1])
                throw TerminalError.systemCall("fcntl(FD_CLOEXEC)", failure)
            }
        }
        readDescriptor = fds[0]
        writeDescriptor = fds[1]
    }

    /// Makes a pending `poll` on `readDescriptor` return; a full pipe already does that.
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Empties the pipe, so the next `poll` blocks again.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readDescriptor, &buffer, buffer.count) > 0 {}
    }

    /// Closes both ends.
    func close() {
        _ = Glibc.close(readDescriptor)
        _ = Glibc.close(writeDescriptor)
    }
}
