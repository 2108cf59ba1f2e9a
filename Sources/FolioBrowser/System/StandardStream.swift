/// The program's standard output and error, written unbuffered (as Foundation's `FileHandle`
/// wrote them): a message is out before the program exits, whatever happens next.
public enum StandardStream {
    /// Writes `bytes` to standard output; a failure (a closed pipe) is ignored.
    public static func output(_ bytes: [UInt8]) { _ = Syscall.write(1, bytes, path: RawPath("standard output")) }
    /// Writes `text` to standard error; a failure is ignored.
    public static func error(_ text: String) { _ = Syscall.write(2, Array(text.utf8), path: RawPath("standard error")) }
}
