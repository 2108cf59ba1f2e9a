import FolioKit

/// `y` and `Y`: copying through the terminal's clipboard (OSC 52).
extension BrowserSplitViewController {
    /// The largest text copied: terminals drop longer OSC 52 sequences.
    static let clipboardLimit = Clipboard.maximumBytes

    /// Sends `bytes` to the terminal's clipboard (OSC 52) and says what was sent.
    ///
    /// The terminal never says whether it kept the copy (tmux drops it unless `set-clipboard`
    /// is on), so the notice says it was sent, and inside tmux, once, how to make tmux keep it.
    func copyToClipboard(_ bytes: [UInt8], describing what: String) {
        guard let context, let app = window?.application else { return }
        guard bytes.count <= Self.clipboardLimit else {
            context.notices.notice = "Not copied: the \(what) is \(bytes.count) bytes; terminals take at most \(Self.clipboardLimit)"
            return
        }
        app.terminal.copyToClipboard(bytes)
        let text = TextWidth.visible(String(decoding: bytes, as: UTF8.self))
        let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
        var words = "Sent the \(what) to the clipboard: \(shown)"
        if context.settings.environment["TMUX"] != nil && !toldTmuxClipboard {
            toldTmuxClipboard = true
            words += " (tmux keeps it only with: set -g set-clipboard on)"
        }
        context.notices.notice = words
    }

    /// Copies what `work` reads off the main loop (a database row), then says so; a newer copy
    /// replaces one still reading.
    func copyInBackground(_ work: @escaping @Sendable () throws -> [UInt8], describing what: String) {
        guard let app = window?.application else { return }
        context?.notices.notice = "Reading the \(what)…"
        copyWorker.submit(to: app, { _ in try work() }, completion: { [weak self] outcome in
            switch outcome {
            case .success(let bytes): self?.copyToClipboard(bytes, describing: what)
            case .failure(let error): self?.context?.notices.notice = "Not copied: \(error)"
            }
        })
    }
}
