import Glibc
import Testing
@testable import FolioTerminal

/// The pipe other threads wake the main loop through, and the errors terminal set-up gives.
@Suite struct WakePipeTests {
    func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1
    }

    @Test func wakeMakesTheReadEndReadableAndDrainEmptiesIt() throws {
        let pipe = try WakePipe()
        defer { pipe.close() }
        #expect(pipe.readDescriptor > 2 && pipe.writeDescriptor > 2, "never a standard descriptor")
        #expect(!isReadable(pipe.readDescriptor))
        pipe.wake()
        #expect(isReadable(pipe.readDescriptor))
        pipe.drain()
        #expect(!isReadable(pipe.readDescriptor))
    }

    @Test func bothEndsAreNonBlockingAndCloseOnExec() throws {
        let pipe = try WakePipe()
        defer { pipe.close() }
        for descriptor in [pipe.readDescriptor, pipe.writeDescriptor] {
            #expect(fcntl(descriptor, F_GETFL) & O_NONBLOCK != 0)
            #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
        }
        // A full pipe must not block the thread that wakes the loop.
        for _ in 0..<100_000 { pipe.wake() }
        pipe.drain()
        #expect(!isReadable(pipe.readDescriptor))
    }

    @Test func setUpFailuresNameTheCallAndWhatToDo() {
        #expect(TerminalError.systemCall("pipe (wake-up pipe)", EMFILE).description
            == "cannot set up the terminal: pipe (wake-up pipe) failed: Too many open files; close some files or raise the limit (ulimit -n)")
        #expect(TerminalError.systemCall("tcgetattr(/dev/tty)", EIO).description
            == "cannot set up the terminal: tcgetattr(/dev/tty) failed: Input/output error; try again from a fresh terminal")
    }
}
