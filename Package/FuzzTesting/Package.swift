// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// libFuzzer targets for every decoder that reads outside bytes: one executable per target, built only by
// Scripts/fuzz with `--sanitize=fuzzer --sanitize=address` (see docs/TESTING.md). Nothing depends on this package.
// The decoders stay internal to their packages and are reached through `@_spi(Fuzzing)` entry points.
let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("FuzzITunesFeed", [.product(name: "MarqueeData", package: "MarqueeData")]),
    ("FuzzITunesSearch", [.product(name: "MarqueeData", package: "MarqueeData")]),
    ("FuzzITunesLookup", [.product(name: "MarqueeData", package: "MarqueeData")]),
    (
        "FuzzServerSentEvents",
        [
            .product(name: "MarqueeData", package: "MarqueeData"),
            .product(name: "MarqueeDomain", package: "MarqueeDomain"),
        ]
    ),
    ("FuzzRecommenderReply", [.product(name: "MarqueeData", package: "MarqueeData")]),
    ("FuzzLetterboxdCSV", [.product(name: "MarqueeData", package: "MarqueeData")]),
    ("FuzzProfileFile", [.product(name: "MarqueeData", package: "MarqueeData")]),
    ("FuzzBundledCatalog", [.product(name: "MarqueeCatalog", package: "MarqueeCatalog")]),
    ("FuzzKeyTokenizer", [.product(name: "TerminalKit", package: "TerminalKit")]),
    ("FuzzDeepLink", [.product(name: "MarqueeCommands", package: "MarqueeCommands")]),
]

let package = Package(
    name: "FuzzTesting",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../MarqueeDomain"),
        .package(path: "../MarqueeData"),
        .package(path: "../MarqueeCatalog"),
        .package(path: "../TerminalKit"),
        // The commands' deep-link parser.
        .package(path: "../MarqueeCommands"),
    ],
    targets: [
        .target(name: "FuzzSupport", swiftSettings: [.enableUpcomingFeature("ExistentialAny")])
    ]
        + fuzzTargets.map { target in
            .executableTarget(
                name: target.name,
                dependencies: ["FuzzSupport"] + target.dependencies,
                swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
            )
        },
    swiftLanguageModes: [.v6]
)
