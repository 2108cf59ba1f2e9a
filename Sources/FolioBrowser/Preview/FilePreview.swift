import FolioKit
import FoundationEssentials

/// The detail's preview of a path: metadata, then a glimpse of the content.
///
/// The glimpse is the head of a text file (highlighted when Folio knows its language, or as the
/// external previewer shows it), a hex view of a binary one, the decompressed head of a compressed
/// one, or a summary of a directory. FIFOs, sockets and devices are never opened; only the head of
/// a large file is read. Runs on the preview worker, off the main loop. Every name in it is in
/// visible form.
public enum FilePreview {
    /// Bytes read from the start of a file (or decompressed from it).
    public static let headLength = 64 * 1024
    /// Bytes shown in a hex view.
    static let hexLength = 1024
    /// How messages about the preview itself look.
    static let noteStyle = Style(foreground: .yellow)

    /// The preview as plain text, laid out for 80 columns (for callers without a detail view).
    public static func text(for path: RawPath) -> String {
        document(for: path).plainText(width: 78)
    }

    /// The whole preview of `path`.
    public static func document(for path: RawPath, options: PreviewOptions = PreviewOptions(),
                                cancellation: CancellationFlag = CancellationFlag()) -> PreviewDocument {
        let status: FileStatus
        switch FileStatus.read(path) {
        case .success(let s): status = s
        case .failure(let error): return PreviewDocument(lines: [TextWidth.visible(error.message)])
        }
        // The lines the detail made from the listing's status, unless the file changed since.
        let header: [String]
        if let known = options.knownMetadata, known.status == status { header = known.lines } else { header = metadata(path, status) }
        var document = document(for: path, status: status, header: header, options: options, cancellation: cancellation)
        document.metadataCount = header.count
        return document
    }

    /// The preview of `path` under its metadata `header`, by what the path is.
    private static func document(for path: RawPath, status: FileStatus, header: [String], options: PreviewOptions,
                                 cancellation: CancellationFlag) -> PreviewDocument {
        let effectiveKind = status.kind == .symlink ? status.targetKind : status.kind
        switch effectiveKind {
        case .regular?:
            return content(of: path, header: header, options: options, cancellation: cancellation)
        case .directory?:
            return PreviewDocument(lines: header, body: .text(StyledText(DirectorySummary.lines(path, cancellation: cancellation).joined(separator: "\n"))))
        case nil:
            return PreviewDocument(lines: header, body: .text(StyledText("The link's target does not exist.")))
        case let special? where [.fifo, .socket, .characterDevice, .blockDevice].contains(special):
            return PreviewDocument(lines: header, body: .text(StyledText("Not opened: reading a \(special.name) could block or have effects.")))
        default:
            return PreviewDocument(lines: header)
        }
    }

    /// The metadata lines: the path, then what `lstat` said.
    ///
    /// The detail also makes them on the main loop from the status a listed row already read,
    /// so they are built without Foundation formatting (String(format:) showed in the profile).
    ///
    /// `previous`, lines this function made for another path, lends the lines that say the same
    /// (kind, permissions, time): neighbours in a listing mostly share them, and the time line
    /// costs a `localtime_r`.
    static func metadata(_ path: RawPath, _ status: FileStatus, reusing previous: KnownMetadata? = nil) -> [String] {
        // Every list made here starts with the path and kind lines and ends with the permissions
        // and time lines.
        let earlier = previous.flatMap { $0.lines.count >= 4 ? $0 : nil }
        var lines: [String] = []
        lines.reserveCapacity(6)
        lines.append(TextWidth.visible(path.display))
        if let earlier, earlier.status.kind == status.kind {
            lines.append(earlier.lines[1])
        } else {
            lines.append("Kind: " + status.kind.name)
        }
        if let target = status.linkTarget {
            lines.append("Target: " + TextWidth.visible(target) + (status.targetKind.map { " (" + $0.name + ")" } ?? " (missing)"))
        }
        if status.kind == .regular {
            lines.append("Size: " + FileStatus.humanSize(status.size) + " (" + String(status.size) + " bytes)")
        }
        if let earlier, earlier.status.kind == status.kind, earlier.status.mode == status.mode {
            lines.append(earlier.lines[earlier.lines.count - 2])
        } else {
            lines.append("Permissions: " + status.permissions)
        }
        if let earlier, earlier.status.modified == status.modified {
            lines.append(earlier.lines[earlier.lines.count - 1])
        } else {
            lines.append(timestamp(status.modified, after: "Modified: "))
        }
        return lines
    }

    /// `2026-11-30 04:48:53` in local time, after `prefix`.
    ///
    /// Written as 19 ASCII bytes (no DateFormatter, no String(format:): the detail makes this
    /// line on the main loop for every move). `prefix` comes first in the same string (one allocation for the whole metadata line).
    static func timestamp(_ date: Date, after prefix: StaticString = "") -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&seconds, &parts)
        let year = min(max(Int(parts.tm_year) + 1900, 0), 9999)
        let fields = (Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        let start = prefix.utf8CodeUnitCount
        return String(unsafeUninitializedCapacity: start + 19) { whole in
            for index in 0..<start { whole[index] = prefix.utf8Start[index] }
            let out = UnsafeMutableBufferPointer(rebasing: whole[start...])
            func put(_ value: Int, at index: Int, digits: Int) {
                var rest = value
                for offset in stride(from: digits - 1, through: 0, by: -1) {
                    out[index + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(year, at: 0, digits: 4)
            put(fields.0, at: 5, digits: 2)
            put(fields.1, at: 8, digits: 2)
            put(fields.2, at: 11, digits: 2)
            put(fields.3, at: 14, digits: 2)
            put(fields.4, at: 17, digits: 2)
            (out[4], out[7], out[10], out[13], out[16]) = (UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: ":"))
            return start + 19
        }
    }

    /// A regular file: the previewer's output, else the (decompressed) head.
    static func content(of path: RawPath, header: [String], options: PreviewOptions, cancellation: CancellationFlag) -> PreviewDocument {
        var header = header.map { StyledText($0) }
        if let command = options.previewerCommand, !command.isEmpty {
            switch ExternalPreviewer.run(command, path: path, options: options, cancellation: cancellation) {
            case .success(let text): return PreviewDocument(header: header, body: .text(text))
            case .failure(let failure): note(failure.message, in: &header)
            }
        }
        let name = String(decoding: path.lastComponent, as: UTF8.self)
        switch document(of: path, name: name, header: header, cancellation: cancellation) {
        case .shown(let document)?: return document
        case .note(let message)?: note(message, in: &header)
        case nil: break
        }
        var forcesHex = false
        if let format = Decompression.Format(name: name) {
            switch Decompression.head(of: path, format: format, limit: headLength, cancellation: cancellation) {
            case .decompressed(let bytes, let isComplete):
                let inner = String(name.dropLast(format.rawValue.count + 1))
                let footer = isComplete ? nil : "… (showing the first \(FileStatus.humanSize(Int64(headLength))) decompressed; o opens the pager)"
                return body(bytes, name: inner, header: header, footer: footer, forcesHex: false)
            case .failed(let message):
                note(message, in: &header)
                forcesHex = true
            }
        }
        let file: FileHead
        switch FileHead.open(path) {
        case .failure(let error): return PreviewDocument(header: header, body: .text(StyledText(error.message)))
        case .success(let opened): file = opened
        }
        defer { file.close() }
        switch file.read(upTo: headLength) {
        case .failure(let error):
            return PreviewDocument(header: header, body: .text(StyledText(error.message)))
        case .success(let head):
            let footer = Int64(head.count) < file.size
                ? "… (showing the first \(FileStatus.humanSize(Int64(head.count))) of \(FileStatus.humanSize(file.size)); o opens the pager)" : nil
            return body(head, name: name, header: header, footer: footer, forcesHex: forcesHex)
        }
    }

    /// A database's tables or a JSON file's structure (`DocumentPreview`), nil for other files.
    private static func document(of path: RawPath, name: String, header: [StyledText],
                                 cancellation: CancellationFlag) -> DocumentPreview.Outcome? {
        guard case .success(let file) = FileHead.open(path) else { return nil }
        defer { file.close() }
        guard case .success(let head) = file.read(upTo: SQLiteFileHeader.magic.count) else { return nil }
        return DocumentPreview.preview(of: path, name: name, size: file.size, head: head, header: header, cancellation: cancellation)
    }

    /// Text (highlighted when its language is known) or, for binary data, a hex view.
    static func body(_ bytes: [UInt8], name: String, header: [StyledText], footer: String?, forcesHex: Bool) -> PreviewDocument {
        if bytes.isEmpty { return PreviewDocument(header: header, body: .text(StyledText("(empty file)"))) }
        if forcesHex || looksBinary(bytes) {
            let shown = Array(bytes.prefix(hexLength))
            var header = header
            note("Binary data; the first \(shown.count) bytes:", in: &header, style: .plain)
            return PreviewDocument(header: header, body: .hex(shown), footer: footer)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let language = SourceLanguage(name: name, head: text.prefix(200)) else {
            return PreviewDocument(header: header, body: .text(StyledText(text)), footer: footer)
        }
        return PreviewDocument(header: header, body: .text(PreviewTheme.standard.apply(language.spans(in: text), to: text)), footer: footer)
    }

    /// Adds a message line to the header, after a blank line.
    static func note(_ message: String, in header: inout [StyledText], style: Style = noteStyle) {
        header.append(StyledText())
        var line = StyledText()
        line.append(message, style: style)
        header.append(line)
    }

    /// NUL bytes, or mostly invalid UTF-8, mean binary.
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        let sample = bytes.prefix(8192)
        if sample.contains(0) { return true }
        let decoded = String(decoding: sample, as: UTF8.self)
        let replacements = decoded.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
        return replacements * 10 > sample.count
    }

    /// `xxd`-style lines at 16 bytes a row (the hex view at full width).
    public static func hexDump(_ bytes: [UInt8]) -> [String] {
        HexView.render(bytes, width: HexView.rowWidth(bytes: 16, digits: 8)).string.split(separator: "\n").map(String.init)
    }
}
