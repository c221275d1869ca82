import Foundation
import Testing

/// The audience prior through the built binary: a new user's first choices are heard at once.
@Suite("A new user's first choices shape the feed, end to end")
struct ColdStartEndToEndTests {
    /// The films of `feed -n 10 --json` for a profile built by `reactions`, as JSON objects.
    private static func firstTen(after reactions: [[String]]) throws -> [[String: Any]] {
        let home = try TemporaryHome()
        defer { home.remove() }
        for arguments in reactions {
            let run = try BinaryRun.run(arguments, home: home.url)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        let run = try BinaryRun.run(["feed", "-n", "10", "--json"], home: home.url)
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let picks = try #require(document["picks"] as? [[String: Any]])
        return try picks.map { try #require($0["movie"] as? [String: Any]) }
    }

    /// What a film fan reads as the score: the critic average from 5 or more reviews, else the audience's.
    private static func readScore(_ movie: [String: Any]) -> Double? {
        if let critic = movie["criticScore"] as? Double, (movie["reviewCount"] as? Int ?? 0) >= 5 { return critic }
        if let audience = movie["audience"] as? [String: Any], let mean = audience["mean"] as? Double {
            return mean * 2
        }
        return nil
    }

    @Test("After onboarding with Horror alone, at least 7 of the first 10 picks are horror and none scores under 6/10")
    func onboardingIsHeard() throws {
        let movies = try Self.firstTen(after: [["onboard", "--genres", "Horror"]])

        #expect(movies.count == 10)
        let horror = movies.filter { ($0["genres"] as? [String] ?? []).contains("Horror") }
        #expect(horror.count >= 7, "\(movies.compactMap { $0["title"] as? String })")
        for movie in movies {
            let title = movie["title"] as? String ?? "?"
            let score = try #require(Self.readScore(movie), "\(title) has no readable score")
            #expect(score >= 6, "\(title) scores \(score)")
        }
    }

    /// Hayao Miyazaki's films in the bundled catalog other than Spirited Away, found with `marquee search`: most are
    /// `ml:` films that carry no director, so the feed can only find them through the co-rating model.
    private static let otherMiyazakiFilms: Set<String> = [
        "ml:31658", "ml:3000", "tt0096283", "ml:6350", "tt0087544", "ml:26662", "ml:26776", "ml:65261",
        "ml:104283", "ml:8253",
    ]

    @Test("A liked film with no people or critic data still lifts its co-rated neighbours: Spirited Away's")
    func thinFilmCarriesTaste() throws {
        let movies = try Self.firstTen(after: [["like", "Spirited Away"]])

        let ids = movies.compactMap { $0["id"] as? String }
        #expect(ids.filter(Self.otherMiyazakiFilms.contains).count >= 2, "\(ids)")
    }
}
