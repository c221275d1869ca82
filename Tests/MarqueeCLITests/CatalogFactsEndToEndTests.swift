import Foundation
import MarqueeCatalog
import MarqueeData
import MarqueeDomain
import Testing

/// Catalog facts through the built binary: what a film fan sees for films whose facts were once wrong.
@Suite("A catalog a film fan trusts, end to end")
struct CatalogFactsEndToEndTests {
    /// The `movie` object of `marquee movie <id> --json`.
    private static func movie(_ id: String, home: TemporaryHome) throws -> [String: Any] {
        let run = try BinaryRun.run(["movie", id, "--json"], home: home.url)
        #expect(run.status == 0, "\(id): \(run.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require(document["movie"] as? [String: Any])
    }

    @Test(
        "Jaws is not Sci-Fi, The Dark Knight has a score, The Matrix casts Keanu Reeves, The 400 Blows is French"
    )
    func facts() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let jaws = try Self.movie("tt0073195", home: home)
        #expect(jaws["genres"] as? [String] == ["Action", "Horror"])
        let knight = try Self.movie("tt0468569", home: home)
        #expect(knight["tomatometer"] as? Int == 94)
        #expect(knight["metacritic"] as? Int == 85)
        let matrix = try Self.movie("tt0133093", home: home)
        let cast = try #require(matrix["cast"] as? [String])
        #expect(cast.contains("Keanu Reeves"))
        #expect(cast == cast.sorted { $0.localizedStandardCompare($1) == .orderedAscending }, "alphabetical")
        let blows = try Self.movie("tt0053198", home: home)
        #expect(blows["language"] as? String == "French")
    }

    @Test("The Dark Knight's detail shows the score it has, labelled, and its stars first")
    func darkKnightText() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let run = try BinaryRun.run(["movie", "tt0468569"], home: home.url)

        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(3)) == [
                "The Dark Knight (2008)",
                "2h 33m · PG-13 · Action, Crime, Drama",
                "Directed by Christopher Nolan · Tomatometer 94% from 341 reviews",
            ])
        #expect(lines.contains { $0.hasPrefix("Cast (A–Z): ") })
    }

    @Test("Vertigo, Goodfellas, Heat and The Godfather claim no extra or cameo as a lead, in text, German and JSON")
    func noClaimedLeads() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let films = ["tt0052357", "tt0099685", "tt0113277", "tt0068646"]
        let catalog = try BundledCatalogRepository()

        for id in films {
            let cast = try catalog.movie(withID: MovieID(id)).cast.sorted {
                $0.localizedStandardCompare($1) == .orderedAscending
            }
            let english = try BinaryRun.run(["movie", id], home: home.url)
            let german = try BinaryRun.run(["movie", id, "--lang", "de"], home: home.url)
            let movie = try Self.movie(id, home: home)

            #expect(!english.stdout.contains("Starring") && !english.stdout.contains("Also:"), "\(id)")
            #expect(!german.stdout.contains("\nMit ") && !german.stdout.contains("Außerdem:"), "\(id)")
            #expect(
                english.stdout.split(separator: "\n").contains { $0 == "Cast (A–Z): " + cast.joined(separator: ", ") })
            #expect(
                german.stdout.split(separator: "\n").contains {
                    $0 == "Besetzung (A–Z): " + cast.joined(separator: ", ")
                })
            #expect(movie["cast"] as? [String] == cast, "\(id)")
        }
    }

    @Test(
        "Original and alternate titles find the film: Der Untergang is Downfall, spirited away is Spirited Away"
    )
    func alternateTitles() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let downfall = try BinaryRun.run(["search", "Der Untergang", "--json"], home: home.url)
        let spirited = try BinaryRun.run(["search", "spirited away", "--json"], home: home.url)

        for (run, id) in [(downfall, "tt0363163"), (spirited, "ml:5618")] {
            #expect(run.status == 0)
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let results = try #require(document["results"] as? [[String: Any]])
            let first = try #require(results.first?["movie"] as? [String: Any])
            #expect(first["id"] as? String == id)
        }
    }

    @Test("A film only MovieLens knows says which facts are missing instead of inventing them")
    func addedFilmSaysWhatIsMissing() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let run = try BinaryRun.run(["movie", "ml:5618"], home: home.url)

        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(5)) == [
                "Spirited Away (2001)",
                "Adventure, Animation, Fantasy",
                "Audience 8.3/10 from 63 MovieLens ratings",
                "Also known as: Sen to Chihiro no kamikakushi",
                "Not known for this film: running time, director, cast, language and country",
            ])
    }
}
