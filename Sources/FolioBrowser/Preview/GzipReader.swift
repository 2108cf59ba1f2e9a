import CZlib

/// Inflates the head of gzip data through the system zlib: the only Swift file that calls it.
public enum GzipReader {
    /// Why the data could not be inflated.
    public enum Failure: Error, Equatable {
        /// It does not start with the gzip magic bytes.
        case notGzip
        /// The data ends before the compressed stream does.
        case truncated
        /// zlib found an error (its message).
        case corrupt(String)
    }

    /// Up to `limit` bytes of the data inflated from the chunks `nextChunk` gives.
    ///
    /// `nextChunk` returns empty data at the end; no more input is read than needed. Concatenated
    /// gzip members are read in turn.
    public static func inflateHead(limit: Int, nextChunk: () -> [UInt8]) -> Result<[UInt8], Failure> {
        var input = nextChunk()
        guard input.count >= 2 || input.isEmpty else { return .failure(.notGzip) }
        guard input.count >= 2, input[0] == 0x1F, input[1] == 0x8B else { return .failure(input.isEmpty ? .truncated : .notGzip) }
        var stream = z_stream()
        guard folio_inflate_init_gzip(&stream) == Z_OK else { return .failure(.corrupt("zlib would not start")) }
        defer { inflateEnd(&stream) }
        // Grown as it fills: a large limit (a whole `.csv.gz`) costs only what the data inflates to.
        var output = [UInt8](repeating: 0, count: min(limit, 256 * 1024))
        var produced = 0
        var finished = false
        while produced < limit {
            if produced == output.count { output += [UInt8](repeating: 0, count: min(output.count, limit - output.count)) }
            if input.isEmpty {
                input = nextChunk()
                if input.isEmpty { break }
            }
            let consumed: Int
            let status: Int32
            (consumed, status) = input.withUnsafeMutableBufferPointer { source in
                output.withUnsafeMutableBufferPointer { target in
                    stream.next_in = source.baseAddress
                    stream.avail_in = UInt32(source.count)
                    stream.next_out = target.baseAddress.map { $0 + produced }
                    let room = min(target.count - produced, Int(UInt32.max))
                    stream.avail_out = UInt32(room)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    produced += room - Int(stream.avail_out)
                    return (source.count - Int(stream.avail_in), status)
                }
            }
            input.removeFirst(consumed)
            switch status {
            case Z_STREAM_END:
                // Another member may follow; a lone end is the end of the data.
                if input.isEmpty { input = nextChunk() }
                if input.isEmpty { finished = true; break }
                if inflateReset(&stream) != Z_OK { return .failure(.corrupt("zlib would not restart")) }
                continue
            case Z_OK, Z_BUF_ERROR:
                continue
            default:
                let message = stream.msg.map { String(cString: $0) } ?? "error \(status)"
                return .failure(.corrupt(message))
            }
            if finished { break }
        }
        if !finished && produced < limit { return .failure(.truncated) }
        return .success(Array(output[0..<produced]))
    }
}
