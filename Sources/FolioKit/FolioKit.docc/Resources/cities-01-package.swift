// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Cities",
    dependencies: [.package(name: "Folio", path: "../folio")],
    targets: [
        .executableTarget(name: "Cities", dependencies: [
            .product(name: "FolioKit", package: "Folio"),
            .product(name: "FolioTerminal", package: "Folio"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
