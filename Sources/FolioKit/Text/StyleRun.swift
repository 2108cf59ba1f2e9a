/// A style that starts at a UTF-8 offset of a `StyledText` and lasts until the next run.
public struct StyleRun: Hashable, Sendable {
    /// Where the run starts, in UTF-8 bytes from the start of the text.
    public var offset: Int
    /// How the text of the run looks.
    public var style: Style

    /// Creates a run.
    public init(offset: Int, style: Style) {
        self.offset = offset
        self.style = style
    }
}
