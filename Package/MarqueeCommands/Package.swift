// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// The commands: argument parsing, one thin adapter per command, completions, the manual page, and the launcher of the
// terminal app. They run on `AppDependencies`, a value of Domain contracts that the composition root fills in.
// MarqueeData is not a dependency here, so no command can name a concrete repository.
let package = Package(
    name: "MarqueeCommands",
    platforms: [.macOS(.v15)],
    products: [.library(name: "MarqueeCommands", targets: ["MarqueeCommands"])],
    dependencies: [
        .package(path: "../MVIKit"),
        .package(path: "../MarqueeDomain"),
        .package(path: "../MarqueePresentation"),
        .package(path: "../MarqueeTerminalApp"),
        .package(path: "../MarqueeWords"),
        .package(path: "../TerminalKit"),
        // Tests only: the command suites run over the app's own engines behind Domain's contracts.
        .package(path: "../MarqueeRanking"), .package(path: "../MarqueeSearch"), .package(path: "../MarqueeRequests"),
    ],
    targets: [
        .target(
            name: "MarqueeCommands",
            dependencies: [
                .product(name: "MVIKit", package: "MVIKit"),
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueePresentation", package: "MarqueePresentation"),
                .product(name: "MarqueeTerminalApp", package: "MarqueeTerminalApp"),
                .product(name: "MarqueeWords", package: "MarqueeWords"),
                .product(name: "TerminalKit", package: "TerminalKit"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // The commands' own suites, on in-memory doubles with a capturing console: parsing, completions, the
        // waiting line, the texts, and each command's loop. The end-to-end suites, which run the built binary,
        // stay in the root package's MarqueeCLITests.
        .testTarget(
            name: "MarqueeCommandsTests",
            dependencies: [
                "MarqueeCommands",
                .product(name: "MVIKit", package: "MVIKit"),
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
                .product(name: "MarqueePresentation", package: "MarqueePresentation"),
                .product(name: "MarqueeWords", package: "MarqueeWords"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MarqueeSearch", package: "MarqueeSearch"),
                .product(name: "MarqueeSearchTestSupport", package: "MarqueeSearch"),
                .product(name: "MarqueeRequests", package: "MarqueeRequests"),
            ],
            // The completion scripts' text snapshots, read by path; not resources of the test bundle.
            exclude: ["Completions/Snapshots"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
