// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// Data implements Domain's repository contracts: the bundled catalog, persistence,
// and the HTTP clients (iTunes, FastAPI, OpenAI) with their caching decorators. It may import Domain and the
// toolchain, nothing else.
let package = Package(
    name: "MarqueeData",
    platforms: [.macOS(.v15)],
    products: [.library(name: "MarqueeData", targets: ["MarqueeData"])],
    dependencies: [.package(path: "../MarqueeDomain")],
    targets: [
        // The bundled catalog's bytes, embedded with C23 `#embed` (docs/ARCHITECTURE.md, "The bundled catalog").
        // SwiftPM tracks catalog.bin through the compiler's dependency file, so a new blob rebuilds this target.
        .target(name: "MarqueeCatalogBlob", exclude: ["catalog.bin"]),
        // libcurl's API, opened with dlopen on the first request (docs/ARCHITECTURE.md, "The network"), so
        // building needs no curl headers and a command that stays offline never maps the library.
        .target(name: "CCurl"),
        .target(
            name: "MarqueeData",
            dependencies: [
                "MarqueeCatalogBlob", "CCurl", .product(name: "MarqueeDomain", package: "MarqueeDomain"),
            ],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                // The bundled catalog is checked (a checksum over 5 MB) at every start, and the packer parses
                // its text. Optimising this target even in debug keeps `swift run marquee` as quick as release.
                .unsafeFlags(["-O"], .when(configuration: .debug)),
            ]
        ),
        // Writes catalog.bin from the tab-separated text Scripts/build-catalog makes; run by that script.
        .executableTarget(
            name: "marquee-catalog-pack",
            dependencies: ["MarqueeData"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeDataTests",
            dependencies: [
                "MarqueeData",
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
