/// A file's metadata lines as the detail made them on the main loop, with the status they
/// came from: handed to the preview worker, which reads the status again and makes the lines
/// only when the file changed in between.
public struct KnownMetadata: Sendable, Equatable {
    /// The status the lines say.
    public var status: FileStatus
    /// `FilePreview.metadata` of the path and `status`.
    public var lines: [String]

    /// Creates known metadata.
    public init(status: FileStatus, lines: [String]) {
        self.status = status
        self.lines = lines
    }
}
