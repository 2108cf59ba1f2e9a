/// What a preview needs to know besides the path, taken on the main loop and carried to the
/// worker: the previewer, the column's size, the colour depth.
public struct PreviewOptions: Sendable, Equatable {
    /// The external previewer (program and leading arguments), or nil for Folio's own.
    public var previewerCommand: [String]?
    /// Text columns of the detail.
    public var width: Int
    /// Rows of the detail.
    public var height: Int
    /// Colours the terminal shows.
    public var colorDepth: ColorDepth
    /// Seconds a previewer may run.
    public var previewerTimeLimit: Double = 2
    /// Bytes of previewer output kept.
    public var previewerOutputCap = 1 << 20
    /// The metadata lines the detail already shows, and the status they were made from: the
    /// worker uses them when the status it reads is the same, rather than making them again.
    public var knownMetadata: KnownMetadata?

    /// Creates options.
    public init(previewerCommand: [String]? = nil, width: Int = 80, height: Int = 24, colorDepth: ColorDepth = .full) {
        self.previewerCommand = previewerCommand
        self.width = width
        self.height = height
        self.colorDepth = colorDepth
    }
}
