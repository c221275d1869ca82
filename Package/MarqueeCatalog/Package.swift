// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// Catalog is the bundled catalog's storage: the blob embedded in the binary, its reader and writer, and the faces it
// hands Domain (a `CatalogRepository`, Ranking's `TableRanking` over its columns, Search's `IndexedSearch` over its
// prebuilt index). It may import Domain, Ranking, Search, its C target and the toolchain.
let package = Package(
    name: "MarqueeCatalog",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MarqueeCatalog", targets: ["MarqueeCatalog"]),
        .executable(name: "marquee-catalog-pack", targets: ["marquee-catalog-pack"]),
    ],
    dependencies: [
        .package(path: "../MarqueeDomain"),
        .package(path: "../MarqueeRanking"),
        .package(path: "../MarqueeSearch"),
    ],
    targets: [
        // The bundled catalog's bytes, embedded with C23 `#embed` (docs/ARCHITECTURE.md, "The bundled catalog").
        // SwiftPM tracks catalog.bin through the compiler's dependency file, so a new blob rebuilds this target.
        .target(name: "MarqueeCatalogBlob", exclude: ["catalog.bin"]),
        // The system's zlib, which streams a person's IMDb datasets (IMDb/GzipLines.swift); zlib1g-dev builds it.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "MarqueeCatalog",
            dependencies: [
                "CZlib",
                "MarqueeCatalogBlob",
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MarqueeSearch", package: "MarqueeSearch"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Writes catalog.bin from the tab-separated text Scripts/build-catalog makes; run by that script.
        .executableTarget(
            name: "marquee-catalog-pack",
            dependencies: ["MarqueeCatalog"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeCatalogTests",
            dependencies: [
                "CZlib",
                "MarqueeCatalog",
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MarqueeRankingTestSupport", package: "MarqueeRanking"),
                .product(name: "MarqueeSearch", package: "MarqueeSearch"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
