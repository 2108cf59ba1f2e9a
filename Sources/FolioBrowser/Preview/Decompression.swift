import FolioKit

/// Previews of compressed files: `.gz` inflated through zlib in process; `.xz`, `.bz2` and
/// `.zst` through the matching Debian tool (`xz -dc`, `bzip2 -dc`, `zstd -dc`) when installed,
/// run without a shell, its output capped and its time bounded.
enum Decompression {
    /// A compressed format Folio recognises by the name's last extension.
    enum Format: String, CaseIterable {
        case gzip = "gz", xz, bzip2 = "bz2", zstd = "zst"

        /// The tool that decompresses it to standard output, for the external formats.
        var tool: [String]? {
            switch self {
            case .gzip: return nil
            case .xz: return ["xz", "-dc", "--"]
            case .bzip2: return ["bzip2", "-dc", "--"]
            case .zstd: return ["zstd", "-dcq", "--"]
            }
        }

        /// The tool that writes the whole file decompressed to standard output, for the pager
        /// (`.gz` too: gzip is on every Debian system, and a pager reads a pipe).
        var streamTool: [String] { tool ?? ["gzip", "-dc", "--"] }

        /// The format of a file name, if it is compressed.
        init?(name: String) {
            // By bytes, the extension packed into an integer (lower case): every preview asks,
            // and making, lowering and matching a String showed in the profile.
            let bytes = name.utf8
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            var key: UInt32 = 0, length = 0
            for byte in bytes[bytes.index(after: dot)...] {
                length += 1
                guard length <= 3 else { return nil }
                key = key << 8 | UInt32((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
            }
            switch key {
            case 0x677A: self = .gzip  // "gz"
            case 0x787A: self = .xz  // "xz"
            case 0x62_7A32: self = .bzip2  // "bz2"
            case 0x7A_7374: self = .zstd  // "zst"
            default: return nil
            }
        }
    }

    /// The outcome: the decompressed head, or why not.
    enum Outcome {
        /// Up to `limit` decompressed bytes; `isComplete` when the whole stream fit.
        case decompressed([UInt8], isComplete: Bool)
        /// A message for the header; the raw bytes are shown instead.
        case failed(String)
    }

    /// Decompresses the head of `path` (`limit` bytes at most).
    static func head(of path: RawPath, format: Format, limit: Int, cancellation: CancellationFlag) -> Outcome {
        if let tool = format.tool {
            return external(tool, path: path, limit: limit, cancellation: cancellation)
        }
        let file: FileHead
        switch FileHead.open(path) {
        case .failure(let error): return .failed(error.message)
        case .success(let opened): file = opened
        }
        defer { file.close() }
        var readError: String?
        let result = GzipReader.inflateHead(limit: limit + 1) {
            if cancellation.isCancelled { return [] }
            switch file.read(upTo: 64 * 1024) {
            case .success(let chunk): return chunk
            case .failure(let error): readError = error.message; return []
            }
        }
        if let readError { return .failed(readError) }
        switch result {
        case .success(let bytes): return .decompressed(Array(bytes.prefix(limit)), isComplete: bytes.count <= limit)
        case .failure(.notGzip): return .failed("Not gzip data (no gzip header); showing the raw bytes.")
        case .failure(.truncated): return .failed("Truncated gzip data: the file ends inside the compressed stream; showing the raw bytes.")
        case .failure(.corrupt(let reason)): return .failed("Corrupt gzip data (\(TextWidth.visible(reason))); showing the raw bytes.")
        }
    }

    private static func external(_ command: [String], path: RawPath, limit: Int, cancellation: CancellationFlag) -> Outcome {
        guard let program = command.first, Syscall.isExecutableInPath(program, path: nil) else {
            return .failed("\(command.first ?? "") is not installed; showing the raw bytes.")
        }
        let output = ChildProcess(bytes: command.map { Array($0.utf8) } + [path.bytes], timeLimit: 2, outputCap: limit + 1)
            .run(cancellation: cancellation)
        switch output.ending {
        case .exited(0):
            return .decompressed(output.standardOutput, isComplete: true)
        case .outputCapped:
            return .decompressed(Array(output.standardOutput.prefix(limit)), isComplete: false)
        case .timedOut:
            return output.standardOutput.isEmpty ? .failed("\(program) took longer than 2 s; showing the raw bytes.")
                : .decompressed(output.standardOutput, isComplete: false)
        case .cancelled:
            return .failed("cancelled")
        case .failedToStart(let message):
            return .failed("\(message); showing the raw bytes.")
        case .exited, .signaled:
            let reason = output.firstErrorLine ?? "it failed"
            return .failed("\(program) could not decompress it (\(reason)); showing the raw bytes.")
        }
    }
}
