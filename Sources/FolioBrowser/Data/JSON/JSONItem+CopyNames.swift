extension JSONItem: CopyNaming {
    /// `jq path`; in JSON Lines, `shell command` (`sed -n 3p FILE | jq .Name`).
    public var locatorName: String { session.lines == nil ? "jq path" : "shell command" }
    /// `value`: the value as compact JSON.
    public var copyValueName: String { "value" }
}

extension JSONLineItem: CopyNaming {
    /// `shell command` (`sed -n 12p FILE`).
    public var locatorName: String { "shell command" }
    /// `line`: the line as written.
    public var copyValueName: String { "line" }
}
