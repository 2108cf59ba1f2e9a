import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls the JSON reader makes, one wrapper each, returning errors that name the
/// call's subject and say what went wrong in words.
enum DocumentCalls {
    static func open(_ path: String) -> Result<Int32, BrowserError> {
        while true {
            let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            if descriptor >= 0 { return .success(descriptor) }
            if errno != EINTR { return .failure(BrowserError("cannot read \(path): \(errnoText(errno))")) }
        }
    }

    static func close(_ descriptor: Int32) { _ = Glibc.close(descriptor) }

    static func status(_ path: String) -> Result<stat, BrowserError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(BrowserError("cannot read \(path): \(errnoText(errno))")) }
        return .success(info)
    }

    static func status(descriptor: Int32) -> Result<stat, BrowserError> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(BrowserError("cannot inspect the input: \(errnoText(errno))")) }
        return .success(info)
    }

    static func read(_ descriptor: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int, name: String) -> Result<Int, BrowserError> {
        while true {
            let got = Glibc.read(descriptor, buffer, count)
            if got >= 0 { return .success(got) }
            if errno != EINTR { return .failure(BrowserError("cannot read \(name): \(errnoText(errno))")) }
        }
    }

    /// `no such file or directory`: strerror's text, starting in lower case.
    static func errnoText(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
