import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeRequests
@testable import MarqueeSearch

/// Turning away from a title, a series or a theme ("but not batman", "without zombies", "not another
/// superhero movie"): the catalog has no plot keywords, so titles holding the words are left out, and the words are
/// reported as not used when that changed nothing.
struct AskTitleNegationTests {
    private let parser = AskIntentParser(catalogYears: 1940...2014)
    private let engine = OfflineAskEngine()

    private static let movies: [Movie] = [
        Synthetic.film(
            "tt1", title: "Batman Begins", genres: [.action], directors: ["Christopher Nolan"], critic: 9, reviews: 300),
        Synthetic.film(
            "tt2", title: "Memento", genres: [.mystery], directors: ["Christopher Nolan"], critic: 8, reviews: 300),
        Synthetic.film(
            "tt3", title: "Inception", genres: [.sciFi], directors: ["Christopher Nolan"], critic: 8.5, reviews: 300),
        Synthetic.film("tt4", title: "Night of the Zombies", genres: [.horror], critic: 9),
        Synthetic.film("tt5", title: "The Shining", genres: [.horror], critic: 8),
        Synthetic.film("tt6", title: "Zombieland", genres: [.horror, .comedy], critic: 7),
    ]

    private func answer(_ request: String) -> AskAnswer {
        engine.answer(parser.parse(request), movies: Self.movies, profile: .empty, limit: 5)
    }

    @Test(
        "Negated words no rule knows, and negated themes, become title words to leave out",
        arguments: [
            ("christopher nolan but not batman", [["batman"]]), ("horror without zombies", [["zombies"]]),
            ("spielberg but not jurassic park", [["jurassic", "park"]]),
            ("not another superhero movie", [["superhero"]]), ("Horrorfilme ohne Zombies", [["zombies"]]),
        ] as [(String, [[String]])]
    )
    func reads(request: String, words: [[String]]) {
        #expect(parser.parse(request).excludedTitleWords == words)
    }

    @Test("'christopher nolan but not batman' picks Nolan's films without Batman Begins")
    func nolanWithoutBatman() {
        let result = answer("christopher nolan but not batman")
        #expect(result.recommendations.map(\.movie.title) == ["Inception", "Memento"])
        #expect(result.criteria.interpretations.map(\.typed) == ["batman"])
        #expect(result.ignored.isEmpty)
    }

    @Test("'horror without zombies' leaves out titles with the word, singular or plural, not longer words")
    func horrorWithoutZombies() {
        #expect(answer("horror without zombies").recommendations.map(\.movie.title) == ["The Shining", "Zombieland"])
    }

    @Test("A negated word no pick had is reported as not used")
    func unchangedIsReported() {
        let result = answer("horror, not another superhero movie")
        #expect(result.ignored == ["superhero"])
        #expect(result.criteria.interpretations.isEmpty)
    }
}
