/// The free name a "keep both" answer gives: `name (1).ext`, `name (2).ext`…, as Nautilus
/// names duplicates.
///
/// The number goes before the extension, and a compressed tar keeps both of its extensions
/// (`archive.tar.gz` → `archive (1).tar.gz`, as Nautilus's `eel_filename_get_extension_offset`
/// treats `.gz`, `.bz2`, `.xz`, `.zst`, `.Z` and `.lz`). A leading dot is no extension
/// (`.bashrc` → `.bashrc (1)`), and a directory gets no extension at all. ranger appends `_`
/// instead (`name.ext_`), which hides the number from a sort and breaks the extension; lf
/// and nnn do not keep both. An existing number is counted on (`name (1).ext` → `name (2).ext`).
enum KeepBothName {
    /// The first `base (n)ext` for n = 1, 2… for which `isTaken` says no.
    static func free(for name: [UInt8], isDirectory: Bool, isTaken: ([UInt8]) -> Bool) -> [UInt8] {
        let (stem, ext) = isDirectory ? (name, []) : split(name)
        var (base, number) = numbered(stem)
        if base.isEmpty { base = stem; number = 0 }
        var candidate: [UInt8]
        repeat {
            number += 1
            let suffix = Array(" (\(number))".utf8)
            // A name stays within 255 bytes: the base is cut, never the number or the extension.
            let room = max(1, 255 - suffix.count - ext.count)
            candidate = Array(base.prefix(room)) + suffix + ext
        } while isTaken(candidate)
        return candidate
    }

    /// The name's stem and extension (with its dot), the extension empty when there is none.
    static func split(_ name: [UInt8]) -> (stem: [UInt8], ext: [UInt8]) {
        let dot = UInt8(ascii: ".")
        guard let last = name.lastIndex(of: dot), last > 0 else { return (name, []) }
        var start = last
        let compressed = [".gz", ".bz2", ".xz", ".zst", ".Z", ".lz"].map { Array($0.utf8) }
        if compressed.contains(Array(name[last...])), let previous = name[..<last].lastIndex(of: dot), previous > 0 {
            start = previous
        }
        return (Array(name[..<start]), Array(name[start...]))
    }

    /// `base (n)` read back: the base and n; (`stem`, 0) when the stem ends with no number.
    static func numbered(_ stem: [UInt8]) -> (base: [UInt8], number: Int) {
        guard stem.last == UInt8(ascii: ")"), let open = stem.lastIndex(of: UInt8(ascii: "(")), open > 0,
              stem[open - 1] == UInt8(ascii: " ") else { return (stem, 0) }
        let digits = stem[(open + 1)..<(stem.count - 1)]
        guard !digits.isEmpty, digits.count < 9, digits.allSatisfy({ (0x30...0x39).contains($0) }),
              let number = Int(String(decoding: digits, as: UTF8.self)) else { return (stem, 0) }
        return (Array(stem[..<(open - 1)]), number)
    }
}
