import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// The layer's process calls: spawning with redirected streams, waiting, signalling groups,
/// pipes and polling.
@Suite struct SyscallProcessTests {
    /// Runs `/bin/sh -c script` with its output into a pipe; the output and the raw status.
    private func run(_ script: String, group: Bool = false) throws -> (output: [UInt8], status: Int32) {
        let pipe = try Syscall.pipe().get()
        var options = SpawnOptions()
        options.streams = [0: .file("/dev/null", flags: O_RDONLY), 1: .descriptor(pipe.write)]
        options.startsProcessGroup = group
        let spawned = Syscall.spawn([Array("/bin/sh".utf8), Array("-c".utf8), Array(script.utf8)], options: options)
        Syscall.close(pipe.write, path: RawPath("pipe"))
        defer { Syscall.close(pipe.read, path: RawPath("pipe")) }
        let pid = try spawned.get()
        let output = try Syscall.readAll(pipe.read, limit: 1 << 16, path: RawPath("pipe")).get()
        let status = try #require(try Syscall.wait(pid, blocking: true).get())
        return (output, status)
    }

    @Test func aSpawnedProgramWritesIntoThePipeAndItsExitStatusComesBack() throws {
        let (output, status) = try run("read x; echo \"out:$x\"; exit 3")
        #expect(output == Array("out:\n".utf8), "standard input was /dev/null")
        #expect((status >> 8) & 0xFF == 3 && status & 0x7F == 0)
    }

    @Test func aMissingProgramIsAMissingFailureNamingIt() {
        let result = Syscall.spawn([Array("folio-no-such-program".utf8)], options: SpawnOptions())
        guard case .failure(let error) = result else {
            Issue.record("spawning a missing program succeeded")
            return
        }
        #expect(error.call == "posix_spawn" && error.path == "folio-no-such-program" && error.isMissing)
    }

    @Test func pipeEndsAreCloseOnExecAndPollSeesData() throws {
        let pipe = try Syscall.pipe().get()
        defer { Syscall.close(pipe.read, path: RawPath("pipe")); Syscall.close(pipe.write, path: RawPath("pipe")) }
        #expect(fcntl(pipe.read, F_GETFD) & FD_CLOEXEC != 0 && fcntl(pipe.write, F_GETFD) & FD_CLOEXEC != 0)
        try Syscall.setNonBlocking(pipe.read, path: "pipe").get()
        #expect(fcntl(pipe.read, F_GETFL) & O_NONBLOCK != 0)
        #expect(try Syscall.poll([pipe.read], milliseconds: 0).get() == [false])
        var empty = [UInt8](repeating: 0, count: 4)
        let nothing = empty.withUnsafeMutableBytes { Syscall.read(pipe.read, into: $0, path: RawPath("pipe")) }
        #expect(nothing == .failure(SyscallError(call: "read", path: "pipe", code: EAGAIN)), "non-blocking: no wait")
        try Syscall.write(pipe.write, [1, 2], path: RawPath("pipe")).get()
        #expect(try Syscall.poll([pipe.read], milliseconds: 1000).get() == [true])
    }

    @Test func aProcessGroupIsKilledWholeAndWaitSaysWhenItEnded() throws {
        let pipe = try Syscall.pipe().get()
        var options = SpawnOptions()
        options.streams = [1: .descriptor(pipe.write)]
        options.startsProcessGroup = true
        options.clearsSignalMask = true
        // The shell starts a grandchild holding the pipe open; only killing the group ends both.
        let pid = try Syscall.spawn([Array("/bin/sh".utf8), Array("-c".utf8), Array("tail -f /dev/null & tail -f /dev/null".utf8)], options: options).get()
        Syscall.close(pipe.write, path: RawPath("pipe"))
        defer { Syscall.close(pipe.read, path: RawPath("pipe")) }
        #expect(try Syscall.wait(pid, blocking: false).get() == nil, "still running")
        try Syscall.killGroup(pid).get()
        let status = try #require(try Syscall.wait(pid, blocking: true).get())
        #expect(status & 0x7F == SIGKILL)
        #expect(try Syscall.readAll(pipe.read, limit: 16, path: RawPath("pipe")).get() == [], "the grandchild died too: the pipe is closed")
        guard case .failure(let gone) = Syscall.wait(pid, blocking: true) else {
            Issue.record("waiting twice for one child succeeded")
            return
        }
        #expect(gone.call == "waitpid" && gone.code == ECHILD)
        #expect(Syscall.killGroup(pid).isSuccess, "a group already gone is what was wanted")
    }

    @Test func executablesAreFoundInTheSearchPathOnly() throws {
        #expect(Syscall.isExecutableInPath("sh", path: "/nowhere:/bin"))
        #expect(!Syscall.isExecutableInPath("sh", path: "/nowhere"))
        #expect(Syscall.isExecutableInPath("/bin/sh", path: "/nowhere"))
        #expect(!Syscall.isExecutableInPath("/etc/passwd", path: nil))
        #expect(ExternalProgram.isInstalled("sh", environment: ["PATH": "/usr/bin:/bin"]))
    }
}
