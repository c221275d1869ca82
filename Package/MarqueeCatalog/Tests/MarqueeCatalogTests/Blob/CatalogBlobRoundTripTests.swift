import MarqueeDomain
import Testing

@testable import MarqueeCatalog
@testable import MarqueeRanking
@testable import MarqueeSearch

@Suite struct CatalogBlobRoundTripTests {
    @Test("Films written as a blob read back equal, field for field, sorted by the bytes of their ids")
    func roundTrip() throws {
        #expect(try CatalogBlob.movies(in: BlobFixture.blob()) == BlobFixture.sorted)
    }

    @Test("An empty catalog round-trips to no films")
    func emptyRoundTrip() throws {
        #expect(try CatalogBlob.movies(in: CatalogBlobWriter.blob(of: [])) == [])
    }

    @Test("Text the parser reads, packed and loaded, gives the films the parser gave")
    func parserRoundTrip() throws {
        let lines = [
            "marquee-catalog v2\t2",
            "tt0000002\tSecond\t\t\t\t\t\t\t\t0\t\t\t\t\t0\t\t\t1:1234|1:5",
            "tt0000001\tFirst\t2001\t90\tDrama,Comedy\tA|B\tC\tPG-13\t6.1\t12\tFrench\tFrance\tLe Premier\t3.25\t8\t0\t0\t",
        ]
        let movies = try BundledCatalogParser.parse(lines.joined(separator: "\n"))

        #expect(try CatalogBlob.movies(in: CatalogBlobWriter.blob(of: movies)) == [movies[1], movies[0]])
    }

    @Test("Version 3 text carries each film's Oscars and former ids through the blob")
    func parserRoundTripOfVersion3() throws {
        let lines = [
            "marquee-catalog v3\t2",
            "tt0000001\tFirst\t2001\t\t\t\t\t\t\t0\t\t\t\t\t0\t\t\t\t11\tml:40|ml:5",
            "tt0000002\tSecond\t\t\t\t\t\t\t\t0\t\t\t\t\t0\t\t\t\t\t",
        ]
        let movies = try BundledCatalogParser.parse(lines.joined(separator: "\n"))

        #expect(movies.map(\.oscars) == [11, nil])
        #expect(movies.map(\.formerIDs) == [[MovieID("ml:40"), MovieID("ml:5")], []])
        #expect(try CatalogBlob.movies(in: CatalogBlobWriter.blob(of: movies)) == movies)
    }

    @Test("The film table's columns hold what FilmTable(movies:) holds, names read back through their numbers")
    func tableMatchesMovies() throws {
        let table = try CatalogBlob(bytes: BlobFixture.immortal(BlobFixture.blob())).filmTable()
        let expected = FilmTable(movies: BlobFixture.sorted)

        #expect(table.count == 3)
        #expect(Array(table.genres) == Array(expected.genres))
        #expect(Array(table.years) == Array(expected.years))
        #expect(table.criticScores.map(\.bitPattern) == expected.criticScores.map(\.bitPattern))
        #expect(Array(table.reviewCounts) == Array(expected.reviewCounts))
        #expect(Array(table.tomatometers) == Array(expected.tomatometers))
        #expect(Array(table.metacritics) == Array(expected.metacritics))
        #expect(table.audienceMeans.map(\.bitPattern) == expected.audienceMeans.map(\.bitPattern))
        #expect(Array(table.audienceCounts) == Array(expected.audienceCounts))
        let directors = (0..<3).map { row in table.directors.range(of: row).map { UInt32?(table.directors.targets[$0]) }
        }
        let cast = (0..<3).map { row in table.cast.range(of: row).map { UInt32?(table.cast.targets[$0]) } }
        let number = { (name: String) in table.details.person(named: name) }
        #expect(directors == BlobFixture.sorted.map { $0.directors.map(number) })
        #expect(cast == BlobFixture.sorted.map { $0.cast.map(number) })
        #expect(
            Array(table.languages)
                == BlobFixture.sorted.map { $0.language.flatMap(table.details.language(named:)) ?? FilmTable.unknown })
        #expect((0..<3).map(table.details.movie(at:)) == BlobFixture.sorted)
        #expect((0..<3).map(table.details.id(at:)) == BlobFixture.sorted.map(\.id))
        let pairs = (0..<3).flatMap { row in (0..<3).map { (row, $0) } }
        #expect(
            pairs.map { table.details.hasLaterID($0, than: $1) }
                == pairs.map { expected.details.hasLaterID($0, than: $1) })
    }

    @Test("People are numbered in the byte order of their names and found again by name; strangers are not")
    func peopleByName() throws {
        let details = try CatalogBlob(bytes: BlobFixture.immortal(BlobFixture.blob())).filmTable().details
        let names = [
            "Alexandra Maria Lara", "Bruno Ganz", "Carrie-Anne Moss", "Keanu Reeves", "Lana Wachowski",
            "Lilly Wachowski", "Oliver Hirschbiegel", "Ragnar Frisk", "Ulrich Matthes", "Zoë", "Émile Zola",
        ]

        #expect(names.map(details.person(named:)) == (0..<UInt32(names.count)).map { $0 })
        #expect(
            ["", "Keanu", "keanu reeves", "Zoe", "Émile Zola "].map(details.person(named:)) == [
                nil, nil, nil, nil, nil,
            ])
        #expect(["English", "German", "French"].map(details.language(named:)) == [0, 1, nil])
    }

    @Test("Every film is found by its id, and an id no film has finds nothing")
    func rowsByID() throws {
        let details = try CatalogBlob(bytes: BlobFixture.immortal(BlobFixture.blob())).filmTable().details

        #expect(BlobFixture.sorted.map { details.row(of: $0.id) } == [0, 1, 2])
        #expect(
            ["", "ml:", "tt0133092", "tt0133093 ", "zz"].map { details.row(of: MovieID($0)) } == [
                nil, nil, nil, nil, nil,
            ])
    }

    @Test("A former id finds the film it was merged into, in the blob, the film table and the repository")
    func formerIDsFindTheirFilm() async throws {
        let bytes = BlobFixture.immortal(try BlobFixture.blob())
        let details = try CatalogBlob(bytes: bytes).filmTable().details
        let catalog: any CatalogRepository = try BundledCatalogRepository(blob: bytes)

        #expect(["ml:7", "ml:30", "ml:3"].map { details.row(of: MovieID($0)) } == [2, 2, nil])
        #expect(try await catalog.movie(withID: MovieID("ml:30")) == BlobFixture.movies[1])
        #expect(try await catalog.movie(withID: MovieID("ml:1")) == BlobFixture.movies[2])
    }

    @Test("A repository over a blob lists, finds and ranks its films, and names an id it lacks")
    func repositoryOverBlob() async throws {
        let repository = try BundledCatalogRepository(blob: BlobFixture.immortal(BlobFixture.blob()))
        let catalog: any CatalogRepository = repository

        #expect(try await catalog.allMovies() == BlobFixture.sorted)
        #expect(try await catalog.movie(withID: MovieID("tt0363163")) == BlobFixture.movies[1])
        #expect(try await repository.filmTable().count == 3)
        await #expect(throws: CatalogError.notFound(MovieID("tt0000000"))) {
            try await catalog.movie(withID: MovieID("tt0000000"))
        }
    }

    @Test(
        "The writer refuses what the blob could not give back exactly, naming the film",
        arguments: [
            (
                [Movie(id: MovieID("tt1"), title: "A"), Movie(id: MovieID("tt1"), title: "B")],
                "tt1: its id is used by another film too"
            ),
            (
                [Movie(id: MovieID("tt1"), title: "A", coLiked: [CoLikedFilm(id: MovieID("tt2"), weight: 0.1)])],
                "tt1: its neighbour tt2 is not another film of the catalog"
            ),
            (
                [Movie(id: MovieID("tt1"), title: "A", coLiked: [CoLikedFilm(id: MovieID("tt1"), weight: 0.1)])],
                "tt1: its neighbour tt1 is not another film of the catalog"
            ),
            (
                [
                    Movie(id: MovieID("tt1"), title: "A", coLiked: [CoLikedFilm(id: MovieID("tt2"), weight: 0.00015)]),
                    Movie(id: MovieID("tt2"), title: "B"),
                ],
                "tt1: the neighbour weight 0.00015 is not a whole number of 1e-4"
            ),
            (
                [Movie(id: MovieID("tt1"), title: "A", summary: "Live.")],
                "tt1: a poster, summary or price, which the bundled format does not store"
            ),
            (
                [Movie(id: MovieID("tt1"), title: "A", year: 3_000_000_000)],
                "tt1: 3000000000 does not fit a 32-bit field"
            ),
            (
                [
                    Movie(id: MovieID("tt1"), title: "A"),
                    Movie(id: MovieID("tt2"), title: "B", formerIDs: [MovieID("tt1")]),
                ],
                "tt2: its former id tt1 names another film too"
            ),
            (
                [Movie(id: MovieID("tt1"), title: "A", formerIDs: [MovieID("ml:7"), MovieID("ml:30")])],
                "tt1: its former ids are not unique and in byte order"
            ),
        ])
    func writerRefuses(movies: [Movie], problem: String) {
        #expect(throws: CatalogError.unavailable(reason: "the catalog blob cannot hold \(problem)")) {
            try CatalogBlobWriter.blob(of: movies)
        }
    }
}
