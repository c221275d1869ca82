import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct GenreTests {
    @Test(
        "Genre.parse forgives case, spaces and hyphens and rejects unknown names",
        arguments: [
            ("Sci-Fi", Genre.sciFi), ("sci fi", .sciFi), ("SCIFI", .sciFi), ("sci-fi", .sciFi),
            ("  drama ", .drama), ("Music", .music), ("musical", .musical), ("western", .western),
            ("Film-Noir", nil), ("", nil), ("123", nil), ("Sci-Fy", nil),
        ] as [(String, Genre?)]
    )
    func parsesLooseInput(text: String, expected: Genre?) {
        #expect(Genre.parse(text) == expected)
    }

    @Test("Every genre parses back from its own catalog spelling", arguments: Genre.allCases)
    func parsesOwnRawValue(genre: Genre) {
        #expect(Genre.parse(genre.rawValue) == genre)
    }

    @Test("Genres sort alphabetically by name, and each index is its position in allCases")
    func ordersAlphabetically() {
        #expect(Genre.allCases.sorted() == Genre.allCases)
        #expect(Genre.allCases.map(\.rawValue) == Genre.allCases.map(\.rawValue).sorted())
        #expect(Genre.allCases.map(\.index) == Array(0..<Genre.allCases.count))
    }
}
