// swift-tools-version:6.0
// An app in its own package on FolioKit: copy this folder, point the path (or a URL and a
// version) at Folio, and `swift run`. CI builds a copy of it (Tests/EndToEnd/test_outside_package.py).
import PackageDescription

let package = Package(
    name: "Cities",
    dependencies: [.package(name: "Folio", path: "../..")],
    targets: [
        .executableTarget(name: "Cities", dependencies: [
            .product(name: "FolioKit", package: "Folio"),
            .product(name: "FolioTerminal", package: "Folio"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
