import FolioKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program without a shell and collects its output, bounded in time and size.
///
/// Used for a previewer or a decompressor. It runs in its own process group, which is killed when
/// the time is up, the output is full, or the caller cancels, so nothing it started lingers.
public struct ChildProcess: Sendable {
    /// How the run ended.
    public enum Ending: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (not one of ours).
        case signaled(Int32)
        /// It was killed at the time limit.
        case timedOut
        /// It was killed when its output reached the cap.
        case outputCapped
        /// It was killed because the result was no longer wanted.
        case cancelled
        /// It could not be started.
        case failedToStart(String)
    }

    /// What a run produced.
    public struct Output: Sendable {
        /// Standard output, at most the cap.
        public var standardOutput: [UInt8]
        /// Standard error, at most 64 KiB.
        public var standardError: [UInt8]
        /// How it ended.
        public var ending: Ending
        /// The first non-empty line of standard error, its escape sequences and controls dropped.
        public var firstErrorLine: String? {
            String(decoding: standardError, as: UTF8.self).split(separator: "\n")
                .map { SGRParser.parse(String($0)).string.trimmingScalars(where: String.isWhitespace) }.first { !$0.isEmpty }
        }
    }

    /// The program and its arguments, as bytes (a file name need not be UTF-8); the first is
    /// looked up in `PATH`.
    public var arguments: [[UInt8]]
    /// Seconds before it is killed.
    public var timeLimit: Double = 2
    /// Bytes of standard output kept; reaching it kills the program.
    public var outputCap = 1 << 20

    /// Describes a run of `arguments`.
    public init(_ arguments: [String], timeLimit: Double = 2, outputCap: Int = 1 << 20) {
        self.init(bytes: arguments.map { Array($0.utf8) }, timeLimit: timeLimit, outputCap: outputCap)
    }

    /// Describes a run of `arguments` given as bytes.
    public init(bytes arguments: [[UInt8]], timeLimit: Double = 2, outputCap: Int = 1 << 20) {
        self.arguments = arguments
        self.timeLimit = timeLimit
        self.outputCap = outputCap
    }

    /// Runs the program to its end or a limit; checks `cancellation` every 20 ms.
    public func run(cancellation: CancellationFlag? = nil) -> Output {
        guard let program = arguments.first.map({ String(decoding: $0, as: UTF8.self) }) else { return Output(standardOutput: [], standardError: [], ending: .failedToStart("nothing to run")) }
        guard case .success(let out) = Syscall.pipe() else { return failure("cannot make a pipe") }
        guard case .success(let err) = Syscall.pipe() else {
            close(out.0); close(out.1)
            return failure("cannot make a pipe")
        }
        var spawned = Syscall.spawn(arguments, options: .capturing(output: out.1, error: err.1))
        // A script being written while another thread forks is briefly "busy" (ETXTBSY): a
        // moment later it runs.
        for _ in 0..<20 {
            guard case .failure(let error) = spawned, error.code == ETXTBSY else { break }
            usleep(10_000)
            spawned = Syscall.spawn(arguments, options: .capturing(output: out.1, error: err.1))
        }
        close(out.1)
        close(err.1)
        defer { close(out.0); close(err.0) }
        let pid: pid_t
        switch spawned {
        case .success(let child): pid = child
        case .failure(let error):
            let code = error.code
            return failure(code == ENOENT ? "\(program): command not found" : "cannot run \(program): \(errorText(code))")
        }
        _ = Syscall.setNonBlocking(out.0)  // without it a read could wait past the deadline
        _ = Syscall.setNonBlocking(err.0)
        var output = Output(standardOutput: [], standardError: [], ending: .exited(0))
        var open = [out.0, err.0]
        let deadline = ContinuousClock.now + .milliseconds(Int(timeLimit * 1000))  // monotonic: a clock change cannot stretch it
        var ending: Ending?
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !open.isEmpty && ending == nil {
            if cancellation?.isCancelled == true { ending = .cancelled; break }
            if ContinuousClock.now >= deadline { ending = .timedOut; break }
            guard case .success(let ready) = Syscall.poll(open, milliseconds: 20) else { break }
            for (index, descriptor) in open.enumerated().reversed() where ready[index] {
                switch buffer.withUnsafeMutableBytes({ Syscall.read(descriptor, into: $0, path: RawPath(program)) }) {
                case .success(0), .failure:
                    open.remove(at: index)
                case .success(let count):
                    if descriptor == out.0 {
                        let room = outputCap - output.standardOutput.count
                        output.standardOutput += buffer[0..<min(count, room)]
                        if count >= room { ending = .outputCapped }
                    } else if output.standardError.count < 64 * 1024 {
                        output.standardError += buffer[0..<count]
                    }
                }
            }
        }
        output.ending = ending ?? finish(pid, deadline: deadline, cancellation: cancellation)
        if ending != nil {
            _ = Syscall.killGroup(pid)
            _ = Syscall.wait(pid, blocking: true)
        }
        return output
    }

    /// Waits for the exit after the output closed, still within the deadline.
    private func finish(_ pid: pid_t, deadline: ContinuousClock.Instant, cancellation: CancellationFlag?) -> Ending {
        while true {
            if case .success(let status?) = Syscall.wait(pid, blocking: false) {
                let signal = status & 0x7F
                return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
            }
            if cancellation?.isCancelled == true || ContinuousClock.now >= deadline {
                _ = Syscall.killGroup(pid)
                _ = Syscall.wait(pid, blocking: true)
                return cancellation?.isCancelled == true ? .cancelled : .timedOut
            }
            usleep(5_000)  // the output is closed; the exit is a moment away
        }
    }

    /// Closes one end of a pipe; nothing can be done about a failure to close it.
    private func close(_ descriptor: Int32) { _ = Syscall.close(descriptor, path: RawPath("pipe")) }

    private func failure(_ message: String) -> Output {
        Output(standardOutput: [], standardError: [], ending: .failedToStart(message))
    }
}
