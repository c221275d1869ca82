import MarqueeDomain
import Testing

@testable import MarqueeRanking

/// A nationality word names a language and a country: films in the language come before films only made in the
/// country, which fill the picks the language leaves.
struct AskOriginOrderTests {
    private let engine = OfflineAskEngine(findTitle: { _, _ in nil })
    private let italian = AskCriteria(
        wantedGenres: [[.crime]], origin: AskOrigin(languages: ["Italian"], countries: ["Italy"]))

    private static func film(_ id: String, _ title: String, language: String, countries: [String], critic: Double)
        -> Movie
    {
        Movie(
            id: MovieID(id), title: title, year: 2000, genres: [.crime], criticScore: critic, reviewCount: 300,
            language: language, countries: countries)
    }

    private static let movies = [
        film("tt1", "Shot in Rome", language: "English", countries: ["Italy", "United States"], critic: 9.5),
        film("tt2", "Gomorrah", language: "Italian", countries: ["Italy"], critic: 8),
        film("tt3", "Suburra", language: "Italian", countries: ["Italy"], critic: 7),
        film("tt4", "Elsewhere", language: "English", countries: ["United States"], critic: 9.8),
    ]

    private func titles(_ criteria: AskCriteria, limit: Int) -> [String] {
        engine.answer(criteria, movies: Self.movies, profile: UserProfile(), limit: limit).recommendations
            .map(\.movie.title)
    }

    @Test("Films in the language lead, even below a better film only made in the country")
    func languageFirst() {
        #expect(titles(italian, limit: 2) == ["Gomorrah", "Suburra"])
    }

    @Test("Films only made in the country fill the picks the language leaves")
    func countryFills() {
        #expect(titles(italian, limit: 5) == ["Gomorrah", "Suburra", "Shot in Rome"])
    }

    @Test("A country alone ranks its films by score")
    func countryAlone() {
        let made = AskCriteria(wantedGenres: [[.crime]], origin: AskOrigin(countries: ["Italy"]))

        #expect(titles(made, limit: 5) == ["Shot in Rome", "Gomorrah", "Suburra"])
    }
}
