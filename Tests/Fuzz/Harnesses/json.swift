import FolioBrowser
import Foundation

/// Fuzzes the JSON parser.
///
/// Any bytes parse or fail with a position inside the input, never a trap; a parsed document
/// pretty-prints (without the value cap) to text that parses to the same tree; every child
/// names its parent.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document: JSONDocument
    do {
        document = try JSONDocument.parse(bytes)
    } catch let error as JSONParseError {
        precondition(error.offset >= 0 && error.offset <= size, "error offset \(error.offset) outside \(size) bytes")
        precondition(error.line >= 1 && error.column >= 1)
        return 0
    } catch {
        preconditionFailure("parse threw \(error)")
    }
    let kinds = walk(document)
    let (text, truncated) = document.prettyPrinted(document.root, maxLines: .max, maxValueBytes: .max)
    precondition(!truncated)
    guard let again = try? JSONDocument.parse(Array(text.utf8)) else { preconditionFailure("pretty-printed text does not parse:\n\(text)") }
    precondition(walk(again) == kinds, "pretty-printing changed the tree")
    return 0
}

/// The kinds of every node, depth first from the root; each child's parent checked on the way.
func walk(_ document: JSONDocument) -> [JSONKind] {
    var kinds: [JSONKind] = []
    var pending = [document.root]
    while let node = pending.popLast() {
        kinds.append(document.kind(of: node))
        _ = document.scalarText(of: node)
        _ = document.key(of: node)
        let children = document.children(of: node)
        for child in children { precondition(document.parent(of: child) == node, "parent of \(child)") }
        pending.append(contentsOf: children.reversed())
    }
    return kinds
}
