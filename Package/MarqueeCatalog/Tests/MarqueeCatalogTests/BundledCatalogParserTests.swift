import MarqueeDomain
import Testing

@testable import MarqueeCatalog
@testable import MarqueeRanking
@testable import MarqueeSearch

@Suite struct BundledCatalogParserTests {
    private static let header = "marquee-catalog v2"

    /// A film line with every field filled in, which each failure case below breaks in one place.
    private static let goodLine = [
        "tt0133093", "The Matrix", "1999", "136", "Sci-Fi,Action", "Lana Wachowski|Lilly Wachowski",
        "Keanu Reeves|Carrie-Anne Moss", "R", "7.8", "209", "English", "Australia|United States",
        "Matrix, The", "4.18", "259", "88", "73", "",
    ].joined(separator: "\t")

    private static func catalog(_ lines: [String], count: Int? = nil) -> String {
        (["\(header)\t\(count ?? lines.count)"] + lines).joined(separator: "\n")
    }

    private static func reason(_ error: CatalogError?) -> String {
        guard case .unavailable(let reason) = error else { return "not .unavailable: \(String(describing: error))" }
        return reason
    }

    @Test("A complete line becomes a Movie with every field filled in")
    func parsesCompleteLine() throws {
        let movies = try BundledCatalogParser.parse(Self.catalog([Self.goodLine]))
        // The line describes the blob fixture's first film, which has no neighbours on a line of its own.
        var matrix = BlobFixture.movies[0]
        matrix.coLiked = []

        #expect(movies == [matrix])
    }

    @Test("Neighbour rows become co-liked film ids with their weights, resolved after every line is read")
    func resolvesNeighbours() throws {
        let first = Self.line(id: "tt0000001", title: "First", neighbours: "1:2500|2:100")
        let second = Self.line(id: "tt0000002", title: "Second", neighbours: "")
        let third = Self.line(id: "tt0000003", title: "Third", neighbours: "0:7")

        let movies = try BundledCatalogParser.parse(Self.catalog([first, second, third]))

        #expect(
            movies.map(\.coLiked) == [
                [
                    CoLikedFilm(id: MovieID("tt0000002"), weight: 2500 * 1e-4),
                    CoLikedFilm(id: MovieID("tt0000003"), weight: 100 * 1e-4),
                ],
                [],
                [CoLikedFilm(id: MovieID("tt0000001"), weight: 7 * 1e-4)],
            ]
        )
    }

    @Test(
        "A neighbour that names no other film, or is not row:weight, throws a typed error naming the line",
        arguments: [
            (neighbours: "5:10", problem: "line 2: neighbour row 5 is not another film"),
            (neighbours: "0:10", problem: "line 2: neighbour row 0 is not another film"),
            (neighbours: "1", problem: "a neighbour is not row:weight: \"1\""),
            (neighbours: "1:x", problem: "neighbour weight is not a whole number"),
        ]
    )
    func rejectsBadNeighbour(neighbours: String, problem: String) {
        let text = Self.catalog([
            Self.line(id: "tt0000001", title: "First", neighbours: neighbours),
            Self.line(id: "tt0000002", title: "Second", neighbours: ""),
        ])

        let error = #expect(throws: CatalogError.self) { try BundledCatalogParser.parse(text) }

        #expect(Self.reason(error).contains(problem))
    }

    @Test("Audience ratings without a mean are refused rather than shown as a score of zero")
    func rejectsAudienceCountWithoutMean() {
        var fields = Self.goodLine.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        fields[13] = ""
        let error = #expect(throws: CatalogError.self) {
            try BundledCatalogParser.parse(Self.catalog([fields.joined(separator: "\t")]))
        }

        #expect(Self.reason(error).contains("259 audience ratings but no mean"))
    }

    private static func line(id: String, title: String, neighbours: String) -> String {
        [id, title, "2000", "", "", "", "", "", "", "0", "", "", "", "", "0", "", "", neighbours]
            .joined(separator: "\t")
    }

    @Test("Empty optional fields become nil and empty lists, never made-up values")
    func emptyFieldsBecomeNil() throws {
        let line = ["tt2338341", "The Word", "", "", "", "", "", "", "", "6", "", "", "", "", "0", "", "", ""].joined(
            separator: "\t")

        let movies = try BundledCatalogParser.parse(Self.catalog([line]))

        #expect(movies == [Movie(id: MovieID("tt2338341"), title: "The Word", reviewCount: 6)])
    }

    @Test("Films come back in file order, and a trailing newline is allowed")
    func keepsOrderAndAllowsTrailingNewline() throws {
        let second = ["tt0000002", "Second", "2000", "", "", "", "", "", "", "0", "", "", "", "", "0", "", "", ""]
            .joined(separator: "\t")

        let movies = try BundledCatalogParser.parse(Self.catalog([Self.goodLine, second]) + "\n")

        #expect(movies.map(\.id.rawValue) == ["tt0133093", "tt0000002"])
    }

    @Test("Non-ASCII titles and names survive byte-level parsing intact")
    func keepsUnicode() throws {
        let fields = [
            "tt0211915", "Amélie", "2001", "122", "Romance,Comedy", "Jean-Pierre Jeunet",
            "Audrey Tautou|Mathieu Kassovitz", "", "7.5", "180", "French", "France|Germany",
            "Fabuleux destin d'Amélie Poulain, Le", "4.09", "116", "", "", "",
        ]
        let line = fields.joined(separator: "\t")

        let movie = try #require(try BundledCatalogParser.parse(Self.catalog([line])).first)

        #expect(movie.title == "Amélie")
        #expect(movie.directors == ["Jean-Pierre Jeunet"])
    }

    @Test(
        "Historical and modern MPAA labels map to today's ratings",
        arguments: [
            ("G", ContentRating.g), ("PG", .pg), ("PG-13", .pg13), ("R", .r), ("NC-17", .nc17),
            ("GP", .pg), ("M/PG", .pg), ("M", .pg), ("X", .nc17),
        ]
    )
    func mapsRatings(label: String, expected: ContentRating) throws {
        let line = ["tt0000001", "Rated", "1970", "", "", "", "", label, "", "0", "", "", "", "", "0", "", "", ""]
            .joined(separator: "\t")

        let movie = try #require(try BundledCatalogParser.parse(Self.catalog([line])).first)

        #expect(movie.contentRating == expected)
    }

    @Test(
        "Critic scores read exactly as the equivalent Double literal",
        arguments: [("7.8", 7.8), ("10.0", 10.0), ("0.1", 0.1), ("9", 9.0)]
    )
    func readsScores(text: String, expected: Double) throws {
        let line = ["tt0000001", "Scored", "", "", "", "", "", "", text, "3", "", "", "", "", "0", "", "", ""].joined(
            separator: "\t")

        let movie = try #require(try BundledCatalogParser.parse(Self.catalog([line])).first)

        #expect(movie.criticScore == expected)
    }

    @Test(
        "A malformed line throws a typed error that names the line and the problem",
        arguments: [
            (field: 0, value: "", problem: "id is empty"),
            (field: 1, value: "", problem: "empty title"),
            (field: 2, value: "1999a", problem: "year is not a whole number"),
            (field: 2, value: "-1999", problem: "year is not a whole number"),
            (field: 3, value: "136.5", problem: "runtime is not a whole number"),
            (field: 4, value: "Sci-Fi,Cyberpunk", problem: "unknown genre \"Cyberpunk\""),
            (field: 7, value: "PG-15", problem: "unknown content rating \"PG-15\""),
            (field: 8, value: "7.8.1", problem: "critic score is not a number"),
            (field: 8, value: ".", problem: "critic score is not a number"),
            (field: 9, value: "", problem: "review count is not a whole number"),
            (field: 9, value: "99999999999999999999", problem: "review count is not a whole number"),
        ]
    )
    func rejectsBadField(field: Int, value: String, problem: String) {
        var fields = Self.goodLine.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        fields[field] = value
        let text = Self.catalog([Self.goodLine, fields.joined(separator: "\t")])

        let error = #expect(throws: CatalogError.self) { try BundledCatalogParser.parse(text) }

        #expect(Self.reason(error).contains("line 3:"))
        #expect(Self.reason(error).contains(problem))
    }

    @Test(
        "A line with the wrong number of fields throws instead of trapping",
        arguments: [
            ("too few", BundledCatalogParserTests.goodLine.replacing("\tEnglish", with: ""), 17),
            ("too many", BundledCatalogParserTests.goodLine + "\textra", 19),
            ("blank", "", 1),
        ]
    )
    func rejectsWrongFieldCount(_ label: String, line: String, found: Int) {
        // A good line after the bad one, so a blank line is not mistaken for the allowed trailing newline.
        let text = Self.catalog([Self.goodLine, line, Self.goodLine])

        let error = #expect(throws: CatalogError.self) { try BundledCatalogParser.parse(text) }

        #expect(Self.reason(error).contains("line 3: expected 18 tab-separated fields, found \(found)"))
    }

    @Test(
        "A missing, foreign or newer-format header is rejected",
        arguments: [
            "marquee-catalog v4\t1",
            "marquee-catalog\t1",
            "imdbID\ttitle",
            "marquee-catalog v2",
            "marquee-catalog v2\tmany",
            "marquee-catalog v2\t1\textra",
        ]
    )
    func rejectsBadHeader(header: String) {
        let text = header + "\n" + Self.goodLine

        let error = #expect(throws: CatalogError.self) { try BundledCatalogParser.parse(text) }

        #expect(Self.reason(error).contains("line 1:"))
    }

    @Test("Empty text is rejected rather than read as an empty catalog")
    func rejectsEmptyText() {
        #expect(throws: CatalogError.unavailable(reason: "the bundled catalog is empty")) {
            try BundledCatalogParser.parse("")
        }
    }

    @Test("A film count that disagrees with the header is rejected, so truncation is caught", arguments: [0, 2])
    func rejectsCountMismatch(promised: Int) {
        let text = Self.catalog([Self.goodLine], count: promised)

        let error = #expect(throws: CatalogError.self) { try BundledCatalogParser.parse(text) }

        #expect(Self.reason(error).contains("promises \(promised) films but holds 1"))
    }
}
