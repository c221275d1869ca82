import Foundation
import Testing

/// `--json` as scripts see it: one shape per concept across commands.
@Suite("marquee --json, end to end", .serialized)
struct JSONEndToEndTests {
    /// A run's stdout as a JSON object.
    private static func document(_ run: BinaryRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    /// Any JSON value as sorted, compact text, so whole values compare as strings.
    private static func text(_ value: Any?) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: try #require(value), options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }

    @Test("feed's source is the same object as movie's and search's: {kind, savedAt}")
    func feedSourceIsAnObject() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let feed = try Self.document(try BinaryRun.run(["feed", "--limit", "1", "--json"], home: home.url))
        let movie = try Self.document(try BinaryRun.run(["movie", "tt0133093", "--json"], home: home.url))
        #expect(feed["schema"] as? String == "marquee.feed/2")
        #expect(try Self.text(feed["source"]) == #"{"kind":"bundled","savedAt":null}"#)
        #expect(try Self.text(feed["source"]) == Self.text(movie["source"]))
    }

    @Test("A catalog film's movie --json names its catalog id in details, with the store unreachable")
    func catalogFilmHasItsCatalogID() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let movie = try Self.document(try BinaryRun.run(["movie", "tt0133093", "--json"], home: home.url))
        #expect(movie["schema"] as? String == "marquee.movie/4")
        #expect(
            try Self.text(movie["details"])
                == #"{"catalogID":"tt0133093","fullSummary":null,"releaseDate":null,"storeID":null,"storeURL":null,"#
                + #""trailerURL":null}"#)
    }

    @Test("export --json lists liked and saved films as import --json does, not counts")
    func exportListsFilms() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        for arguments in [["like", "tt0133093"], ["save", "tt0113277"]] {
            #expect(try BinaryRun.run(arguments, home: home.url).status == 0)
        }
        let file = home.url.appending(path: "shelf.csv").path
        let export = try BinaryRun.run(["export", "--letterboxd", file, "--json"], home: home.url)
        #expect(export.status == 0)
        #expect(
            try Self.text(try Self.document(export))
                == #"{"file":"\#(file)","format":"letterboxd","liked":[{"id":"tt0133093","title":"The Matrix","#
                + #""year":1999}],"rows":2,"saved":[{"id":"tt0113277","title":"Heat","year":1995}],"#
                + #""schema":"marquee.export/2"}"#)
        let again = try TemporaryHome()
        defer { again.remove() }
        let imported = try Self.document(try BinaryRun.run(["import", file, "--json"], home: again.url))
        #expect(try Self.text(imported["liked"]) == Self.text(try Self.document(export)["liked"]))
    }

    @Test(
        "ask --json says whether a model answered, and if not, why",
        arguments: [
            ([String](), [String: String](), "not-configured"),
            (["--offline"], ["OPENAI_BASE_URL": "http://127.0.0.1:9"], "offline-requested"),
            ([], ["OPENAI_BASE_URL": "http://127.0.0.1:9"], "unreachable"),
        ]
    )
    func askSaysWhyNoModel(options: [String], environment: [String: String], reason: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(
            ["ask", "90s horror", "--limit", "1", "--json"] + options, home: home.url, environment: environment)
        #expect(run.status == 0)
        let ask = try Self.document(run)
        #expect(ask["schema"] as? String == "marquee.ask/2")
        #expect(ask["mode"] as? String == "offline")
        #expect(try Self.text(ask["model"]) == #"{"name":null,"reason":"\#(reason)","used":false}"#)
    }
}
