import Foundation
import MarqueeDomainTestSupport
import MarqueeRankingTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// Laying what the store filled in over a table gives the table laid out from the filled films, and nothing
/// changes when there is nothing to lay.
struct FilmTableFillingTests {
    /// Spirited Away as a thin catalog film: no director.
    static let thin: Movie = {
        var film = Films.spiritedAway
        film.directors = []
        return film
    }()

    /// The thin film with the director the store filled in, labelled as the store's.
    static let filled: Movie = {
        var film = thin
        film.directors = ["Hayao Miyazaki"]
        film.storeFilled = [.directors]
        return film
    }()

    /// The fixture catalog with Spirited Away thin.
    static let thinCatalog = Films.all.map { $0.id == thin.id ? thin : $0 }
    /// The fixture catalog with Spirited Away as the store filled it in.
    static let filledCatalog = Films.all.map { $0.id == filled.id ? filled : $0 }

    /// Each row's director links as person names, read back through the table's own numbers.
    private static func directorNames(_ table: FilmTable) -> [[String?]] {
        let byNumber = Dictionary(
            (0..<table.count).flatMap { row in
                let movie = table.details.movie(at: row)
                return movie.directors.map { (table.details.person(named: $0), $0) }
            }.compactMap { number, name in number.map { ($0, name) } }
        ) { first, _ in first }
        return (0..<table.count).map { row in
            table.directors.range(of: row).map { byNumber[table.directors.targets[$0]] }
        }
    }

    /// The feed a table gives a profile, folded over that table as `TableRanking` folds it.
    private static func feed(_ table: FilmTable, _ profile: UserProfile, weights: RankingWeights = .standard)
        -> [Recommendation]
    {
        RecommendationEngine(weights: weights).rank(
            table, taste: TasteModel(profile: profile, weights: weights, table: table), limit: table.count)
    }

    @Test("No films, or none the table holds, give back the very same table")
    func nothingToLay() {
        let table = FilmTable(movies: Self.thinCatalog)
        let outside = Movie(id: MovieID("ml:99999999"), title: "Not In The Table", directors: ["Someone"])

        #expect(table.filling([]).identity === table.identity)
        #expect(table.filling([outside]).identity === table.identity)
    }

    @Test(
        "A filled table's links, people and films are those of the table laid out from the filled films",
        arguments: TableFoldTests.tables.map(\.make))
    func sameAsLaidOut(make: @Sendable ([Movie]) -> FilmTable) {
        let table = make(Self.thinCatalog).filling([Self.filled])
        let laidOut = make(Self.filledCatalog)

        #expect((0..<table.count).map(table.details.movie(at:)) == Self.filledCatalog)
        #expect(Self.directorNames(table) == Self.directorNames(laidOut))
        #expect(Array(table.cast.targets) == Array(laidOut.cast.targets))
        let miyazaki = make(Self.thinCatalog).details.person(named: "Hayao Miyazaki")
        #expect(table.details.person(named: "Hayao Miyazaki") == miyazaki)
    }

    @Test(
        "Every profile's feed over the filled table is the feed over the table laid out from the filled films",
        arguments: TableFoldTests.tables.map(\.make))
    func sameFeedAsLaidOut(make: @Sendable ([Movie]) -> FilmTable) {
        let likedThin = UserProfile.empty.applying(.like, to: Self.thin)
        let likedTotoro = UserProfile.empty.applying(.like, to: Films.totoro)
        for profile in Profiles.all + [likedThin, likedTotoro] {
            #expect(
                Self.feed(make(Self.thinCatalog).filling([Self.filled]), profile)
                    == Self.feed(make(Self.filledCatalog), profile))
        }
    }

    @Test(
        "A taste folded over a filled table names its people as one folded over the filled films does",
        arguments: TableFoldTests.tables.map(\.make))
    func sameTasteByName(make: @Sendable ([Movie]) -> FilmTable) throws {
        let profile = Profiles.busy.applying(.like, to: Self.thin)
        let filled = TasteModel(profile: profile, table: make(Self.thinCatalog).filling([Self.filled]))
        let laidOut = TasteModel(profile: profile, table: make(Self.filledCatalog))

        #expect(filled.directors == laidOut.directors)
        #expect(filled.cast == laidOut.cast)
        #expect(try #require(filled.directors["Hayao Miyazaki"]).becauseOf == "Spirited Away")
    }

    @Test("A liked thin film's store director lifts that director's other film, and its reason names both")
    func likedThinFilmLiftsDirector() throws {
        let profile = UserProfile.empty.applying(.like, to: Self.thin)
        let plain = Self.feed(FilmTable(movies: Self.thinCatalog), profile, weights: Ranking.plainWeights)
        let filled = Self.feed(
            FilmTable(movies: Self.thinCatalog).filling([Self.filled]), profile, weights: Ranking.plainWeights)
        let before = try #require(plain.first { $0.id == Films.totoro.id })
        let after = try #require(filled.first { $0.id == Films.totoro.id })
        let lift = Ranking.plainWeights.likedDirector * (1 - exp(-1.0))

        #expect(abs(after.score - before.score - lift) < 1e-9)
        #expect(
            after.reasons.contains(
                .init(.director(name: "Hayao Miyazaki", becauseOf: "Spirited Away"), contribution: lift)))
        #expect(!before.reasons.contains { if case .director = $0.kind { true } else { false } })
    }

    @Test("A filled film earns its store director's term from a liked film of that director, and shows as filled")
    func filledCandidateEarnsDirector() throws {
        let profile = UserProfile.empty.applying(.like, to: Films.totoro)
        let weights = Ranking.plainWeights
        let plain = Self.feed(FilmTable(movies: Self.thinCatalog), profile, weights: weights)
        let filled = Self.feed(FilmTable(movies: Self.thinCatalog).filling([Self.filled]), profile, weights: weights)
        let before = try #require(plain.first { $0.id == Self.thin.id })
        let after = try #require(filled.first { $0.id == Self.thin.id })
        let lift = weights.likedDirector * (1 - exp(-1.0))

        #expect(after.movie == Self.filled)
        #expect(abs(after.score - before.score - lift) < 1e-9)
        #expect(
            after.reasons.contains(
                .init(.director(name: "Hayao Miyazaki", becauseOf: "My Neighbor Totoro"), contribution: lift)))
    }

    @Test("A name the table lacks is numbered past its people, once for every film naming it")
    func newNameNumberedOnce() throws {
        var first = Self.filled
        first.directors = ["Newcomer Director"]
        var second = Films.hoopDreams
        second.directors = ["Newcomer Director", "Steve James"]
        second.storeFilled = [.directors]
        let plain = FilmTable(movies: Self.thinCatalog)
        let people = try #require(plain.details.personCount)
        let table = plain.filling([first, second])
        let row = { (film: Movie) in try #require(table.details.row(of: film.id)) }

        #expect(table.details.person(named: "Newcomer Director") == UInt32(people))
        #expect(table.details.personCount == people + 1)
        #expect(
            try table.directors.range(of: row(first)).map { table.directors.targets[$0] } == [UInt32(people)])
        #expect(
            try table.directors.range(of: row(second)).map { table.directors.targets[$0] }
                == [UInt32(people), plain.details.person(named: "Steve James")])
        let feed = Self.feed(table, UserProfile.empty.applying(.like, to: first), weights: Ranking.plainWeights)
        let lifted = try #require(feed.first { $0.id == second.id })
        #expect(
            lifted.reasons.contains {
                $0.kind == .director(name: "Newcomer Director", becauseOf: "Spirited Away")
            })
    }

    @Test("Details that do not count their people number a new name past every number the links use")
    func newNameWithoutCount() throws {
        let plain = FilmTable(movies: Self.thinCatalog)
        let uncounted = FilmTable(
            count: plain.count, genres: plain.genres, years: plain.years, languages: plain.languages,
            criticScores: plain.criticScores, reviewCounts: plain.reviewCounts, tomatometers: plain.tomatometers,
            metacritics: plain.metacritics, audienceMeans: plain.audienceMeans, audienceCounts: plain.audienceCounts,
            directors: plain.directors, cast: plain.cast, details: UncountedDetails(plain: plain.details))
        var film = Self.filled
        film.directors = ["Newcomer Director"]
        let largest = (Array(plain.directors.targets) + Array(plain.cast.targets)).max() ?? 0

        let table = uncounted.filling([film])

        #expect(table.details.person(named: "Newcomer Director") == largest + 1)
        #expect(table.details.personCount == Int(largest) + 2)
        #expect(uncounted.filling([Self.filled]).details.personCount == nil)
    }

    @Test("Replacing some films' links gives the links laid out from the new lists")
    func replacingLinks() {
        let links = FilmLinks([[1], [], [2, 3], [4], []])
        let replaced = links.replacing([0: [], 2: [7], 4: [8, 9]])
        let expected = FilmLinks([[], [], [7], [4], [8, 9]])

        #expect(Array(replaced.starts) == Array(expected.starts))
        #expect(Array(replaced.targets) == Array(expected.targets))
    }
}

/// A table's details that answer everything but how many people they number.
private struct UncountedDetails: FilmDetails {
    let plain: any FilmDetails

    func movie(at row: Int) -> Movie { plain.movie(at: row) }
    func id(at row: Int) -> MovieID { plain.id(at: row) }
    func hasLaterID(_ row: Int, than other: Int) -> Bool { plain.hasLaterID(row, than: other) }
    func row(of id: MovieID) -> Int? { plain.row(of: id) }
    func person(named name: String) -> UInt32? { plain.person(named: name) }
    func language(named name: String) -> Int32? { plain.language(named: name) }
}
