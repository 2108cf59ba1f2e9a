import FolioKit

/// Collapses as the Xcode master-detail template does: an empty detail is dropped, and
/// expanding from the list alone brings back an empty detail.
final class MailSplitDelegate: SplitViewControllerDelegate {
    let store: MailStore

    init(store: MailStore) {
        self.store = store
    }

    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool {
        guard let nav = secondaryViewController as? NavigationController,
              let detail = nav.topViewController as? MessageViewController else { return false }
        // True means "handled": the placeholder is discarded and the list stays on top.
        return detail.indexPath == nil
    }

    func splitViewController(_ splitViewController: SplitViewController,
                             separateSecondaryFrom primaryViewController: ViewController) -> ViewController? {
        guard let nav = primaryViewController as? NavigationController, nav.topViewController is MailboxViewController else { return nil }
        return MailScene.placeholder(store: store)
    }
}
