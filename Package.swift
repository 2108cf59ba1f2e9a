// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Folio",
    products: [
        .executable(name: "folio", targets: ["folio"]),
        .library(name: "FolioKit", targets: ["FolioKit"]),
        // FolioKit with the ncursesw backend: what an app in its own package depends on to open a
        // real terminal (`TerminalApplication.run`; Examples/OutsidePackage).
        .library(name: "FolioTerminal", targets: ["FolioTerminal"]),
        .library(name: "FolioTesting", targets: ["FolioTesting"]),
    ],
    targets: [
        .target(
            name: "CNcursesw",
            cSettings: [.define("_XOPEN_SOURCE_EXTENDED", to: "1"), .define("_GNU_SOURCE")],
            linkerSettings: [.linkedLibrary("ncursesw")]
        ),
        .target(name: "CZlib", linkerSettings: [.linkedLibrary("z")]),
        .target(name: "CSQLite3", linkerSettings: [.linkedLibrary("sqlite3")]),
        // libdispatch's main-queue hooks, so the run loop serves the main actor (Swift concurrency).
        .target(name: "CDispatchMain", linkerSettings: [.linkedLibrary("dispatch")]),
        .target(name: "FolioKit"),
        .target(name: "FolioTerminal", dependencies: ["FolioKit", "CNcursesw", "CDispatchMain"]),
        .target(name: "FolioTesting", dependencies: ["FolioKit"]),
        .target(name: "FolioBrowser", dependencies: ["FolioKit", "CZlib", "CSQLite3"]),
        .executableTarget(name: "folio", dependencies: ["FolioKit", "FolioTerminal", "FolioBrowser"]),
        // Examples: UIKit-style apps on FolioKit, built by `make`, not installed.
        .target(name: "MailApp", dependencies: ["FolioKit"], path: "Examples/Mail/Sources/MailApp"),
        .executableTarget(name: "Mail", dependencies: ["MailApp", "FolioKit", "FolioTerminal"], path: "Examples/Mail/Sources/Mail"),
        .testTarget(name: "ExamplesTests", dependencies: ["MailApp", "FolioKit", "FolioTesting"]),
        .testTarget(name: "FolioKitTests", dependencies: ["FolioKit", "FolioTesting"]),
        .testTarget(name: "FolioTerminalTests", dependencies: ["FolioTerminal", "FolioKit", "FolioTesting", "CNcursesw"]),
        .testTarget(name: "FolioBrowserTests", dependencies: ["FolioBrowser", "FolioKit", "FolioTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
