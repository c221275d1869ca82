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
        )
    ],
    swiftLanguageModes: [.v6]
)
