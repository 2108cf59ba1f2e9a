import FolioBrowser
import Foundation

/// The JSON parser: any bytes parse or fail with a position inside the input, never a trap;
/// a parsed document pretty-prints (without the value cap) to text that parses to the same
/// tree; every node's kind and children agree with its parent.
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
    precondition(document.nodeCount >= 1)
    for node in 0..<document.nodeCount {
        for child in document.children(of: node) { precondition(document.parent(of: child) == node, "parent of \(child)") }
        _ = document.scalarText(of: node)
        _ = document.key(of: node)
    }
    let (text, truncated) = document.prettyPrinted(document.root, maxLines: .max, maxValueBytes: .max)
    precondition(!truncated)
    guard let again = try? JSONDocument.parse(Array(text.utf8)) else { preconditionFailure("pretty-printed text does not parse:\n\(text)") }
    precondition(again.nodeCount == document.nodeCount, "pretty-printing changed the tree")
    for node in 0..<document.nodeCount { precondition(again.kind(of: node) == document.kind(of: node)) }
    return 0
}
