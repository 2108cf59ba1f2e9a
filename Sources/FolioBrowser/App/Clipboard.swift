import FoundationEssentials

/// Copies text to the system clipboard through the terminal: the OSC 52 escape sequence, which
/// works over ssh and inside tmux (tmux's `set-clipboard` option passes it on or keeps it, so no
/// passthrough wrapping is needed).
public enum Clipboard {
    /// The most text bytes one copy carries.
    ///
    /// Terminals cap the sequence around 100 KB (xterm, tmux, kitty); 75,000 bytes encode to
    /// 100,000 bytes of base64.
    public static let maximumBytes = 75_000

    /// The sequence `ESC ] 52 ; c ; <base64> ESC \` that puts `text` on the clipboard.
    public static func sequence(copying text: String) -> Result<String, ClipboardError> {
        sequence(copying: Array(text.utf8))
    }

    /// The sequence for raw bytes (a path that is not UTF-8 is copied byte for byte).
    public static func sequence(copying bytes: [UInt8]) -> Result<String, ClipboardError> {
        if bytes.isEmpty { return .failure(.empty) }
        if bytes.count > maximumBytes { return .failure(.tooLarge(bytes: bytes.count, limit: maximumBytes)) }
        return .success("\u{1B}]52;c;" + Data(bytes).base64EncodedString() + "\u{1B}\\")
    }
}
