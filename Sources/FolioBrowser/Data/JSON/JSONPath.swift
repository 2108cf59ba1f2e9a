import FoundationEssentials

/// jq's spelling of paths and JSON's spelling of strings.
public enum JSONPath {
    /// One step of a path: `.name`, `."my key"`, or `[3]`.
    public static func component(key: String?, position: Int) -> String {
        if let key { return "." + jqKey(key) }
        return "[\(position)]"
    }

    /// Joins components into a jq path: `.` alone for the root, `.[0]` for a top-level element.
    public static func join(_ components: [String]) -> String {
        let joined = components.joined()
        return joined.hasPrefix(".") ? joined : "." + joined
    }

    /// A key as jq writes it after a dot: bare when it is an identifier, else quoted.
    public static func jqKey(_ key: String) -> String {
        var isIdentifier = !key.isEmpty
        for (index, unit) in key.utf8.enumerated() {
            let letter = (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) || unit == 0x5F
            let digit = unit >= 0x30 && unit <= 0x39
            if !(letter || (digit && index > 0)) { isIdentifier = false; break }
        }
        return isIdentifier ? key : quoted(key)
    }

    /// `text` as a JSON string literal (control characters escaped).
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u" + NumberText.hex(scalar.value, digits: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension JSONDocument {
    /// The jq path of `node`: `.`, `.a.b[3]`, `."my key"`, `.[0]`.
    public func path(of node: Int) -> String { JSONPath.join(pathComponents(of: node).map(\.jq)) }

    /// The steps from the root to `node`: each as jq writes it and as the list titles it.
    func pathComponents(of node: Int) -> [(jq: String, title: String)] {
        var components: [(jq: String, title: String)] = []
        var current = node
        while case let chain = enclosingContainers(of: current), !chain.isEmpty {
            for parent in chain.reversed() {
                let key = bytes[parent] == 0x7B ? memberKey(current) : nil
                let position = key == nil ? position(of: current, in: parent) : 0
                components.append((JSONPath.component(key: key, position: position), key ?? "[\(position)]"))
                current = parent
            }
        }
        return components.reversed()
    }
}
