import FoundationEssentials
import Glibc

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

    /// The number of members or elements of a container (0 for scalars); a small container
    /// without a row is counted by scanning it.
    public func childCount(of node: Int) -> Int {
        if let row = containerRow(at: node) { return Int(containers[row].count) }
        guard kind(of: node).isContainer else { return 0 }
        var count = 0
        var child = firstChild(of: node)
        while let current = child {
            count += 1
            child = nextSibling(of: current)
        }
        return count
    }

    /// The bytes of the value as written (strings include their quotes).
    public func byteRange(of node: Int) -> Range<Int> { node..<end(of: node) }

    /// The offset just after the value at `node`.
    func end(of node: Int) -> Int {
        switch bytes[node] {
        case 0x7B, 0x5B: return containerRow(at: node).map { Int(containers[$0].end) } ?? scanContainerEnd(node)
        case 0x22: return stringEnd(node)
        case 0x74, 0x6E: return node + 4
        case 0x66: return node + 5
        default: return numberEnd(node)
        }
    }

    /// The end of a container without a row (small, so the scan is short): brackets are
    /// counted outside strings.
    func scanContainerEnd(_ start: Int) -> Int {
        var depth = 0
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case 0x22: i = stringEnd(i); continue
            case 0x7B, 0x5B: depth += 1
            case 0x7D, 0x5D:
                depth -= 1
                if depth == 0 { return i + 1 }
            default: break
            }
            i += 1
        }
        return bytes.count
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
        guard kind(of: node).isContainer else { return nil }
        let inside = skipWhitespace(node + 1)
        guard inside < bytes.count, bytes[inside] != 0x7D, bytes[inside] != 0x5D else { return nil }
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
    public func children(of node: Int) -> [Int] { compactChildren(of: node).map { Int($0) } }

    /// The children as 32-bit offsets: half the memory of `children(of:)` for huge lists.
    func compactChildren(of node: Int) -> [UInt32] {
        if node == root && !rootChildren.isEmpty { return rootChildren }
        var result: [UInt32] = []
        result.reserveCapacity(childCount(of: node))
        var child = firstChild(of: node)
        while let current = child {
            result.append(UInt32(current))
            child = nextSibling(of: current)
        }
        return result
    }

    /// The table row of the innermost container with a row that holds `node` (its parent, or
    /// an ancestor when small containers lie between), nil when none does.
    func enclosingRow(of node: Int) -> Int? {
        var row = firstRow(startingAtOrAfter: node) - 1
        while row >= 0 {
            if containers[row].end > UInt32(node) { return row }
            row = Int(containers[row].parent)
        }
        return nil
    }

    /// The top-level value holding `node` (or `node` itself).
    func topLevelValue(holding node: Int) -> Int {
        if let lineTable { return lineTable.root(holding: node) ?? root }
        var low = 0, high = roots.count
        while low < high {
            let middle = (low + high) / 2
            if roots[middle] <= node { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? roots[low - 1] : root
    }

    /// The container holding `node`, nil for the root: from the innermost container with a
    /// row, down through small containers by scanning their members.
    public func parent(of node: Int) -> Int? { enclosingContainers(of: node).last }

    /// The containers from the innermost one with a row (or the top-level value) down to the
    /// one directly holding `node`, outermost first; empty for a top-level value.
    ///
    /// One descent finds every small container on the way, so a path through hundreds of
    /// small levels is one scan, not one per level.
    func enclosingContainers(of node: Int) -> [Int] {
        var container: Int
        var child: Int?
        if let row = enclosingRow(of: node) {
            container = Int(containers[row].start)
            child = firstChildToScan(in: row, before: node)
        } else {
            container = topLevelValue(holding: node)
            if container == node { return [] }
            child = firstChild(of: container)
        }
        var chain = [container]
        while let current = child {
            if current == node { return chain }
            let end = self.end(of: current)
            if node > current && node < end {
                chain.append(current)  // a small container holding `node`: look inside it
                child = firstChild(of: current)
            } else {
                child = nextSibling(of: current)
            }
        }
        return []
    }

    /// Where to start looking for `node` among the members of the container at `row`: after the
    /// last member with a row that starts before `node`, skipping what comes before it.
    private func firstChildToScan(in row: Int, before node: Int) -> Int? {
        let start = Int(containers[row].start)
        var last = firstRow(startingAtOrAfter: node) - 1
        while last > row && Int(containers[last].parent) != row { last = Int(containers[last].parent) }
        guard last > row else { return firstChild(of: start) }
        let member = Int(containers[last].start)
        return member == node ? node : nextSibling(of: member)
    }

    /// The position of `node` among its container's members or elements (0 for the root).
    ///
    /// Walks the siblings before it.
    public func position(of node: Int) -> Int {
        guard let parent = parent(of: node) else { return 0 }
        return position(of: node, in: parent)
    }

    /// The position of `node` in `parent`, walking the siblings before it.
    func position(of node: Int, in parent: Int) -> Int {
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
        guard let parent = parent(of: node), bytes[parent] == 0x7B else { return nil }
        return memberKeyRange(node)
    }

    /// The name of a value known to be an object member, quotes included, found by reading
    /// back from the value over `:` to the name's closing quote, then to its opening one.
    func memberKeyRange(_ node: Int) -> Range<Int> {
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
