import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeRequests
@testable import MarqueeSearch

/// Offline requests: what is understood, and what is reported as not used.
struct AskUnderstandingTests {
    private let parser = AskIntentParser(catalogYears: 1940...2014)
    private let engine = OfflineAskEngine()

    /// Enough Kubrick films that his name gathers the attention of a well-known director, as in the bundled catalog.
    private static let movies =
        AskFilms.all
        + (0..<4).map {
            Synthetic.film(
                "tt77\($0)", title: "Kubrick Film \($0)", genres: [.sciFi, .drama], directors: ["Stanley Kubrick"],
                reviews: 150)
        }

    private func answer(_ text: String) -> AskAnswer {
        engine.answer(parser.parse(text), movies: Self.movies, profile: .empty, limit: 5)
    }

    @Test(
        "Themes the catalog has no signal for are reported as not used, never guessed",
        arguments: [
            ("a heist movie with a twist", ["heist", "twist"]), ("zombies", ["zombies"]),
            ("time travel", ["time travel"]), ("space movies", ["space"]), ("superhero movies", ["superhero"]),
            ("something set in New York", ["set in New York"]), ("a movie with a twist ending", ["twist ending"]),
        ]
    )
    func themesAreReported(request: String, ignored: [String]) {
        let result = answer(request)
        #expect(result.ignored == ignored)
        #expect(result.understoodNothing)
        #expect(result.recommendations.isEmpty)
    }

    @Test("Understood words still answer when others are not used: 'heist thrillers' picks thrillers and reports heist")
    func partlyUnderstood() {
        let result = answer("heist thrillers")
        #expect(result.ignored == ["heist"])
        #expect(!result.understoodNothing)
        #expect(!result.recommendations.isEmpty)
        #expect(result.recommendations.allSatisfy { $0.movie.genres.contains(.thriller) })
    }

    @Test("Emoji alone understand nothing, and say so")
    func emojiOnly() {
        let result = answer("🎬🍿")
        #expect(result.ignored == ["🎬🍿"])
        #expect(result.understoodNothing)
    }

    @Test("A bare surname of a well-known director is that director: 'kubrick', 'Kubrick sci-fi'")
    func bareSurname() {
        for request in ["kubrick", "Kubrick sci-fi", "kubrick movies"] {
            let result = answer(request)
            #expect(result.people.map(\.name) == ["Stanley Kubrick"], "\(request)")
            #expect(result.ignored.isEmpty, "\(request)")
            #expect(result.recommendations.allSatisfy { $0.movie.directors.contains("Stanley Kubrick") })
        }
    }

    @Test("A whole name is its person however little known; the surname alone of a little-known one is not")
    func wholeName() {
        let martel = Synthetic.film(
            "tt7801", title: "La Ciénaga", genres: [.drama], directors: ["Lucrecia Martel"], reviews: 40)
        let movies = Self.movies + [martel]
        let whole = engine.answer(parser.parse("lucrecia martel films"), movies: movies, profile: .empty, limit: 5)
        #expect(whole.people.map(\.name) == ["Lucrecia Martel"])
        #expect(whole.ignored.isEmpty)
        #expect(whole.recommendations.map(\.movie.title) == ["La Ciénaga"])
        let surname = engine.answer(parser.parse("martel films"), movies: movies, profile: .empty, limit: 5)
        #expect(surname.people.isEmpty)
        #expect(surname.ignored == ["martel"])
    }

    @Test(
        "Plain words and German phrasings are read as their criteria",
        arguments: [
            (
                "something scary",
                AskCriteria(wantedGenres: [[.horror]], moods: [AskMood(word: "scary", genres: [.horror, .thriller])])
            ),
            (
                "frightening films",
                AskCriteria(wantedGenres: [[.horror]], moods: [AskMood(word: "scary", genres: [.horror, .thriller])])
            ),
            ("WWII movies", AskCriteria(wantedGenres: [[.war]])),
            ("World War II films", AskCriteria(wantedGenres: [[.war]])),
            ("rated R comedies", AskCriteria(wantedGenres: [[.comedy]], requiredRating: .r)),
            ("PG-13 action", AskCriteria(wantedGenres: [[.action]], maximumRating: .pg13)),
            ("not too long", AskCriteria(maximumRuntime: 120)),
            ("short", AskCriteria(maximumRuntime: 95)),
            (
                "ein lustiger Film aus den 90ern",
                AskCriteria(years: 1990...1999, moods: [AskMood(word: "funny", genres: [.comedy])])
            ),
            ("Komödie ohne Romantik", AskCriteria(wantedGenres: [[.comedy]], avoidedGenres: [.romance: .exclude])),
            ("ein kurzer Film, nicht zu lang", AskCriteria(maximumRuntime: 120)),
        ] as [(String, AskCriteria)]
    )
    func readings(request: String, expected: AskCriteria) {
        #expect(parser.parse(request).literal == expected)
    }
}
