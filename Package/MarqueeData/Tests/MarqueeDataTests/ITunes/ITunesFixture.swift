import Foundation

@testable import MarqueeData

/// The captured iTunes payloads, read at test time from `Tests/Fixtures/itunes` inside this package.
///
/// The folder's README names each capture's origin. It sits inside the checkout, so a clone tests on its own.
enum ITunesFixture {
    static let directory: URL = {
        // Tests/MarqueeDataTests/ITunes → Tests, then its Fixtures folder (no SwiftPM target names it).
        URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Fixtures/itunes", directoryHint: .isDirectory)
            .standardizedFileURL
    }()

    /// Every JSON fixture's file name.
    static let allNames = [
        "cinematic-lookup-empty.json",
        "cinematic-lookup-missing-title.json",
        "cinematic-lookup-response.json",
        "cinematic-malformed-empty-object.json",
        "cinematic-search-stub-genre-4401.json",
        "cinematic-search-stub-genre-empty-array.json",
        "cinematic-search-stub-top-chart.json",
        "cinematic-topmovies-feed-no-entry-key.json",
        "cinematic-topmovies-feed-single-entry-object.json",
        "cinematic-topmovies-feed-two-entries.json",
        "ext-koa-search-result-concert-film.json",
        "ext-moviefeeddemo-topmovies-entry-wonka.json",
        "ext-projectzero-search-deadpool-mixed-kinds.json",
        "handmade-search-spirited-away.json",
    ]

    /// A fixture's bytes.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appending(path: name, directoryHint: .notDirectory))
    }

    /// Decodes a body the way the repository does, so failures carry the transport's coding path.
    static func decode<T: Decodable>(_ type: T.Type, from body: some DataProtocol) throws(TransportError) -> T {
        try HTTPResponse(status: 200, body: Data(body)).decode(type)
    }

    /// A fixture's text.
    static func text(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }

    /// The real Wonka entry wrapped as a whole feed: `entry` as a one-element array or as the bare object.
    static func wonkaFeed(entryAsArray: Bool) throws -> Data {
        let entry = try text("ext-moviefeeddemo-topmovies-entry-wonka.json")
        let body = entryAsArray ? "[\(entry)]" : entry
        return Data(#"{"feed": {"title": {"label": "iTunes Store: Top Movies"}, "entry": \#(body)}}"#.utf8)
    }

    /// The Koa concert film result wrapped in a Lookup envelope.
    static func koaLookup() throws -> Data {
        Data(#"{"resultCount": 1, "results": [\#(try text("ext-koa-search-result-concert-film.json"))]}"#.utf8)
    }
}

extension ITunesFixture {
    /// A string inside a fixture, read with `JSONSerialization` so expected values do not depend on the DTOs.
    /// - Parameters:
    ///   - name: the fixture's file name.
    ///   - keys: object keys from the top, for example `["summary", "label"]`.
    /// - Returns: the string at `keys`.
    /// - Throws: `CocoaError(.coderReadCorrupt)` when `keys` do not lead to a string, or the read's error.
    static func string(_ name: String, at keys: [String]) throws -> String {
        var node: Any = try JSONSerialization.jsonObject(with: data(name))
        for key in keys {
            guard let object = node as? [String: Any], let child = object[key] else {
                throw CocoaError(.coderReadCorrupt)
            }
            node = child
        }
        guard let text = node as? String else { throw CocoaError(.coderReadCorrupt) }
        return text
    }
}
