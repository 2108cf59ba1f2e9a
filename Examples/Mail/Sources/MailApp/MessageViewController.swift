import FolioKit

/// The detail: one message, with reply and flag buttons; with no message, a placeholder.
final class MessageViewController: ViewController {
    let store: MailStore
    /// The message shown, or nil for the placeholder.
    let indexPath: IndexPath?
    /// Asked to open the compose sheet for a reply.
    var onReply: ((Message) -> Void)?
    private let senderLabel = Label()
    private let subjectLabel = Label(style: Style(.bold))
    private let receivedLabel = Label(style: Style(.dim))
    private let bodyLabel = Label()

    init(store: MailStore, indexPath: IndexPath?) {
        self.store = store
        self.indexPath = indexPath
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for label in [senderLabel, subjectLabel, receivedLabel, bodyLabel] {
            label.autoresizingMask = [.flexibleWidth]
            view.addSubview(label)
        }
        bodyLabel.numberOfLines = 0
        receivedLabel.textAlignment = .right
        guard let indexPath else {
            bodyLabel.text = "No message selected"
            bodyLabel.textAlignment = .center
            return
        }
        let message = store.message(at: indexPath)
        title = message.subject
        navigationItem.backButtonTitle = "Message"
        senderLabel.text = "From: " + message.sender
        subjectLabel.text = message.subject
        receivedLabel.text = message.received
        bodyLabel.text = message.body
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .reply, primaryAction: Action(title: "Reply") { [weak self] _ in
            guard let self else { return }
            self.onReply?(self.store.message(at: indexPath))
        })
        updateToolbar()
    }

    private lazy var flagItem = BarButtonItem(title: "Flag", image: Image(systemName: "flag"), primaryAction: Action { [weak self] _ in
        guard let self, let indexPath = self.indexPath else { return }
        self.store.toggleFlag(at: indexPath)
        self.updateToolbar()
    })

    private func updateToolbar() {
        guard let indexPath else { return }
        flagItem.title = store.message(at: indexPath).isFlagged ? "Unflag" : "Flag"
        setToolbarItems([flagItem], animated: true)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let inset = view.safeAreaInsets
        let width = max(0, view.bounds.width - inset.left - inset.right - 2)
        let top = inset.top
        let height = max(0, view.bounds.height - inset.top - inset.bottom)
        guard indexPath != nil else {
            bodyLabel.frame = Rect(x: 1, y: top + height / 2, width: width, height: 1)
            return
        }
        senderLabel.frame = Rect(x: 1, y: top, width: width - 8, height: 1)
        receivedLabel.frame = Rect(x: 1 + width - 6, y: top, width: 6, height: 1)
        subjectLabel.frame = Rect(x: 1, y: top + 1, width: width, height: 1)
        // The body from the top: a label centres its text in a taller frame, as UILabel does.
        let body = bodyLabel.sizeThatFits(Size(width: width, height: max(0, height - 3)))
        bodyLabel.frame = Rect(x: 1, y: top + 3, width: width, height: body.height)
    }
}
