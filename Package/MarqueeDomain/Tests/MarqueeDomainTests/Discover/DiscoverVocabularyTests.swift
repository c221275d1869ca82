import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct DiscoverVocabularyTests {
    @Test("Every chart genre stands in with at least one catalog genre, and no two share one")
    func catalogGenresAreDistinct() {
        let sets = ChartGenre.allCases.map(\.catalogGenres)
        #expect(sets.allSatisfy { !$0.isEmpty })
        #expect(sets.reduce(GenreSet()) { $0.union($1) }.count == sets.map(\.count).reduce(0, +))
    }

    @Test(
        "The stalest source wins: bundled over any cache, an older cache over a newer one, any cache over live",
        arguments: [
            ([DataSource.live, .live], DataSource.live),
            (
                [.live, .cached(savedAt: Date(timeIntervalSince1970: 100))],
                .cached(savedAt: Date(timeIntervalSince1970: 100))
            ),
            (
                [
                    .cached(savedAt: Date(timeIntervalSince1970: 200)),
                    .cached(savedAt: Date(timeIntervalSince1970: 100)),
                ],
                .cached(savedAt: Date(timeIntervalSince1970: 100))
            ),
            ([.cached(savedAt: Date(timeIntervalSince1970: 100)), .bundled, .live], .bundled),
            ([], .bundled),
        ]
    )
    func stalestSource(sources: [DataSource], expected: DataSource) {
        #expect(DataSource.stalest(sources) == expected)
    }
}
