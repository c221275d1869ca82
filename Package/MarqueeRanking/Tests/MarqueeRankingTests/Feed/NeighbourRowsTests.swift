import MarqueeDomainTestSupport
import MarqueeRankingTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

struct NeighbourRowsTests {
    @Test("Neighbour rows give the co-rating terms that looking neighbours up by id gives", arguments: Profiles.all)
    func rowsMatchIDs(profile: UserProfile) {
        let taste = Ranking.taste(profile, over: CoRated.all)
        #expect(
            TableTaste(taste, table: NeighbourRowDetails.table(CoRated.all)).coLiked
                == TableTaste(taste, table: FilmTable(movies: CoRated.all)).coLiked)
    }

    @Test(
        "A table without the reacted films, as Scripts/eval ranks, still gets the model's co-rating evidence",
        arguments: Profiles.all
    )
    func reactedFilmsOutsideTheTable(profile: UserProfile) {
        let taste = Ranking.taste(profile, over: CoRated.all)
        let reacted = Set(profile.liked.keys).union(profile.saved.keys).union(profile.passed.keys)
        let candidates = CoRated.all.filter { !reacted.contains($0.id) }
        let expected = TableTaste(taste, table: FilmTable(movies: candidates)).coLiked
        #expect(TableTaste(taste, table: NeighbourRowDetails.table(candidates)).coLiked == expected)
        #expect(expected.isEmpty == taste.coLiked.keys.allSatisfy(reacted.contains))
    }
}
