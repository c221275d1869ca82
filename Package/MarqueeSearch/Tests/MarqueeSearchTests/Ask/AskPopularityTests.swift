import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeRequests
@testable import MarqueeSearch

/// "popular", "famous", "classic" ask for many ratings; "underrated", "hidden gem", "overlooked",
/// "obscure" for few ratings and a high score, read from the catalog's own counts rather than dropped.
struct AskPopularityTests {
    private let parser = AskIntentParser(catalogYears: 1940...2014)
    private let engine = OfflineAskEngine()

    /// Ten thrillers: three with many ratings, four little known but well rated, three little known and poor.
    private static let movies: [Movie] = {
        var movies: [Movie] = []
        for index in 0..<3 {
            let critic: Double = 7.0 + Double(index) / 10
            movies.append(Synthetic.film("tt10\(index)", genres: [.thriller], critic: critic, reviews: 400))
        }
        for index in 0..<4 {
            let critic: Double = 7.5 + Double(index) / 10
            movies.append(Synthetic.film("tt20\(index)", genres: [.thriller], critic: critic, reviews: 8))
        }
        for index in 0..<3 {
            movies.append(Synthetic.film("tt30\(index)", genres: [.thriller], critic: 5.0, reviews: 6))
        }
        for index in 0..<30 {
            movies.append(Synthetic.film("tt4\(index)", genres: [.drama], critic: 6.0, reviews: 20))
        }
        return movies
    }()

    private func picks(_ request: String) -> [String] {
        engine.answer(parser.parse(request), movies: Self.movies, profile: .empty, limit: 5).recommendations.map(
            \.movie.id.rawValue)
    }

    @Test(
        "Popularity words are read, in English and German",
        arguments: [
            ("popular thrillers", AskPopularity.wellKnown), ("famous films", .wellKnown), ("blockbusters", .wellKnown),
            ("beliebte Thriller", .wellKnown), ("underrated thrillers", .littleKnown), ("a hidden gem", .littleKnown),
            ("overlooked comedies", .littleKnown), ("obscure 60s films", .littleKnown),
            ("unterschätzte Komödien", .littleKnown), ("ein Geheimtipp", .littleKnown),
        ] as [(String, AskPopularity)]
    )
    func reads(request: String, popularity: AskPopularity) {
        let criteria = parser.parse(request)
        #expect(criteria.popularity == popularity)
        #expect(criteria.unusedWords.isEmpty)
    }

    @Test("'popular thrillers' picks only the most-rated tenth")
    func popular() {
        #expect(Set(picks("popular thrillers")) == ["tt100", "tt101", "tt102"])
    }

    @Test("'underrated thrillers' picks little-known films with a shown score of 7 or more, best first")
    func underrated() {
        #expect(picks("underrated thrillers") == ["tt203", "tt202", "tt201", "tt200"])
    }

    @Test("'classic' is old and well known")
    func classic() {
        let criteria = parser.parse("classic westerns")
        #expect(criteria.popularity == .wellKnown)
        #expect(criteria.years == 1940...1969)
    }
}
