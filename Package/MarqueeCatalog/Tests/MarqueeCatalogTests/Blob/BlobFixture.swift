import MarqueeDomain

@testable import MarqueeCatalog
@testable import MarqueeRanking
@testable import MarqueeSearch

/// Small catalogs written as blobs, for the round-trip and corruption tests.
enum BlobFixture {
    /// Three films covering every field: unknowns, lists, non-ASCII names and neighbours in both directions.
    static let movies = [
        Movie(
            id: MovieID("tt0133093"),
            title: "The Matrix",
            year: 1999,
            runtimeMinutes: 136,
            genres: [.sciFi, .action],
            directors: ["Lana Wachowski", "Lilly Wachowski"],
            cast: ["Keanu Reeves", "Carrie-Anne Moss"],
            contentRating: .r,
            criticScore: 7.8,
            reviewCount: 209,
            language: "English",
            countries: ["Australia", "United States"],
            alternateTitles: ["Matrix, The"],
            audience: AudienceScore(mean: 4.18, ratings: 259),
            tomatometer: 88,
            metacritic: 73,
            coLiked: [
                CoLikedFilm(id: MovieID("ml:1"), weight: Double(2500) * 1e-4),
                CoLikedFilm(id: MovieID("tt0363163"), weight: Double(7) * 1e-4),
            ]
        ),
        Movie(
            id: MovieID("tt0363163"),
            title: "Der Untergang",
            year: 2004,
            runtimeMinutes: 156,
            genres: [.history, .war, .drama],
            directors: ["Oliver Hirschbiegel"],
            cast: ["Bruno Ganz", "Alexandra Maria Lara", "Ulrich Matthes", "Keanu Reeves"],
            contentRating: .r,
            criticScore: 7.5,
            reviewCount: 148,
            language: "German",
            countries: ["Germany", "Austria", "Italy"],
            alternateTitles: ["Downfall", "La caída"],
            tomatometer: 90,
            coLiked: [CoLikedFilm(id: MovieID("tt0133093"), weight: Double(1) * 1e-4)],
            oscars: 1,
            formerIDs: [MovieID("ml:30"), MovieID("ml:7")]
        ),
        Movie(id: MovieID("ml:1"), title: "Åsa-Nisse", directors: ["Ragnar Frisk", "Émile Zola"], cast: ["Zoë"]),
    ]

    /// The same films as the writer orders them: by the bytes of their ids.
    static let sorted = [movies[2], movies[0], movies[1]]

    /// The fixture written as a blob.
    static func blob() throws -> [UInt8] {
        try CatalogBlobWriter.blob(of: movies)
    }

    /// A copy of bytes that is never freed, as a film table needs; each test leaks a few kilobytes at most.
    static func immortal(_ bytes: [UInt8]) -> UnsafeRawBufferPointer {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        memory.copyBytes(from: bytes)
        return UnsafeRawBufferPointer(rebasing: memory[..<bytes.count])
    }

    /// Bytes with their checksum rewritten, so a change inside them reaches the structural checks.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        CatalogBlobFormat.seal(&bytes)
        return bytes
    }

    /// Where each section of a blob lies, read from its directory.
    static func sections(of bytes: [UInt8]) -> [(kind: UInt32, range: Range<Int>)] {
        func word(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        return (0..<word(16, 4)).map { entry in
            let at = CatalogBlobFormat.headerSize + entry * CatalogBlobFormat.directoryEntrySize
            let offset = word(at + 8, 8)
            return (UInt32(word(at, 4)), offset..<offset + word(at + 16, 8))
        }
    }
}
