// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// The words: the localisation tables (English and German) and the text and JSON renderers that the commands and the
// full-screen app share, plus the console they print to. It sees Domain and Presentation's view state and never Data.
let package = Package(
    name: "MarqueeWords",
    platforms: [.macOS(.v15)],
    products: [.library(name: "MarqueeWords", targets: ["MarqueeWords"])],
    dependencies: [
        .package(path: "../MarqueeDomain"),
        .package(path: "../MarqueePresentation"),
        // Colour and text width for the console.
        .package(path: "../TerminalKit"),
    ],
    targets: [
        .target(
            name: "MarqueeWords",
            dependencies: [
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueePresentation", package: "MarqueePresentation"),
                .product(name: "TerminalKit", package: "TerminalKit"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeWordsTests",
            dependencies: [
                "MarqueeWords",
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueePresentation", package: "MarqueePresentation"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
