import Foundation
import MarqueeData
import Testing

/// One environment and the data and cache directories it must resolve to.
struct DirectoryCase: Sendable, CustomTestStringConvertible {
    /// What the row shows, in words.
    let label: String
    /// The variables set for the row.
    let environment: [String: String]
    /// The expected data directory.
    let data: String
    /// The expected cache directory.
    let cache: String

    /// The label, so each row reads as a sentence in test output.
    var testDescription: String { label }
}

@Suite struct DataDirectoryTests {
    static let home = "/home/ada"
    static let currentDirectory = "/srv/project"

    static let cases: [DirectoryCase] = [
        DirectoryCase(
            label: "nothing set falls back to the home directory",
            environment: [:],
            data: "/home/ada/.local/share/marquee",
            cache: "/home/ada/.cache/marquee"
        ),
        DirectoryCase(
            label: "XDG variables put marquee inside them",
            environment: ["XDG_DATA_HOME": "/xdg/data", "XDG_CACHE_HOME": "/xdg/cache"],
            data: "/xdg/data/marquee",
            cache: "/xdg/cache/marquee"
        ),
        DirectoryCase(
            label: "MARQUEE_HOME wins over XDG and holds the cache inside",
            environment: ["MARQUEE_HOME": "/srv/marquee", "XDG_DATA_HOME": "/xdg/data", "XDG_CACHE_HOME": "/xdg/c"],
            data: "/srv/marquee",
            cache: "/srv/marquee/cache"
        ),
        DirectoryCase(
            label: "empty variables count as unset",
            environment: ["MARQUEE_HOME": "", "XDG_DATA_HOME": "", "XDG_CACHE_HOME": ""],
            data: "/home/ada/.local/share/marquee",
            cache: "/home/ada/.cache/marquee"
        ),
        DirectoryCase(
            label: "relative XDG variables are invalid and ignored",
            environment: ["XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "./cache"],
            data: "/home/ada/.local/share/marquee",
            cache: "/home/ada/.cache/marquee"
        ),
        DirectoryCase(
            label: "a relative MARQUEE_HOME is taken from the current directory",
            environment: ["MARQUEE_HOME": "demo/../state"],
            data: "/srv/project/state",
            cache: "/srv/project/state/cache"
        ),
        DirectoryCase(
            label: "a trailing slash changes nothing",
            environment: ["MARQUEE_HOME": "/srv/marquee/", "XDG_CACHE_HOME": "/xdg/cache/"],
            data: "/srv/marquee",
            cache: "/srv/marquee/cache"
        ),
    ]

    @Test("The data and cache directories resolve from MARQUEE_HOME, then XDG, then home", arguments: cases)
    func resolution(row: DirectoryCase) {
        let data = DataDirectory.resolve(
            environment: row.environment,
            home: Self.home,
            currentDirectory: Self.currentDirectory
        )
        let cache = CacheDirectory.resolve(
            environment: row.environment,
            home: Self.home,
            currentDirectory: Self.currentDirectory
        )

        #expect(data == URL(filePath: row.data, directoryHint: .isDirectory))
        #expect(cache == URL(filePath: row.cache, directoryHint: .isDirectory))
    }
}
