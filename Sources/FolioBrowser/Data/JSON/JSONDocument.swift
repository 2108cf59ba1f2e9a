import FoundationEssentials

/// A parsed JSON document: its UTF-8 bytes and a table of its containers.
///
/// A value is named by the byte offset where it starts (its *node*); scalars are found by scanning
/// the bytes and strings are decoded only when asked for, so the document costs little more than
/// its bytes.
public final class JSONDocument: Sendable {
    /// The document's bytes as read.
    public let bytes: JSONBytes
    /// Objects and arrays, in document order.
    let containers: [JSONContainer]
    /// The top-level values: one for a JSON document; for JSON Lines, the first valid line's
    /// (the others are found in `lineTable`, not kept one per line).
    public let roots: [Int]
    /// The root's members or elements, recorded while parsing (empty when not recorded).
    let rootChildren: [UInt32]
    /// The lines of JSON Lines, whose valid lines' values are the top-level values.
    let lineTable: JSONLineTable?

    init(bytes: JSONBytes, containers: [JSONContainer], roots: [Int], rootChildren: [UInt32] = [],
         lineTable: JSONLineTable? = nil) {
        self.bytes = bytes
        self.containers = containers
        self.roots = roots
        self.rootChildren = rootChildren
        self.lineTable = lineTable
    }

    /// The root value's node (the first top-level value).
    public var root: Int { roots.first ?? 0 }
    /// The number of objects and arrays in the document.
    public var containerCount: Int { containers.count }

    /// Parses strict RFC 8259 JSON.
    ///
    /// `progress` is called at most about 100 times with the fraction of bytes consumed. Throws
    /// `JSONParseError`.
    public static func parse(_ bytes: JSONBytes, progress: ((Double) -> Void)? = nil) throws -> JSONDocument {
        let (containers, root, children) = try bytes.withUnsafeBufferPointer { buffer -> ([JSONContainer], Int, [UInt32]) in
            var parser = JSONParser(buffer, progress: progress)
            parser.topLevelChildren = []
            let root = try parser.parseDocument()
            return (parser.containers, root, parser.topLevelChildren ?? [])
        }
        return JSONDocument(bytes: bytes, containers: containers, roots: [root], rootChildren: children)
    }

    /// Parses strict RFC 8259 JSON from an array of bytes.
    public static func parse(_ bytes: [UInt8], progress: ((Double) -> Void)? = nil) throws -> JSONDocument {
        try parse(JSONBytes(bytes), progress: progress)
    }

    /// Parses strict RFC 8259 JSON from `data`.
    public static func parse(_ data: Data, progress: ((Double) -> Void)? = nil) throws -> JSONDocument {
        try parse([UInt8](data), progress: progress)
    }
}
