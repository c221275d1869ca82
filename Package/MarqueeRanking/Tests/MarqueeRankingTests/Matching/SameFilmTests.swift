import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking

struct SameFilmTests {
    @Test(
        "Titles fold case, accents and punctuation, and lose a trailing year in parentheses",
        arguments: [
            ("Amélie", "amelie"), ("Dune (2021)", "dune"), ("1917", "1917"), ("Blade Runner 2049", "blade runner 2049"),
            ("Face/Off", "face off"), ("(500) Days of Summer", "500 days of summer"),
        ]
    )
    func foldsTitles(title: String, key: String) {
        #expect(SameFilm.key(title) == key)
    }

    @Test("The twin with the closest year wins when two catalog films share a title")
    func closestYearWins() {
        let remake = Movie(id: MovieID("itunes:1"), title: "Solaris", year: 2003)

        #expect(SameFilm.twin(of: remake, in: Films.all) == Films.solaris2002)
    }

    @Test("A store film with no catalog twin has none")
    func noTwin() {
        #expect(SameFilm.twin(of: Movie(id: MovieID("itunes:1"), title: "Wonka", year: 2023), in: Films.all) == nil)
    }
}
