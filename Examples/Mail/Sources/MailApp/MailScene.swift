import FolioKit

/// The Mail example's scene: a split view with the inbox and a message.
///
/// It is built as a UIKit `SceneDelegate` would build it. Keep it alive while the app runs (it
/// holds the delegate).
@MainActor
public final class MailScene {
    /// The mailboxes.
    public let store: MailStore
    /// The root controller.
    public let splitViewController = SplitViewController()
    private let splitDelegate: MailSplitDelegate

    /// Builds the scene over `store`.
    public init(store: MailStore = .sample()) {
        self.store = store
        splitDelegate = MailSplitDelegate(store: store)
        let mailbox = MailboxViewController(store: store)
        let master = NavigationController(rootViewController: mailbox)
        master.isToolbarHidden = false
        splitViewController.delegate = splitDelegate
        splitViewController.preferredDisplayMode = .allVisible
        splitViewController.viewControllers = [master, Self.placeholder(store: store)]
    }

    /// The empty detail shown before a message is chosen.
    static func placeholder(store: MailStore) -> NavigationController {
        let nav = NavigationController(rootViewController: MessageViewController(store: store, indexPath: nil))
        nav.isToolbarHidden = false
        return nav
    }
}
