import FolioKit

/// A finished preview, made off the main loop: header lines (metadata, messages) and a body.
///
/// The body is laid out for the detail's width on the main loop, since a hex view's row length
/// depends on it.
public struct PreviewDocument: Sendable, Equatable {
    /// What the body holds.
    public enum Body: Sendable, Equatable {
        /// Nothing more than the header.
        case none
        /// Text, possibly highlighted or coloured by a previewer.
        case text(StyledText)
        /// Bytes to show as a hex view.
        case hex([UInt8])
    }

    /// Metadata and messages, one item a line, already in visible form.
    public var header: [StyledText]
    /// The content.
    public var body: Body
    /// A line after the body (how much was shown), if any.
    public var footer: String?
    /// How many of the first header lines are the item's metadata (path, kind, size…): what a
    /// detail can show from the listing before the content is read.
    public var metadataCount = 0

    /// Creates a document.
    public init(header: [StyledText] = [], body: Body = .none, footer: String? = nil) {
        self.header = header
        self.body = body
        self.footer = footer
    }

    /// Creates a document from plain header lines.
    public init(lines: [String], body: Body = .none, footer: String? = nil) {
        self.init(header: lines.map { StyledText($0) }, body: body, footer: footer)
    }

    /// The whole preview as styled text for a column of `width` text columns.
    public func rendered(width: Int) -> StyledText {
        var out = StyledText()
        for (index, line) in header.enumerated() {
            if index > 0 { out.append("\n", style: .plain) }
            out.append(line)
        }
        var parts: [StyledText] = []
        switch body {
        case .none: break
        case .text(let text): parts.append(text)
        case .hex(let bytes): parts.append(HexView.render(bytes, width: width))
        }
        if let footer { parts.append(StyledText("\n" + footer)) }
        for part in parts {
            if !out.string.isEmpty { out.append("\n\n", style: .plain) }
            out.append(part)
        }
        return out
    }

    /// The preview as plain text for a column of `width` text columns.
    public func plainText(width: Int = 80) -> String { rendered(width: width).string }
}
