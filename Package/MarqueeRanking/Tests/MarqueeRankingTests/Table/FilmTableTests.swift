import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

struct FilmTableTests {
    @Test("A table made from films gives every film back whole, with numbers for its people and language")
    func roundTrip() throws {
        let table = FilmTable(movies: Films.all)
        #expect(table.count == Films.all.count)
        #expect((0..<table.count).map(table.details.movie(at:)) == Films.all)
        for (row, movie) in Films.all.enumerated() {
            #expect(table.details.id(at: row) == movie.id)
            #expect(table.details.row(of: movie.id) == row)
            #expect(table.genres[row] == movie.genres.rawValue)
            #expect(table.years[row] == movie.year.map(Int32.init) ?? FilmTable.unknown)
            #expect(
                table.directors.range(of: row).map { table.directors.targets[$0] }
                    == movie.directors.map { table.details.person(named: $0) })
            #expect(
                table.cast.range(of: row).map { table.cast.targets[$0] }
                    == movie.cast.map { table.details.person(named: $0) })
            #expect(table.languages[row] == movie.language.flatMap(table.details.language(named:)) ?? FilmTable.unknown)
        }
        #expect(table.details.row(of: MovieID("tt0000000")) == nil)
        #expect(table.details.person(named: "Nobody Atall") == nil)
    }

    @Test("Unknown facts are stored as the table's sentinels, not as zeros")
    func unknownFacts() {
        let table = FilmTable(movies: [Movie(id: MovieID("x:1"), title: "Nothing Known")])
        #expect(table.years[0] == FilmTable.unknown)
        #expect(table.languages[0] == FilmTable.unknown)
        #expect(table.tomatometers[0] == FilmTable.unknown)
        #expect(table.metacritics[0] == FilmTable.unknown)
        #expect(table.criticScores[0].isNaN)
        #expect(table.audienceMeans[0].isNaN)
        #expect(table.reviewCounts[0] == 0)
        #expect(table.audienceCounts[0] == 0)
        #expect(table.directors.range(of: 0).isEmpty)
    }

    @Test("A column over immortal memory reads the same values as one that owns a copy")
    func immortalColumn() {
        let values: [Int32] = [3, 1, 4, 1, 5]
        let storage = UnsafeMutablePointer<Int32>.allocate(capacity: values.count)
        defer { storage.deallocate() }
        storage.initialize(from: values, count: values.count)
        #expect(Array(Column(immortal: storage, count: values.count)) == Array(Column(values)))
        #expect(Array(Column<Int32>([])) == [])
    }
}
