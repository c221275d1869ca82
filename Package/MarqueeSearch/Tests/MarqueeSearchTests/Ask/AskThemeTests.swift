import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeRequests
@testable import MarqueeSearch

/// Words that were once dropped unsaid: a theme is reported as not used and never taken for a person, a surname
/// beside a theme still names its director, and a comma ends a negation.
struct AskThemeTests {
    /// What an answer came to: the people it resolved, the words it did not use, and its picks.
    private struct Reading: Equatable {
        let people: [String]
        let ignored: [String]
        let picks: [String]
    }

    private static func film(
        _ id: String, _ genres: GenreSet, directors: [String] = [], critic: Double, reviews: Int = 150
    ) -> Movie {
        Synthetic.film(id, title: "Film \(id)", genres: genres, directors: directors, critic: critic, reviews: reviews)
    }

    /// Rob Zombie and Akira Kurosawa each gather the attention of a well-known name (4 × 151 reviews and films),
    /// so a bare "zombie" or "Kurosawa" reaches them unless something says otherwise.
    private static let movies = [
        film("tt01", [.horror], directors: ["Rob Zombie"], critic: 6.0),
        film("tt02", [.horror, .comedy], directors: ["Rob Zombie"], critic: 6.2),
        film("tt03", [.horror], directors: ["Rob Zombie"], critic: 5.8),
        film("tt04", [.horror, .thriller], directors: ["Rob Zombie"], critic: 5.5),
        film("tt11", [.action, .drama], directors: ["Akira Kurosawa"], critic: 8.6),
        film("tt12", [.drama], directors: ["Akira Kurosawa"], critic: 8.3),
        film("tt13", [.action, .adventure], directors: ["Akira Kurosawa"], critic: 8.1),
        film("tt14", [.drama, .history], directors: ["Akira Kurosawa"], critic: 7.9),
        film("tt21", [.comedy], critic: 7.8),
        film("tt22", [.comedy, .romance], critic: 7.4),
        film("tt23", [.comedy, .horror], critic: 8.0),
        film("tt24", [.comedy], critic: 6.9),
        film("tt31", [.thriller], critic: 9.0),
    ]

    private let parser = AskIntentParser(catalogYears: 1990...2010)
    private let engine = OfflineAskEngine()

    private func read(_ request: String) -> Reading {
        let answer = engine.answer(parser.parse(request), movies: Self.movies, profile: .empty, limit: 5)
        return Reading(
            people: answer.people.map(\.name), ignored: answer.ignored,
            picks: answer.recommendations.map(\.movie.id.rawValue))
    }

    @Test("'zombie comedies' picks comedies and reports zombie, rather than reading it as Rob Zombie")
    func zombieComedies() {
        #expect(
            parser.parse("zombie comedies")
                == AskCriteria(wantedGenres: [[.comedy]], unusedWords: ["zombie"], themes: ["zombie"]))
        #expect(
            read("zombie comedies")
                == Reading(people: [], ignored: ["zombie"], picks: ["tt23", "tt21", "tt22", "tt24", "tt02"]))
    }

    @Test("'eine Komödie mit Zombies' picks comedies and reports Zombies, which is no cast member")
    func germanZombieComedy() {
        #expect(
            parser.parse("eine Komödie mit Zombies")
                == AskCriteria(wantedGenres: [[.comedy]], unusedWords: ["Zombies"], themes: ["Zombies"]))
        #expect(
            read("eine Komödie mit Zombies")
                == Reading(people: [], ignored: ["Zombies"], picks: ["tt23", "tt21", "tt22", "tt24", "tt02"]))
    }

    @Test("'Kurosawa samurai films' picks Kurosawa's films and reports samurai")
    func kurosawaSamurai() {
        #expect(
            read("Kurosawa samurai films")
                == Reading(people: ["Akira Kurosawa"], ignored: ["samurai"], picks: ["tt11", "tt12", "tt13", "tt14"]))
    }

    @Test("'nothing scary, a comedy' asks for a comedy and turns away from horror; the comma ends the negation")
    func negationEndsAtComma() {
        #expect(
            parser.parse("nothing scary, a comedy")
                == AskCriteria(wantedGenres: [[.comedy]], avoidedGenres: [.horror: .exclude]))
        #expect(read("nothing scary, a comedy") == Reading(people: [], ignored: [], picks: ["tt21", "tt22", "tt24"]))
    }

    @Test("A negation still runs on through a comma straight into another genre: 'no horror, war or crime'")
    func negationListAfterComma() {
        #expect(
            parser.parse("no horror, war or crime")
                == AskCriteria(avoidedGenres: [.horror: .exclude, .war: .exclude, .crime: .exclude]))
    }
}
