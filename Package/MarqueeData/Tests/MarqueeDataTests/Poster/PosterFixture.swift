import Foundation

/// The tiny posters in `Tests/Fixtures/posters`, made for these tests (see that folder's README).
enum PosterFixture {
    static let directory: URL = {
        // Tests/MarqueeDataTests/Poster → Tests, then its Fixtures folder (no SwiftPM target names it).
        URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Fixtures/posters", directoryHint: .isDirectory)
            .standardizedFileURL
    }()

    /// The PNG poster's bytes.
    static func png() throws -> Data { try Data(contentsOf: directory.appending(path: "poster.png")) }

    /// The JPEG poster's bytes.
    static func jpeg() throws -> Data { try Data(contentsOf: directory.appending(path: "poster.jpg")) }
}
