// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// The composition root. It is the only manifest that depends on every layer, and MarqueeComposition is the only
// target that builds concrete Data types and hands them inward: the commands, the terminal app and the words live in
// packages whose manifests leave MarqueeData out.
let package = Package(
    name: "Marquee",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "marquee", targets: ["marquee"]),
    ],
    dependencies: [
        .package(path: "Package/MVIKit"),
        .package(path: "Package/MarqueeDomain"),
        .package(path: "Package/MarqueeRanking"),
        .package(path: "Package/MarqueeSearch"),
        .package(path: "Package/MarqueeCatalog"),
        .package(path: "Package/MarqueeData"),
        .package(path: "Package/MarqueePresentation"),
        .package(path: "Package/MarqueeRequests"),
        .package(path: "Package/MarqueeWords"),
        .package(path: "Package/MarqueeTerminalApp"),
        .package(path: "Package/MarqueeCommands"),
        .package(path: "Package/TerminalKit"),
    ],
    targets: [
        // A few lines of `main.swift`: it hands `AppDependencies.live` to the commands.
        .executableTarget(
            name: "marquee",
            dependencies: [
                "MarqueeComposition",
                .product(name: "MarqueeCommands", package: "MarqueeCommands"),
                .product(name: "MarqueeWords", package: "MarqueeWords"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // The floor Scripts/bench measures marquee's start against: a Swift program that prints one line,
        // built with the same flags. Not a product.
        .executableTarget(name: "marquee-hello"),
        // The same with Foundation: what linking it costs at start.
        .executableTarget(name: "marquee-hello-foundation"),
        // Scripts/bench runs this in release mode; it is not a product and ships with nothing.
        .executableTarget(
            name: "marquee-bench",
            dependencies: [
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeData", package: "MarqueeData"),
                .product(name: "MarqueeCatalog", package: "MarqueeCatalog"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MarqueeSearch", package: "MarqueeSearch"),
                .product(name: "MarqueeRequests", package: "MarqueeRequests"),
                // The ranking baseline it times the engine against, and its seeded generator.
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
                .product(name: "MarqueeRankingTestSupport", package: "MarqueeRanking"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Scripts/eval-understanding runs this on the labelled search and ask sets; it is not a product either.
        .executableTarget(
            name: "marquee-eval-text",
            dependencies: [
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeData", package: "MarqueeData"),
                .product(name: "MarqueeCatalog", package: "MarqueeCatalog"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MarqueeSearch", package: "MarqueeSearch"),
                .product(name: "MarqueeRequests", package: "MarqueeRequests"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Scripts/eval runs this in release mode: the real feed code ranking held-out MovieLens users.
        // Evaluation only, like marquee-bench; it ships with nothing.
        .executableTarget(
            name: "marquee-eval",
            dependencies: [
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeData", package: "MarqueeData"),
                .product(name: "MarqueeCatalog", package: "MarqueeCatalog"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MarqueeSearch", package: "MarqueeSearch"),
                // The seed's Kino rule, a baseline the evaluation ranks beside the engine.
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // The composition: settings read once from the environment, and the concrete types built from them.
        .target(
            name: "MarqueeComposition",
            dependencies: [
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeData", package: "MarqueeData"),
                .product(name: "MarqueeCatalog", package: "MarqueeCatalog"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MarqueeSearch", package: "MarqueeSearch"),
                .product(name: "MarqueeRequests", package: "MarqueeRequests"),
                .product(name: "MarqueeCommands", package: "MarqueeCommands"),
                .product(name: "MarqueePresentation", package: "MarqueePresentation"),
                .product(name: "MarqueeWords", package: "MarqueeWords"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeCLITests",
            dependencies: [
                "MarqueeComposition",
                .product(name: "MarqueeCommands", package: "MarqueeCommands"),
                .product(name: "MarqueeTerminalApp", package: "MarqueeTerminalApp"),
                .product(name: "MarqueeWords", package: "MarqueeWords"),
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeData", package: "MarqueeData"),
                .product(name: "MarqueeCatalog", package: "MarqueeCatalog"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MarqueeSearch", package: "MarqueeSearch"),
                .product(name: "MarqueePresentation", package: "MarqueePresentation"),
                .product(name: "MVIKit", package: "MVIKit"),
                .product(name: "TerminalKit", package: "TerminalKit"),
            ],
            // CSV fixtures, read by path; not resources of the test bundle.
            exclude: ["Fixtures"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
