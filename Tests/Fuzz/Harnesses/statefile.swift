import FolioBrowser
import FolioKit
import Foundation

/// Fuzzes the state-file decoder, StateCoder and StateRestoration.
///
/// Any bytes as a state file load as a state, as nothing or as a message, never a trap; a
/// state that loads saves and loads back equal. Any string map given
/// to StateCoder decodes without trapping, and restoring it into a small tree does too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let url = StateFuzzing.file
    guard (try? bytes.write(to: url)) != nil else { return 0 }
    switch BrowserState.load(from: url) {
    case .success(let state?):
        let again = url.appendingPathExtension("again")
        guard (try? state.save(to: again)) != nil else { return 0 }
        guard case .success(let reloaded?) = BrowserState.load(from: again) else { preconditionFailure("a saved state does not load") }
        precondition(reloaded == state, "a state changes through save and load")
    case .success(nil):
        break
    case .failure(let problem):
        precondition(!problem.message.isEmpty)
    }

    // The same bytes as a flat key=value archive for StateCoder and StateRestoration.
    var values: [String: String] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n").prefix(64) {
        let parts = line.split(separator: "=", maxSplits: 1)
        values[String(parts.first ?? "")] = parts.count > 1 ? String(parts[1]) : ""
    }
    let coder = StateCoder(values: values)
    for key in values.keys {
        _ = coder.decodeBool(forKey: key)
        _ = coder.decodeInteger(forKey: key)
        precondition(coder.decodeString(forKey: key) == values[key])
    }
    MainActor.assumeIsolated {
        let root = NavigationController(rootViewController: ViewController())
        root.restorationIdentifier = "Nav"
        root.viewControllers.first?.restorationIdentifier = values.keys.first ?? "A"
        let restored = StateRestoration.decode(["Nav": values, "Nav/" + (values.keys.first ?? "A"): values], into: root)
        precondition(restored <= 2)
    }
    return 0
}

enum StateFuzzing {
    /// One scratch file per fuzzing process.
    static let file: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-fuzz-state-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("state.json")
    }()
}
