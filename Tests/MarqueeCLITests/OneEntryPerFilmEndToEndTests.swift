import Foundation
import Testing

/// Merged duplicates and awards through the built binary: one entry per film, its old `ml:` id still working.
@Suite("One entry per film, and its Oscars, end to end")
struct OneEntryPerFilmEndToEndTests {
    /// Each pair that was once two entries: the merged MovieLens entry's old id and title, and the Wikidata film it became.
    static let pairs = [
        (old: "ml:27773", title: "Old Boy", id: "tt0364569"),
        (old: "ml:2459", title: "The Texas Chainsaw Massacre", id: "tt0072271"),
        (old: "ml:85412", title: "The Troll Hunter", id: "tt1740707"),
        (old: "ml:3707", title: "9 1/2 Weeks", id: "tt0091635"),
        (old: "ml:69306", title: "The Taking of Pelham 1 2 3", id: "tt1111422"),
    ]

    /// The JSON document a run printed.
    private static func document(_ run: BinaryRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test("Each duplicate pair is one film: its old id opens it, and searching the old title finds it, not a stub")
    func pairsAreOneFilm() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        for pair in Self.pairs {
            let byOldID = try BinaryRun.run(["movie", pair.old, "--json"], home: home.url)
            #expect(byOldID.status == 0, "\(pair.old): \(byOldID.stderr)")
            let movie = try #require(try Self.document(byOldID)["movie"] as? [String: Any])
            #expect(movie["id"] as? String == pair.id, "\(pair.old)")
            #expect((movie["audience"] as? [String: Any])?["ratings"] as? Int ?? 0 > 0, "\(pair.old) keeps its ratings")

            let search = try BinaryRun.run(["search", pair.title], home: home.url)
            #expect(search.stdout.contains(pair.id), "\(pair.title)")
            #expect(!search.stdout.contains(pair.old), "\(pair.title)")
        }
    }

    @Test("Liking by the old id likes the film; unliking by it, or a like saved under it before the merge, undoes it")
    func oldIDsReact() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        #expect(try BinaryRun.run(["like", "ml:27773"], home: home.url).stdout.hasPrefix("Liked Oldboy (2003)."))
        let liked = try BinaryRun.run(["like", "tt0364569"], home: home.url)
        #expect(liked.stdout.hasPrefix("Oldboy (2003) is already liked."))
        // A profile written before the merge, its reactions under the stub's id.
        try Data(
            """
            {"version": 2, "hasCompletedOnboarding": true, "preferredGenres": [], "passed": {},
             "liked": {"ml:27773": "2026-01-01T00:00:00.000Z"}, "saved": {"ml:3707": "2026-01-02T00:00:00.000Z"}}
            """.utf8
        ).write(to: home.profile)
        let file = home.url.appending(path: "marquee.csv").path
        #expect(try BinaryRun.run(["export", "--letterboxd", file], home: home.url).status == 0)
        let csv = try String(contentsOfFile: file, encoding: .utf8)
        #expect(csv.contains("tt0364569,Oldboy,2003,Park Chan-wook,,,marquee-liked"))
        #expect(csv.contains("tt0091635,9½ Weeks,1986,Adrian Lyne,,,marquee-saved"))

        let unliked = try BinaryRun.run(["unlike", "ml:27773"], home: home.url)

        #expect(unliked.status == 0)
        let profile = try String(contentsOf: home.profile, encoding: .utf8)
        #expect(!profile.contains("ml:27773") && !profile.contains("tt0364569"))
        #expect(profile.contains("ml:3707"), "a film not reacted to again keeps its old id, which still resolves")
    }

    @Test("The detail shows the Oscars a film won, in English, German and JSON, and none for a film without")
    func oscars() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let english = try BinaryRun.run(["movie", "tt0120338"], home: home.url)
        let german = try BinaryRun.run(["movie", "tt0120338", "--lang", "de"], home: home.url)
        let none = try BinaryRun.run(["movie", "tt0364569"], home: home.url)

        #expect(english.stdout.split(separator: "\n").contains("Oscars: 8"))
        #expect(german.stdout.split(separator: "\n").contains("Oscar-Gewinne: 8"))
        #expect(!none.stdout.contains("Oscars"))
        let json = try Self.document(try BinaryRun.run(["movie", "tt0120338", "--json"], home: home.url))
        #expect((json["movie"] as? [String: Any])?["oscars"] as? Int == 8)
        let unknown = try Self.document(try BinaryRun.run(["movie", "tt0364569", "--json"], home: home.url))
        #expect((unknown["movie"] as? [String: Any])?["oscars"] is NSNull)
    }
}
