import FolioKit

/// The compose sheet: recipient, subject and text, with Cancel and Send in its bar.
final class ComposeViewController: ViewController {
    let store: MailStore
    let toField = TextField(prompt: "To: ")
    let subjectField = TextField(prompt: "Subject: ")
    let bodyField = TextField(prompt: "")
    private var fields: [TextField] { [toField, subjectField, bodyField] }

    init(store: MailStore, replyingTo message: Message?) {
        self.store = store
        super.init()
        title = message == nil ? "New Message" : "Reply"
        toField.text = message?.sender ?? ""
        subjectField.text = message.map { "Re: " + $0.subject } ?? ""
        bodyField.placeholder = "Write your message; Ctrl-S sends it"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for field in fields {
            view.addSubview(field)
            // Esc in a field is Cancel, as the bar's Cancel button.
            field.onCancel = { [weak self] in self?.cancel() }
        }
        bodyField.onSubmit = { [weak self] _ in self?.send() }
        navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .cancel, primaryAction: Action { [weak self] _ in self?.cancel() })
        let send = BarButtonItem(title: "Send", image: Image(systemName: "paperplane"), primaryAction: Action { [weak self] _ in self?.send() })
        // Letters go to the text fields, so Send gets a control key.
        send.keyEquivalent = .ctrl("s")
        navigationItem.rightBarButtonItem = send
    }

    override var preferredFirstResponder: View? { toField.text.isEmpty ? toField : bodyField }

    override var keyCommands: [KeyCommand] {
        [KeyCommand([.tab, .down], title: "Next field") { [weak self] in self?.moveFocus(by: 1) },
         KeyCommand([.backTab, .up], title: "Previous field") { [weak self] in self?.moveFocus(by: -1) }]
    }

    private func moveFocus(by step: Int) {
        let current = fields.firstIndex { $0.isFirstResponder } ?? 0
        fields[(current + step + fields.count) % fields.count].becomeFirstResponder()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        let width = max(0, view.bounds.width - 2)
        toField.frame = Rect(x: 1, y: top, width: width, height: 1)
        subjectField.frame = Rect(x: 1, y: top + 1, width: width, height: 1)
        bodyField.frame = Rect(x: 1, y: top + 3, width: width, height: 1)
    }

    func cancel() { dismiss(animated: true) }

    func send() {
        store.send(Message(sender: "Me", subject: subjectField.text, received: "now", body: bodyField.text, isRead: true))
        dismiss(animated: true)
    }
}
