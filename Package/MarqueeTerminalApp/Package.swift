// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// The terminal app: the full-screen app's views, keys and runtime, and the linear (screen-reader) mode. It drives
// Presentation's reducers through MVIKit's store on TerminalKit's canvas. It never sees Data or the commands.
let package = Package(
    name: "MarqueeTerminalApp",
    platforms: [.macOS(.v15)],
    products: [.library(name: "MarqueeTerminalApp", targets: ["MarqueeTerminalApp"])],
    dependencies: [
        .package(path: "../MVIKit"),
        .package(path: "../MarqueeDomain"),
        .package(path: "../MarqueePresentation"),
        .package(path: "../MarqueeWords"),
        .package(path: "../TerminalKit"),
    ],
    targets: [
        .target(
            name: "MarqueeTerminalApp",
            dependencies: [
                .product(name: "MVIKit", package: "MVIKit"),
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueePresentation", package: "MarqueePresentation"),
                .product(name: "MarqueeWords", package: "MarqueeWords"),
                .product(name: "TerminalKit", package: "TerminalKit"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeTerminalAppTests",
            dependencies: [
                "MarqueeTerminalApp",
                .product(name: "MVIKit", package: "MVIKit"),
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueePresentation", package: "MarqueePresentation"),
                .product(name: "MarqueeWords", package: "MarqueeWords"),
                .product(name: "TerminalKit", package: "TerminalKit"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
            ],
            // The screens' text snapshots, read by path; not resources of the test bundle.
            exclude: ["Snapshots"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
