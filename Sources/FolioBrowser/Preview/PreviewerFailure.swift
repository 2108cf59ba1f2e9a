/// Why a previewer gave no preview, in words for the detail's header.
struct PreviewerFailure: Error {
    /// The message, already in visible form.
    var message: String
}
