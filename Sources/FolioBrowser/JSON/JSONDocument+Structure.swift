import Foundation

/// Walking the tree: kinds, sizes, parents, children and siblings, from the container table
/// and short scans of the bytes.
extension JSONDocument {
    /// The kind of the value at `node`.
    public func kind(of node: Int) -> JSONKind { JSONKind(leadingByte: bytes[node]) }

    /// The table row of the container starting at `node`, nil for scalars.
    func containerRow(at node: Int) -> Int? {
        let row = firstRow(startingAtOrAfter: node)
        return row < containers.count && containers[row].start == UInt32(node) ? row : nil
    }

    /// The first table row whose container starts at or after `offset` (binary search).
    func firstRow(startingAtOrAfter offset: Int) -> Int {
        var low = 0, high = containers.count
        let target = UInt32(clamping: offset)
        while low < high {
            let middle = (low + high) / 2
            if containers[middle].start < target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The number of members or elements of a container (0 for scalars).
    public func childCount(of node: Int) -> Int { containerRow(at: node).map { Int(containers[$0].count) } ?? 0 }

    /// The bytes of the value as written (strings include their quotes).
    public func byteRange(of node: Int) -> Range<Int> { node..<end(of: node) }

    /// The offset just after the value at `node`.
    func end(of node: Int) -> Int {
        switch bytes[node] {
        case 0x7B, 0x5B: return containerRow(at: node).map { Int(containers[$0].end) } ?? node + 1
        case 0x22: return stringEnd(node)
        case 0x74, 0x6E: return node + 4
        case 0x66: return node + 5
        default: return numberEnd(node)
        }
    }

    /// The offset after the closing quote of the string whose opening quote is at `quote`.
    func stringEnd(_ quote: Int) -> Int {
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return quote + 1 }
            var i = quote + 1
            while i < p.count {
                guard let found = memchr(base + i, 0x22, p.count - i) else { return p.count }
                let close = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var backslashes = 0
                while close - backslashes - 1 > quote && p[close - backslashes - 1] == 0x5C { backslashes += 1 }
                if backslashes % 2 == 0 { return close + 1 }
                i = close + 1
            }
            return p.count
        }
    }

    func numberEnd(_ start: Int) -> Int {
        var i = start
        while i < bytes.count {
            let c = bytes[i]
            guard (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2B || c == 0x2E || c == 0x65 || c == 0x45 else { break }
            i += 1
        }
        return i
    }

    func skipWhitespace(_ start: Int) -> Int {
        var i = start
        while i < bytes.count {
            let c = bytes[i]
            guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { break }
            i += 1
        }
        return i
    }

    /// The value after the member name whose opening quote is at `quote`.
    func valueAfterName(_ quote: Int) -> Int { skipWhitespace(skipWhitespace(stringEnd(quote)) + 1) }

    /// The first member or element of a container, nil when empty or a scalar.
    public func firstChild(of node: Int) -> Int? {
        guard childCount(of: node) > 0 else { return nil }
        let inside = skipWhitespace(node + 1)
        return bytes[node] == 0x7B ? valueAfterName(inside) : inside
    }

    /// The next member or element of the same container, nil for the last. (Top-level values
    /// have no siblings; ask only about members and elements.)
    public func nextSibling(of node: Int) -> Int? {
        let comma = skipWhitespace(end(of: node))
        guard comma < bytes.count, bytes[comma] == 0x2C else { return nil }
        let next = skipWhitespace(comma + 1)
        if bytes[next] == 0x22 {
            let colon = skipWhitespace(stringEnd(next))
            if colon < bytes.count && bytes[colon] == 0x3A { return skipWhitespace(colon + 1) }
        }
        return next
    }

    /// The members or elements of a container in document order (empty for scalars).
    public func children(of node: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(childCount(of: node))
        var child = firstChild(of: node)
        while let current = child {
            result.append(current)
            child = nextSibling(of: current)
        }
        return result
    }

    /// The table row of the innermost container holding `node`, nil for a top-level value.
    func parentRow(of node: Int) -> Int? {
        var row = firstRow(startingAtOrAfter: node) - 1
        while row >= 0 {
            if containers[row].end > UInt32(node) { return row }
            row = Int(containers[row].parent)
        }
        return nil
    }

    /// The container holding `node`, nil for the root.
    public func parent(of node: Int) -> Int? { parentRow(of: node).map { Int(containers[$0].start) } }

    /// The position of `node` among its container's members or elements (0 for the root).
    /// Walks the siblings before it.
    public func position(of node: Int) -> Int {
        guard let parent = parent(of: node) else { return 0 }
        var child = firstChild(of: parent)
        var index = 0
        while let current = child, current < node {
            child = nextSibling(of: current)
            index += 1
        }
        return index
    }

    /// The bytes of the member name as written, quotes included; nil outside objects.
    public func keyRange(of node: Int) -> Range<Int>? {
        guard let row = parentRow(of: node), bytes[Int(containers[row].start)] == 0x7B else { return nil }
        var close = node - 1
        while isWhitespace(bytes[close]) || bytes[close] == 0x3A { close -= 1 }
        var open = close - 1
        while open > 0 {
            if bytes[open] == 0x22 {
                var backslashes = 0
                while bytes[open - backslashes - 1] == 0x5C { backslashes += 1 }
                if backslashes % 2 == 0 { break }
            }
            open -= 1
        }
        return open..<(close + 1)
    }

    /// True when `node` is a member of an object (it has a name).
    public func isMember(_ node: Int) -> Bool { keyRange(of: node) != nil }

    func isWhitespace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 }
}
