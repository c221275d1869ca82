import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking

struct PickGroundingTests {
    private static let movies = [
        Movie(id: MovieID("tt0102926"), title: "The Silence of the Lambs", year: 1991, reviewCount: 90),
        Movie(id: MovieID("tt0077651"), title: "Halloween", year: 1978, reviewCount: 80),
        Movie(id: MovieID("tt1311067"), title: "Halloween", year: 2007, reviewCount: 60),
        Movie(id: MovieID("tt1502407"), title: "Halloween", year: 2018, reviewCount: 70),
        Movie(id: MovieID("tt0117571"), title: "Scream", year: 1996, reviewCount: 75),
        Movie(id: MovieID("tt0113277"), title: "Heat", year: 1995, reviewCount: 85),
        Movie(id: MovieID("tt0211915"), title: "Amélie", year: 2001, reviewCount: 50),
    ]

    @Test(
        "Picks resolve by title and year, forgiving typos and accents, with remakes decided by year",
        arguments: [
            (ChatPick(title: "The Silence of the Lambs", year: 1991, reason: ""), "tt0102926"),
            (ChatPick(title: "The Silense of the Lambs", year: 1991, reason: ""), "tt0102926"),
            (ChatPick(title: "Silence of the Lambs", year: 1991, reason: ""), "tt0102926"),
            (ChatPick(title: "Halloween", year: 1978, reason: ""), "tt0077651"),
            (ChatPick(title: "Halloween", year: 2007, reason: ""), "tt1311067"),
            (ChatPick(title: "Halloween", year: 2018, reason: ""), "tt1502407"),
            (ChatPick(title: "halloween", year: 2019, reason: ""), "tt1502407"),
            (ChatPick(title: "Amelie", year: 2001, reason: ""), "tt0211915"),
            (ChatPick(title: "Scream", year: nil, reason: ""), "tt0117571"),
        ])
    func resolves(pick: ChatPick, id: String) {
        #expect(PickGrounding(movies: Self.movies).movie(for: pick)?.id == MovieID(id))
    }

    @Test(
        "Titles the catalog lacks, wrong years and loose matches without a year resolve to nothing",
        arguments: [
            ChatPick(title: "The Blair Witch Project", year: 1999, reason: ""),
            ChatPick(title: "Halloween", year: 1990, reason: ""),
            ChatPick(title: "Heat", year: 2013, reason: ""),
            ChatPick(title: "Scrm", year: nil, reason: ""),
            ChatPick(title: "", year: 1995, reason: ""),
        ])
    func unresolved(pick: ChatPick) {
        #expect(PickGrounding(movies: Self.movies).movie(for: pick) == nil)
    }
}
