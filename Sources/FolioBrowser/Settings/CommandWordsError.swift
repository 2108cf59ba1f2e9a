/// A value whose quotes do not close.
public struct CommandWordsError: Error, Equatable, Sendable {
    /// What is wrong.
    public var message: String
}
