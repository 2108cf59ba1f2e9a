import FoundationEssentials

/// The one way sizes are shown to people: as `ls -h` does, `512`, `4.2K`, `1.5M`, `12G`
/// (powers of 1024; one decimal under 10).
public enum ByteSize {
    /// `bytes` as a short size.
    public static func text(_ bytes: Int64) -> String {
        if bytes < 1024 { return "\(bytes)" }
        let units = ["K", "M", "G", "T", "P", "E"]
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024 && unit < units.count - 1 { value /= 1024; unit += 1 }
        // Under 9.95 one decimal shows; above, "%.1f" would print 10.0, so whole units.
        if value < 9.95 { return NumberText.printf("%.1f", value) + units[unit] }
        let whole = value.rounded()
        // 1023.6K would round to "1024K": that is "1.0M".
        if whole >= 1024 && unit < units.count - 1 { return "1.0" + units[unit + 1] }
        return "\(Int(whole))\(units[unit])"
    }
}
