/// Where a value of a JSON Lines file is, as a shell command that prints it: `sed -n 3p /data/cars.jsonl | jq .Name`.
///
/// `y` copies it and `--choose` prints it.
///
/// Why a command and not a jq path: jq runs a path on every line, so `.Name` alone names a field
/// of every record, not this one; and jq cannot pick line 3 of a file with a broken line (it stops
/// at the first line that does not parse). `sed -n 3p` picks the line by the number Folio shows,
/// whatever the other lines hold, and jq then takes the path within it. The line itself is
/// `sed -n 3p FILE`; standard input, having no file, gives the pipeline's tail
/// (`sed -n 3p | jq .Name`) to put after the command that wrote it.
enum JSONLinesLocator {
    /// The command printing the value at `path` (a jq path) in line `line` of `file` (absolute;
    /// nil for standard input).
    static func command(line: Int, path: String, file: String?) -> String {
        var words = ["sed", "-n", "\(line)p"]
        if let file { words.append(shellQuoted(file)) }
        let sed = words.joined(separator: " ")
        return path == "." ? sed : sed + " | jq " + shellQuoted(path)
    }

    /// `word` as a POSIX shell reads it back: as it is when every character is plain, else in
    /// single quotes (a quote inside written `'\''`).
    static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "/", ".", "_", "-", "+", ",", ":", "@", "%", "=": return true
            default: return false
            }
        }
        if plain { return word }
        return "'" + word.replacingBytes("'", with: #"'\''"#) + "'"
    }
}
