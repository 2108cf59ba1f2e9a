import FolioKit

/// A mailbox row: the sender and the time on the first line, the subject under it.
final class MessageCell: TableViewCell {
    let receivedLabel = Label(style: Style(.dim))

    // FolioKit makes registered cells through this initializer, so it is `required` where
    // UIKit code writes `override`.
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        receivedLabel.textAlignment = .right
        contentView.addSubview(receivedLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        let received = min(6, width / 3)
        receivedLabel.frame = Rect(x: width - received, y: 0, width: received, height: 1)
        textLabel?.frame = Rect(x: 0, y: 0, width: max(0, width - received - 1), height: 1)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
    }
}
