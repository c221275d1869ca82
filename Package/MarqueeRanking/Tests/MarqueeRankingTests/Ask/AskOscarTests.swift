import MarqueeDomain
import Testing

@testable import MarqueeRanking

/// "Oscar-winning" is a hard constraint on the Oscars the catalog counts: a film with none, or whose count is
/// unknown, is never picked, however well reviewed.
struct AskOscarTests {
    private let engine = OfflineAskEngine(findTitle: { _, _ in nil })

    private static func film(_ id: String, _ title: String, oscars: Int?, critic: Double) -> Movie {
        var movie = Movie(
            id: MovieID(id), title: title, year: 2000, genres: [.drama], criticScore: critic, reviewCount: 300)
        movie.oscars = oscars
        return movie
    }

    private static let movies = [
        film("tt1", "Unawarded Masterpiece", oscars: nil, critic: 9.9),
        film("tt2", "Two Statuettes", oscars: 2, critic: 7.5),
        film("tt3", "None Recorded", oscars: 0, critic: 9.5),
        film("tt4", "Best Picture", oscars: 5, critic: 8.0),
    ]

    private func titles(_ criteria: AskCriteria) -> [String] {
        engine.answer(criteria, movies: Self.movies, profile: UserProfile(), limit: 5).recommendations
            .map(\.movie.title)
    }

    @Test("Only films that won an Oscar are picked")
    func onlyWinners() {
        #expect(
            titles(AskCriteria(wantedGenres: [[.drama]], wonOscar: true)).sorted() == [
                "Best Picture", "Two Statuettes",
            ])
    }

    @Test("Without the award words every drama may be picked")
    func withoutAwards() {
        #expect(titles(AskCriteria(wantedGenres: [[.drama]])).count == 4)
    }
}
