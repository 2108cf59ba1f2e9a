#if canImport(Glibc)
import Glibc
#endif
import FolioKit

/// File name colours from `LS_COLORS` (the dircolors format), looked up as GNU ls does: the
/// type decides first (directory, link, executable…); a regular file then takes the colour of
/// its name's suffix (`*.tar=01;31`), else `fi`.
///
/// Suffixes match as GNU ls 9.3 does: ignoring ASCII case, unless two entries differ only in
/// case (`*.C` and `*.c`), which then match exactly; when several suffixes match, the one
/// written last wins. The table is built once, so a lookup is a few dictionary probes.
public struct FileColors: Sendable {
    private var indicators: [FileColorIndicator: Style] = [:]
    /// `ln=target`: links take the colour of what they point to.
    private var linksAsTarget = false
    /// Suffix entries by a hash of their case-folded bytes, read from the end of the name.
    private var suffixes: [UInt64: [Entry]] = [:]
    /// Whether some suffix of length L starts with byte B (case-folded), at `L * 256 + B`: a name
    /// is probed only where a suffix could start, so `.`-suffixes cost one probe per dot.
    private var startsSuffix: [Bool] = []
    /// The longest suffix, in bytes.
    private var longestSuffix = 0
    /// The entries that were skipped because they were malformed, as written.
    public private(set) var skippedEntries: [String] = []

    private struct Entry: Sendable {
        /// The suffix's bytes: as written when `isExact`, else case-folded.
        var pattern: [UInt8]
        var isExact: Bool
        var order: Int
        var style: Style
    }

    /// Colours from an `LS_COLORS` value; unset or empty gives the built-in default.
    ///
    /// The built-in default is close to GNU dircolors'. Malformed entries are skipped and listed in
    /// `skippedEntries`.
    public init(lsColors: String?) {
        let text = (lsColors?.isEmpty ?? true) ? FileColors.defaultLSColors : (lsColors ?? "")
        var suffixes: [(pattern: [UInt8], style: Style)] = []
        for entry in text.split(separator: ":", omittingEmptySubsequences: true) {
            guard let equals = entry.firstIndex(of: "=") else { skippedEntries.append(String(entry)); continue }
            let key = entry[..<equals]
            let value = entry[entry.index(after: equals)...]
            if key.hasPrefix("*") {
                let pattern = Array(key.dropFirst().utf8)
                guard !pattern.isEmpty, let style = SGRStyle.parse(value) else { skippedEntries.append(String(entry)); continue }
                suffixes.append((pattern, style))
            } else if let indicator = FileColorIndicator(rawValue: String(key)) {
                if indicator.isControlSequence { continue }
                if indicator == .link && value == "target" { linksAsTarget = true; indicators[.link] = nil; continue }
                guard let style = SGRStyle.parse(value) else { skippedEntries.append(String(entry)); continue }
                if indicator == .link { linksAsTarget = false }
                // As GNU ls: empty, `0` and `00` mean "not coloured", so the type falls through.
                indicators[indicator] = (value.isEmpty || value == "0" || value == "00") ? nil : style
            } else {
                skippedEntries.append(String(entry))
            }
        }
        buildSuffixTables(suffixes)
    }

    private mutating func buildSuffixTables(_ written: [(pattern: [UInt8], style: Style)]) {
        var spellings: [[UInt8]: Set<[UInt8]>] = [:]
        for suffix in written { spellings[Self.folded(suffix.pattern[...]), default: []].insert(suffix.pattern) }
        for (order, suffix) in written.enumerated() {
            let folded = Self.folded(suffix.pattern[...])
            let isExact = spellings[folded, default: []].count > 1
            let entry = Entry(pattern: isExact ? suffix.pattern : folded, isExact: isExact, order: order, style: suffix.style)
            suffixes[Self.hash(folded[...]), default: []].append(entry)
        }
        longestSuffix = written.map(\.pattern.count).max() ?? 0
        startsSuffix = Array(repeating: false, count: (longestSuffix + 1) * 256)
        for suffix in written {
            if let first = suffix.pattern.first {
                startsSuffix[suffix.pattern.count * 256 + Int(Self.fold(first))] = true
                startsSuffix[suffix.pattern.count * 256 + Int(first)] = true
            }
        }
    }

    /// The colour set for a type, if any (`mi` colours a missing link target in a detail view).
    public func style(for indicator: FileColorIndicator) -> Style? { indicators[indicator] }

    /// The colour of a name whose status is known (what a visible row has).
    public func style(name: [UInt8], status: FileStatus) -> Style? {
        style(name: name, kind: status.kind, mode: UInt32(status.mode),
              isOrphan: status.kind == .symlink && status.targetKind == nil, targetKind: status.targetKind)
    }

    /// The colour of a name, from its kind and `st_mode` bits (0 when unknown).
    ///
    /// Setuid, setgid, executable, sticky and other-writable pick their own colours, as in GNU ls.
    /// `isOrphan` marks a symlink whose target is missing; `targetKind` is what a link points to
    /// (used with `ln=target`). Nil means no colour: draw the name plainly.
    public func style(name: [UInt8], kind: FileKind, mode: UInt32 = 0, isOrphan: Bool = false, targetKind: FileKind? = nil) -> Style? {
        let type: FileColorIndicator
        switch kind {
        case .regular:
            if mode & UInt32(S_ISUID) != 0, let style = indicators[.setuid] { return style }
            if mode & UInt32(S_ISGID) != 0, let style = indicators[.setgid] { return style }
            if mode & UInt32(S_IXUSR | S_IXGRP | S_IXOTH) != 0, let style = indicators[.executable] { return style }
            if let style = suffixStyle(name) { return style }
            type = .file
        case .directory:
            let sticky = mode & UInt32(S_ISVTX) != 0, otherWritable = mode & UInt32(S_IWOTH) != 0
            if sticky && otherWritable, let style = indicators[.stickyOtherWritable] { return style }
            if otherWritable, let style = indicators[.otherWritable] { return style }
            if sticky, let style = indicators[.sticky] { return style }
            type = .directory
        case .symlink:
            if isOrphan, let style = indicators[.orphan] { return style }
            if linksAsTarget, !isOrphan, let targetKind, targetKind != .symlink {
                return style(name: name, kind: targetKind)
            }
            type = .link
        case .fifo: type = .pipe
        case .socket: type = .socket
        case .blockDevice: type = .blockDevice
        case .characterDevice: type = .characterDevice
        case .unknown: return indicators[.normal]
        }
        return indicators[type] ?? indicators[.normal]
    }

    /// The colour of a name whose status is known, given as text.
    public func style(name: String, kind: FileKind, mode: UInt32 = 0, isOrphan: Bool = false, targetKind: FileKind? = nil) -> Style? {
        style(name: Array(name.utf8), kind: kind, mode: mode, isOrphan: isOrphan, targetKind: targetKind)
    }

    /// The style of the suffix entry written last among those the name ends with.
    ///
    /// One pass backwards over the name's last bytes, hashing as it goes: no allocation, and a
    /// dictionary probe only where some suffix of that length starts with that byte.
    private func suffixStyle(_ name: [UInt8]) -> Style? {
        var best: Entry?
        var hash = Self.hashSeed
        var length = 0
        while length < longestSuffix, length < name.count {
            length += 1
            let byte = Self.fold(name[name.count - length])
            hash = Self.hashStep(hash, byte)
            guard startsSuffix[length * 256 + Int(byte)], let candidates = suffixes[hash] else { continue }
            for entry in candidates where entry.order > (best?.order ?? -1) && entry.pattern.count == length {
                if Self.matches(entry, name) { best = entry }
            }
        }
        return best?.style
    }

    /// Whether `name` ends with the entry's suffix (exactly, or ignoring ASCII case).
    private static func matches(_ entry: Entry, _ name: [UInt8]) -> Bool {
        let start = name.count - entry.pattern.count
        for (i, byte) in entry.pattern.enumerated() {
            let other = name[start + i]
            if (entry.isExact ? other : fold(other)) != byte { return false }
        }
        return true
    }

    private static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a, one byte at a time.
    private static func hashStep(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// The hash of case-folded bytes read from the last to the first, as `suffixStyle` reads a name.
    private static func hash(_ folded: ArraySlice<UInt8>) -> UInt64 {
        folded.reversed().reduce(hashSeed, hashStep)
    }

    /// An ASCII letter lowered.
    private static func fold(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

    /// ASCII letters lowered, as `c_strncasecmp` compares (other bytes as they are).
    private static func folded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.map(fold)
    }
}
