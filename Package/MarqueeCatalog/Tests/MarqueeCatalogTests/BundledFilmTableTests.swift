import MarqueeDomain
import Testing

@testable import MarqueeCatalog
@testable import MarqueeRanking
@testable import MarqueeSearch

/// The bundled film table, read straight from the embedded blob, against the films it materialises.
@Suite struct BundledFilmTableTests {
    private let repository: BundledCatalogRepository
    private let table: FilmTable

    init() async throws {
        repository = try BundledCatalogRepository()
        table = try await repository.filmTable()
    }

    @Test("Every hot column of the bundled table holds what a table laid out from its films holds")
    func columnsMatchMovies() {
        let movies = repository.movies
        let expected = FilmTable(movies: movies)

        #expect(table.count == 18_946)
        #expect(Array(table.genres) == Array(expected.genres))
        #expect(Array(table.years) == Array(expected.years))
        #expect(table.criticScores.map(\.bitPattern) == expected.criticScores.map(\.bitPattern))
        #expect(Array(table.reviewCounts) == Array(expected.reviewCounts))
        #expect(Array(table.tomatometers) == Array(expected.tomatometers))
        #expect(Array(table.metacritics) == Array(expected.metacritics))
        #expect(table.audienceMeans.map(\.bitPattern) == expected.audienceMeans.map(\.bitPattern))
        #expect(Array(table.audienceCounts) == Array(expected.audienceCounts))
        #expect(
            Array(table.languages)
                == movies.map { $0.language.flatMap(table.details.language(named:)) ?? FilmTable.unknown })
    }

    @Test("Every film's directors and cast are the person numbers of their names, in order")
    func peopleMatchMovies() {
        let movies = repository.movies
        let number = { (name: String) in table.details.person(named: name) }
        let directors = movies.indices.map { row in
            table.directors.range(of: row).map { UInt32?(table.directors.targets[$0]) }
        }
        let cast = movies.indices.map { row in table.cast.range(of: row).map { UInt32?(table.cast.targets[$0]) } }

        #expect(directors == movies.map { $0.directors.map(number) })
        #expect(cast == movies.map { $0.cast.map(number) })
    }

    @Test("Every bundled id is unique, sorted by its bytes and by MovieID's order, and found at its own row")
    func idsAreSortedAndFound() {
        let ids = (0..<table.count).map(table.details.id(at:))

        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) })
        // Ranking breaks exact ties by id through `hasLaterID`, which compares rows: so rows follow `MovieID`'s order.
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
        #expect(ids.indices.filter { table.details.row(of: ids[$0]) != $0 } == [])
        #expect(table.details.row(of: MovieID("tt0000000")) == nil)
    }

    @Test("A film built from its row equals the same film from the whole list")
    func rowsMaterialiseTheirFilms() {
        let movies = repository.movies
        let rows = [0, 1, 4_000, 9_999, movies.count - 1]

        #expect(rows.map(table.details.movie(at:)) == rows.map { movies[$0] })
    }
}
