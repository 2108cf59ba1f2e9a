/// `NSString`'s path words for a path held as text (FoundationEssentials has no `NSString`).
enum PathText {
    /// The last component, as `lastPathComponent`: repeated slashes count as one, a trailing
    /// slash is dropped, the root stays `/`.
    static func lastComponent(_ path: String) -> String {
        var fixed = path
        while fixed.contains("//") { fixed = fixed.replacingBytes("//", with: "/") }
        if fixed.count > 1 && fixed.hasSuffix("/") { fixed.removeLast() }
        guard fixed.count > 1, let slash = fixed.lastIndex(of: "/") else { return fixed }
        return String(fixed[fixed.index(after: slash)...])
    }

    /// The last component's extension, as `pathExtension`: what follows its last dot, empty
    /// when it has none or the dot starts the name (`.profile`).
    static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard name.count > 1, let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
