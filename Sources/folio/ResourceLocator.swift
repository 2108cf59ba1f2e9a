import FoundationEssentials

/// Finds the `Resources` folder from a build tree or an installed prefix, from any working
/// directory: `$FOLIO_RESOURCES`, then `PREFIX/share/folio` beside `PREFIX/bin/folio`, then a
/// `Resources` folder in a directory above the executable (the source tree holding `.build`).
enum ResourceLocator {
    static func resourcesDirectory(environment: [String: String]) -> URL? {
        if let override = environment["FOLIO_RESOURCES"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        let installed = directory.deletingLastPathComponent().appendingPathComponent("share/folio")
        if hasCatalog(installed) { return installed }
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("Resources")
            if hasCatalog(candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    private static func hasCatalog(_ directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("catalog.json").path)
    }
}
