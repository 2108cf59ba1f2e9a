import FolioKit

extension Decompression {
    /// The whole of the gzip file at `path`, inflated in memory (a `.csv.gz` is browsed from
    /// its decompressed bytes), or why not: more than `limit` bytes (`--max-size`), not gzip,
    /// truncated, corrupt, unreadable.
    static func inflateWhole(of path: RawPath, limit: Int) -> Result<[UInt8], BrowserError> {
        let file: FileHead
        switch FileHead.open(path) {
        case .failure(let error): return .failure(error)
        case .success(let opened): file = opened
        }
        defer { file.close() }
        var readError: String?
        let result = GzipReader.inflateHead(limit: limit + 1) {
            switch file.read(upTo: 1 << 20) {
            case .success(let chunk): return chunk
            case .failure(let error): readError = error.message; return []
            }
        }
        if let readError { return .failure(BrowserError(readError)) }
        switch result {
        case .success(let bytes) where bytes.count > limit:
            return .failure(BrowserError("it decompresses to more than the \(DocumentLimit(bytes: limit)) limit for documents; "
                + "raise it with --max-size, or decompress it first (gunzip -k) to browse it without holding it in memory"))
        case .success(let bytes): return .success(bytes)
        case .failure(.notGzip): return .failure(BrowserError("not gzip data (no gzip header)"))
        case .failure(.truncated): return .failure(BrowserError("truncated gzip data: the file ends inside the compressed stream"))
        case .failure(.corrupt(let reason)): return .failure(BrowserError("corrupt gzip data (\(TextWidth.visible(reason)))"))
        }
    }
}
