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

    @Test("A film in the language made only in another country is not of the nationality; one of unknown origin is")
    func languageCrossesBorders() {
        let indian = AskCriteria(
            wantedGenres: [[.crime]], origin: AskOrigin(languages: ["Hindi", "Bangla"], countries: ["India"]))
        let films = [
            Self.film("tt5", "Dhaka Nights", language: "Bangla", countries: ["Bangladesh"], critic: 9.9),
            Self.film("tt6", "Kolkata Crime", language: "Bangla", countries: ["India"], critic: 8),
            Self.film("tt7", "Bombay Story", language: "Hindi", countries: [], critic: 7),
            Self.film("tt8", "Delhi Made", language: "English", countries: ["India"], critic: 9),
        ]
        let titles = engine.answer(indian, movies: films, profile: UserProfile(), limit: 5).recommendations
            .map(\.movie.title)

        #expect(titles == ["Kolkata Crime", "Bombay Story", "Delhi Made"])
        #expect(indian.origin?.matches(films[0]) == false)
    }
}
