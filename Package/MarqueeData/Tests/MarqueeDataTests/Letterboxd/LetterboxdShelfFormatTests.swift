import Foundation
import MarqueeData
import MarqueeDomain
import Testing

struct LetterboxdShelfFormatTests {
    private let format = LetterboxdShelfFormat()

    @Test("Export writes the import columns, empty rating and watch date, both tags, and quotes what needs it")
    func encode() {
        let rows = [
            ShelfExportRow(
                imdbID: MovieID("tt0060196"), title: "The Good, the Bad and the Ugly", year: 1966,
                directors: ["Sergio Leone"], reactions: [.like, .save]),
            ShelfExportRow(imdbID: nil, title: "Store \"Film\"", year: nil, directors: [], reactions: [.save]),
        ]

        #expect(
            String(decoding: format.encode(rows), as: UTF8.self)
                == "imdbID,Title,Year,Directors,Rating,WatchedDate,Tags\r\n"
                + "tt0060196,\"The Good, the Bad and the Ugly\",1966,Sergio Leone,,,\"marquee-liked, marquee-saved\"\r\n"
                + ",\"Store \"\"Film\"\"\",,,,,marquee-saved\r\n"
        )
    }

    @Test("Marquee's own export reads back as the rows it wrote, tags and all")
    func roundTrip() throws {
        let rows = [
            ShelfExportRow(
                imdbID: MovieID("tt0133093"), title: "The Matrix", year: 1999,
                directors: ["Lana Wachowski", "Lilly Wachowski"], reactions: [.like])
        ]

        #expect(
            try format.decode(format.encode(rows), fileName: "marquee.csv") == [
                ShelfImportRow(
                    line: 2, title: "The Matrix", year: 1999, imdbID: MovieID("tt0133093"), tags: ["marquee-liked"])
            ]
        )
    }

    @Test(
        "Letterboxd's own exports read by shape: a watchlist saves, likes like, watched only seen, ratings per row",
        arguments: [
            ("watchlist.csv", "Date,Name,Year,Letterboxd URI\n2024-01-02,Heat,1995,https://boxd.it/1\n", .save, nil),
            ("likes/films.csv", "Date,Name,Year,Letterboxd URI\n2024-01-02,Heat,1995,https://boxd.it/1\n", .like, nil),
            ("watched.csv", "Date,Name,Year,Letterboxd URI\n2024-01-02,Heat,1995,https://boxd.it/1\n", nil, nil),
            (
                "ratings.csv", "Date,Name,Year,Letterboxd URI,Rating\n2024-01-02,Heat,1995,https://boxd.it/1,3.5\n",
                nil, 7
            ),
            ("import.csv", "Title,Year,Rating10\nHeat,1995,9\n", nil, 9),
        ] as [(String, String, Reaction?, Int?)]
    )
    func letterboxdShapes(fileName: String, csv: String, implied: Reaction?, rating: Int?) throws {
        #expect(
            try format.decode(Data(csv.utf8), fileName: fileName) == [
                ShelfImportRow(
                    line: 2, title: "Heat", year: 1995, ratingOutOfTen: rating, impliedReaction: implied)
            ]
        )
    }

    @Test(
        "A watchlist-shaped file likes only when its own name says likes, or it is Letterboxd's likes/films.csv",
        arguments: [
            ("likes.csv", Reaction.like),
            ("export/likes/films.csv", .like),
            ("Downloads/Liked-Films.csv", .like),
            ("my_likes.CSV", .like),
            ("dislikes/films.csv", .save),
            ("unlikely-picks.csv", .save),
            ("likes/watchlist.csv", .save),
            ("likely/films.csv", .save),
            ("watchlist.csv", .save),
        ]
    )
    func likesFileName(fileName: String, implied: Reaction) throws {
        let csv = "Date,Name,Year,Letterboxd URI\n2024-01-02,Heat,1995,https://boxd.it/1\n"

        #expect(
            try format.decode(Data(csv.utf8), fileName: fileName) == [
                ShelfImportRow(line: 2, title: "Heat", year: 1995, impliedReaction: implied)
            ]
        )
    }

    @Test("A byte-order mark is skipped, and a header without rows has no rows")
    func bomAndHeaderOnly() throws {
        #expect(
            try format.decode(Data("\u{FEFF}Title,Year\nHeat,1995\n".utf8), fileName: "a.csv") == [
                ShelfImportRow(line: 2, title: "Heat", year: 1995)
            ]
        )
        #expect(try format.decode(Data("Title,Year\r\n".utf8), fileName: "a.csv") == [])
    }

    @Test(
        "A file with no header at all (0 bytes, a byte-order mark, blank lines) is empty, a typed error",
        arguments: [Data(), Data("\u{FEFF}".utf8), Data("\n\r\n\n".utf8)]
    )
    func emptyFile(data: Data) {
        #expect(throws: ShelfTransferError.emptyFile(path: "a.csv")) { try format.decode(data, fileName: "a.csv") }
    }

    @Test(
        "A header without a title column, or bytes that are not UTF-8, are typed errors",
        arguments: [
            (Data("imdbID,Year\ntt0133093,1999\n".utf8), ShelfTransferError.missingTitleColumn(line: 1)),
            (Data("\n\nFoo\nbar\n".utf8), ShelfTransferError.missingTitleColumn(line: 3)),
            (Data([0x54, 0x69, 0xFF, 0xFE]), ShelfTransferError.notUTF8),
        ]
    )
    func badFiles(data: Data, error: ShelfTransferError) {
        #expect(throws: error) { try format.decode(data, fileName: "a.csv") }
    }
}
