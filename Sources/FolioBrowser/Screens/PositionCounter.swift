/// The list's position counter, "10/1005" or "10/12 of 1005" while a filter narrows the list,
/// then "[2 marked]" while rows anywhere are marked (as lf shows it), written as ASCII bytes: it is made on every move of the selection, and interpolation would
/// go through each number's description and a string builder.
enum PositionCounter {
    /// The counter for `selected` (a row index, nil when nothing is selected) of `total` rows,
    /// followed by " of `all`" when `all` is given and " [`marked` marked]" when some are.
    static func text(selected: Int?, total: Int, of all: Int?, marked: Int = 0) -> String {
        // Four 20-digit numbers and the separators fit.
        String(unsafeUninitializedCapacity: 112) { out in
            var length = 0
            func put(_ value: Int) {
                var rest = value.magnitude
                var digits = 1
                var scale: UInt = 1
                while rest / scale >= 10 { scale *= 10; digits += 1 }
                if value < 0 { out[length] = UInt8(ascii: "-"); length += 1 }
                for _ in 0..<digits {
                    out[length] = UInt8(ascii: "0") + UInt8(rest / scale)
                    rest %= scale
                    scale /= 10
                    length += 1
                }
            }
            func put(_ byte: Unicode.Scalar) { out[length] = UInt8(ascii: byte); length += 1 }
            if let selected {
                put(selected + 1)
                put("/")
                put(total)
            } else {
                put("0"); put("/"); put("0")
            }
            if let all {
                put(" "); put("o"); put("f"); put(" ")
                put(all)
            }
            if marked > 0 {
                put(" "); put("[")
                put(marked)
                for byte in " marked]".unicodeScalars { put(byte) }
            }
            return length
        }
    }
}
