/// One email.
public struct Message: Equatable, Sendable {
    /// Who sent it.
    public var sender: String
    /// Its subject line.
    public var subject: String
    /// When it came, as the list shows it.
    public var received: String
    /// The text.
    public var body: String
    /// Whether it was opened.
    public var isRead = false
    /// Whether it is flagged for later.
    public var isFlagged = false

    /// Creates a message.
    public init(sender: String, subject: String, received: String, body: String, isRead: Bool = false) {
        self.sender = sender
        self.subject = subject
        self.received = received
        self.body = body
        self.isRead = isRead
    }
}
