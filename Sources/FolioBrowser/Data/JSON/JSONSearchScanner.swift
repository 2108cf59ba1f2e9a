import FoundationEssentials
import Glibc

/// The one-pass walk behind `JSONSearch` over a validated document's bytes.
struct JSONSearchScanner {
    /// An open container: an object (with the current member's name) or an array (with the
    /// current element's index).
    struct Frame {
        var isObject: Bool
        var index: Int
        var keyQuote: Int
    }

    let p: UnsafeBufferPointer<UInt8>
    let document: JSONDocument
    let pattern: JSONSearchPattern
    let task: CancellationFlag?
    let progress: ((Double) -> Void)?
    var scope = JSONSearch.Scope(node: 0)
    var frames: [Frame] = []
    var hits: [JSONSearchHit] = []
    var matchCount = 0
    /// Set when a member's name matched, so its value is not counted again.
    var memberMatched = false
    var nextCheck: Int
    let checkStep: Int

    init(p: UnsafeBufferPointer<UInt8>, document: JSONDocument, pattern: JSONSearchPattern, task: CancellationFlag?,
         progress: ((Double) -> Void)?) {
        self.p = p
        self.document = document
        self.pattern = pattern
        self.task = task
        self.progress = progress
        checkStep = max(p.count / 100, 1 << 16)
        nextCheck = checkStep
    }

    /// Walks the value at `root`; false when cancelled.
    mutating func scan(from root: Int) -> Bool {
        var i = root
        frames.removeAll(keepingCapacity: true)
        while true {
            if i >= nextCheck {
                if task?.isCancelled == true { return false }
                progress?(Double(i) / Double(max(1, p.count)))
                nextCheck = i + checkStep
            }
            let (next, ended) = value(at: i)
            if !ended {
                i = next  // a container opened: `next` is its first value
                continue
            }
            guard let following = afterValue(next) else { return true }
            i = following
        }
    }

    /// Steps over the value at `i`: a scalar is matched and passed (`ended`), an empty container
    /// passed, any other container opened (then the offset is its first value's).
    private mutating func value(at i: Int) -> (Int, ended: Bool) {
        let c = p[i]
        guard c == 0x7B || c == 0x5B else { return (scalar(at: i), true) }
        memberMatched = false
        let inside = skip(i + 1)
        if p[inside] == c + 2 { return (inside + 1, true) }  // `}` and `]` are two after `{` and `[`
        frames.append(Frame(isObject: c == 0x7B, index: 0, keyQuote: 0))
        return (c == 0x7B ? member(at: inside) : inside, false)
    }

    /// After a value: the next sibling's start, or nil when the top-level value ended.
    ///
    /// Closes containers on the way.
    private mutating func afterValue(_ start: Int) -> Int? {
        var i = start
        while !frames.isEmpty {
            i = skip(i)
            let top = frames.count - 1
            if p[i] == 0x2C {
                frames[top].index += 1
                let next = skip(i + 1)
                return frames[top].isObject ? member(at: next) : next
            }
            frames.removeLast()
            i += 1
        }
        return nil
    }

    /// Reads a member name at `quote`, matching it; returns the value's offset.
    private mutating func member(at quote: Int) -> Int {
        let end = stringEnd(quote)
        frames[frames.count - 1].keyQuote = quote
        let valueStart = skip(skip(end) + 1)
        memberMatched = pattern.matches(p, (quote + 1)..<(end - 1)) { document.decodeString(at: quote).text }
        if memberMatched { record(valueStart) }
        return valueStart
    }

    /// Matches the scalar at `i` (unless its member's name matched); returns its end.
    private mutating func scalar(at i: Int) -> Int {
        let isString = p[i] == 0x22
        let end = isString ? stringEnd(i) : scalarEnd(i)
        if !memberMatched {
            let body = isString ? (i + 1)..<(end - 1) : i..<end
            if pattern.matches(p, body, decoded: { document.decodeString(at: i).text }) { record(i) }
        }
        memberMatched = false
        return end
    }

    /// Counts a match and keeps it (with its path) while under the limit.
    private mutating func record(_ node: Int) {
        matchCount += 1
        guard hits.count < JSONSearch.maximumHits else { return }
        var titles = scope.titles
        var components: [String] = []
        for frame in frames {
            if frame.isObject {
                let key = document.decodeString(at: frame.keyQuote).text
                titles.append(key)
                components.append("." + JSONPath.jqKey(key))
            } else {
                titles.append("[\(frame.index)]")
                components.append("[\(frame.index)]")
            }
        }
        let path = scope.pathPrefix + JSONPath.join(components)
        hits.append(JSONSearchHit(node: node, titles: titles, path: path, preview: document.preview(of: node, budget: 100)))
    }

    @inline(__always)
    private func skip(_ start: Int) -> Int {
        var i = start
        while i < p.count {
            let c = p[i]
            guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { break }
            i += 1
        }
        return i
    }

    private func scalarEnd(_ start: Int) -> Int {
        var i = start + 1
        while i < p.count {
            let c = p[i]
            guard (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2B || c == 0x2E || (c >= 0x61 && c <= 0x7A) || c == 0x45 else { break }
            i += 1
        }
        return i
    }

    /// The offset after the closing quote of the string opening at `quote` (memchr per quote).
    private func stringEnd(_ quote: Int) -> Int {
        guard let base = p.baseAddress else { return quote + 1 }
        var i = quote + 1
        while i < p.count {
            guard let found = memchr(base + i, 0x22, p.count - i) else { return p.count }
            let close = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while p[close - backslashes - 1] == 0x5C { backslashes += 1 }
            if backslashes % 2 == 0 { return close + 1 }
            i = close + 1
        }
        return p.count
    }
}
