import FolioKit

/// The notices in a window's bottom row: a notice as it comes; the progress of background
/// work, its text beside a bar (`Window.noticeProgress`), only while the row is free.
extension Notices {
    /// Shows the notices and the progress in `window`'s notice row from now on.
    public func show(in window: Window) {
        onNotice = { [weak window] text in window?.notice = text.isEmpty ? nil : text }
        // Progress takes the notice row only when it is free, and gives back only its own text.
        var shownProgress: String?
        onProgress = { [weak window, weak self] text in
            guard let window else { return }
            if let text {
                guard window.notice == nil || window.notice == shownProgress else { return }
                shownProgress = text
                window.notice = text
                window.noticeProgress = self?.progressFraction
            } else if let shown = shownProgress {
                if window.notice == shown { window.notice = nil }
                shownProgress = nil
            }
        }
    }
}
