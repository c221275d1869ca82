import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain

/// Films laid out as a table that also answers neighbours as rows, as the bundled blob does.
private struct NeighbourRowsDetails: FilmDetails {
    let plain: any FilmDetails
    let movies: [Movie]

    func movie(at row: Int) -> Movie { plain.movie(at: row) }
    func id(at row: Int) -> MovieID { plain.id(at: row) }
    func hasLaterID(_ row: Int, than other: Int) -> Bool { plain.hasLaterID(row, than: other) }
    func row(of id: MovieID) -> Int? { plain.row(of: id) }
    func person(named name: String) -> UInt32? { plain.person(named: name) }
    func language(named name: String) -> Int32? { plain.language(named: name) }
    func neighbours(of row: Int) -> [(row: Int, weight: Double)]? {
        movies[row].coLiked.compactMap { neighbour in plain.row(of: neighbour.id).map { ($0, neighbour.weight) } }
    }
}

struct NeighbourRowsTests {
    private static func table(_ movies: [Movie]) -> FilmTable {
        let plain = FilmTable(movies: movies)
        return FilmTable(
            count: plain.count, genres: plain.genres, years: plain.years, languages: plain.languages,
            criticScores: plain.criticScores, reviewCounts: plain.reviewCounts, tomatometers: plain.tomatometers,
            metacritics: plain.metacritics, audienceMeans: plain.audienceMeans, audienceCounts: plain.audienceCounts,
            directors: plain.directors, cast: plain.cast,
            details: NeighbourRowsDetails(plain: plain.details, movies: movies))
    }

    @Test("Neighbour rows give the co-rating terms that looking neighbours up by id gives", arguments: Profiles.all)
    func rowsMatchIDs(profile: UserProfile) {
        let taste = Ranking.taste(profile, over: CoRated.all)
        #expect(
            TableTaste(taste, table: Self.table(CoRated.all)).coLiked
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
        #expect(TableTaste(taste, table: Self.table(candidates)).coLiked == expected)
        #expect(expected.isEmpty == taste.coLiked.keys.allSatisfy(reacted.contains))
    }
}
