import FolioKit

/// The mailboxes: today's messages, earlier ones, and what was sent.
///
/// Controllers change it through its methods and hear about changes through `onChange`.
@MainActor
public final class MailStore {
    /// Section titles and their messages, newest first.
    public private(set) var sections: [(title: String, messages: [Message])]
    /// Messages sent from the compose sheet.
    public private(set) var sent: [Message] = []
    /// Called after any change with the index path that changed, or nil for many.
    public var onChange: ((IndexPath?) -> Void)?

    /// Creates a store holding `sections`.
    public init(sections: [(title: String, messages: [Message])]) {
        self.sections = sections
    }

    /// The message at an index path.
    public func message(at indexPath: IndexPath) -> Message { sections[indexPath.section].messages[indexPath.row] }

    /// Marks a message read.
    public func markRead(at indexPath: IndexPath) {
        guard !message(at: indexPath).isRead else { return }
        sections[indexPath.section].messages[indexPath.row].isRead = true
        onChange?(indexPath)
    }

    /// Flags or unflags a message.
    public func toggleFlag(at indexPath: IndexPath) {
        sections[indexPath.section].messages[indexPath.row].isFlagged.toggle()
        onChange?(indexPath)
    }

    /// Keeps a sent message.
    public func send(_ message: Message) {
        sent.append(message)
        onChange?(nil)
    }

    /// The sample mailbox the example opens with.
    public static func sample() -> MailStore {
        MailStore(sections: [
            ("Today", [
                Message(sender: "Ada Lovelace", subject: "Notes on the Analytical Engine", received: "09:41",
                        body: "Charles, the notes are longer than the paper. I hope you do not mind: the engine deserves them."),
                Message(sender: "Grace Hopper", subject: "A moth in relay 70", received: "08:15",
                        body: "First actual case of bug being found. Taped into the log book for posterity."),
                Message(sender: "Linus Torvalds", subject: "Just a hobby, won't be big", received: "07:02",
                        body: "I'm doing a (free) operating system, just a hobby.", isRead: true),
            ]),
            ("Earlier", [
                Message(sender: "Ken Thompson", subject: "Re: a smaller language", received: "Mon",
                        body: "Dennis added types. We will call it C.", isRead: true),
                Message(sender: "Margaret Hamilton", subject: "Priority displays", received: "Sun",
                        body: "The 1202 alarm did what it was built to do: drop the low-priority work and keep landing."),
            ]),
        ])
    }
}
