import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct DiskCacheTests {
    private static let savedAt = Date(timeIntervalSinceReferenceDate: 800_000_000.123_456)
    private static let movies = [StoredMovie(Movie(id: MovieID("itunes:1"), title: "One", year: 2001))]

    private static let entry = DiskCacheEntry(payload: movies, savedAt: savedAt)

    private func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false)).sorted()
    }

    @Test("An entry reads back whole, with the exact moment it was saved")
    func roundTrip() async throws {
        try await TemporaryDirectory.with { directory in
            let cache = DiskCache(directory: directory.appending(path: "nested/itunes"))
            try cache.write(Self.movies, key: "chart-us-all-10", savedAt: Self.savedAt)

            let entry = cache.read([StoredMovie].self, key: "chart-us-all-10")

            #expect(entry == Self.entry)
        }
    }

    @Test("A key never written, or a directory never created, reads as a miss")
    func missing() async throws {
        try await TemporaryDirectory.with { directory in
            #expect(DiskCache(directory: directory).read([StoredMovie].self, key: "nothing") == nil)
            #expect(DiskCache(directory: directory.appending(path: "absent")).read([StoredMovie].self, key: "x") == nil)
        }
    }

    @Test("A corrupt entry reads as a miss, and the next write replaces it")
    func corruptEntry() async throws {
        try await TemporaryDirectory.with { directory in
            let cache = DiskCache(directory: directory)
            try Data("{\"version\": 1, \"key\": \"k\", \"sav".utf8).write(to: cache.fileURL(for: "k"))

            #expect(cache.read([StoredMovie].self, key: "k") == nil)

            try cache.write(Self.movies, key: "k", savedAt: Self.savedAt)
            #expect(cache.read([StoredMovie].self, key: "k") == Self.entry)
        }
    }

    @Test("An entry of another format version, another payload shape or another key reads as a miss")
    func foreignEntries() async throws {
        try await TemporaryDirectory.with { directory in
            let cache = DiskCache(directory: directory)
            try cache.write(Self.movies, key: "a", savedAt: Self.savedAt)
            let written = try String(contentsOf: cache.fileURL(for: "a"), encoding: .utf8)
            try written.replacingOccurrences(of: "\"version\":1", with: "\"version\":2")
                .write(to: cache.fileURL(for: "v2"), atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(at: cache.fileURL(for: "a"), to: cache.fileURL(for: "b"))

            #expect(written.contains("\"version\":1"))
            #expect(cache.read([StoredMovie].self, key: "v2") == nil)
            #expect(cache.read([StoredMovie].self, key: "b") == nil)
            #expect(cache.read(StoredMovieDetails.self, key: "a") == nil)
        }
    }

    @Test("Writes leave exactly one file per key and no temporary files")
    func noTemporaryFiles() async throws {
        try await TemporaryDirectory.with { directory in
            let cache = DiskCache(directory: directory)
            for round in 0..<3 {
                try cache.write(Self.movies, key: "a", savedAt: Self.savedAt + Double(round))
                try cache.write(Self.movies, key: "b", savedAt: Self.savedAt + Double(round))
            }

            #expect(try names(in: directory) == [DiskCache.fileName(for: "a"), DiskCache.fileName(for: "b")].sorted())
            #expect(cache.read([StoredMovie].self, key: "a")?.savedAt == Self.savedAt + 2)
        }
    }

    @Test("A write that dies before its rename leaves the previous entry readable and whole")
    func interruptedWrite() async throws {
        try await TemporaryDirectory.with { directory in
            let cache = DiskCache(directory: directory)
            try cache.write(Self.movies, key: "a", savedAt: Self.savedAt)
            // What a crash between write and rename leaves: a half-written temporary file beside the entry.
            let full = try Data(contentsOf: cache.fileURL(for: "a"))
            try full.prefix(full.count / 2).write(to: directory.appending(path: DiskCache.temporaryPrefix + "crashed"))

            #expect(cache.read([StoredMovie].self, key: "a") == Self.entry)
        }
    }

    @Test("A write that fails throws, removes its temporary file and leaves other entries alone")
    func failedWrite() async throws {
        try await TemporaryDirectory.with { directory in
            let cache = DiskCache(directory: directory)
            try cache.write(Self.movies, key: "kept", savedAt: Self.savedAt)
            // A directory where the entry should be makes the rename fail, even for root.
            try FileManager.default.createDirectory(
                at: cache.fileURL(for: "blocked").appending(path: "child"), withIntermediateDirectories: true)

            #expect(throws: FileSystemError.self) {
                try cache.write(Self.movies, key: "blocked", savedAt: Self.savedAt)
            }
            #expect(
                try names(in: directory)
                    == [DiskCache.fileName(for: "blocked"), DiskCache.fileName(for: "kept")].sorted())
            #expect(cache.read([StoredMovie].self, key: "kept")?.payload == Self.movies)
        }
    }

    @Test(
        "File names keep a key's safe characters and add a stable hash, so no key can name a path or collide",
        arguments: [
            ("chart-us-all-50", "chart-us-all-50-192237adf81b4be6.json"),
            ("search-us-25-c++", "search-us-25-c__-aa972bcc179940b4.json"),
            ("search-us-25-c__", "search-us-25-c__-aa52b7cc175eaecc.json"),
            ("lookup-us-itunes:1714948342", "lookup-us-itunes_1714948342-6e5157400c11cfb4.json"),
            ("match-us-any-amélie", "match-us-any-am_lie-e7a4301018f4cae3.json"),
            (".hidden", "_hidden-28280da0cdcb6865.json"),
            ("", "-cbf29ce484222325.json"),
        ])
    func fileNames(key: String, expected: String) {
        #expect(DiskCache.fileName(for: key) == expected)
    }

    @Test("A long or hostile key gives a short name without a path separator")
    func hostileKeys() {
        let long = DiskCache.fileName(for: String(repeating: "a", count: 300))
        let traversal = DiskCache.fileName(for: "search-us-25-../../etc/passwd")

        #expect(long.count == DiskCache.maximumNameLength + 1 + 16 + 5)
        #expect(!traversal.contains("/"))
        #expect(traversal.hasPrefix("search-us-25-.._.._etc_passwd-"))
    }
}
