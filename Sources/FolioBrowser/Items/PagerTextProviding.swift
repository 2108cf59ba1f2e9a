/// An item whose own text the pager can show whole (`o` on a JSON value too long for the detail).
@MainActor
public protocol PagerTextProviding: BrowserItem {
    /// Makes the text, safe to run off the main loop (a large value takes a while to print).
    func pagerText() -> @Sendable () -> [UInt8]
}
