import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct StoredMovieTests {
    private static let everyField = Movie(
        id: MovieID("tt0133093"),
        title: "The Matrix",
        year: 1999,
        runtimeMinutes: 136,
        genres: [.sciFi, .action],
        directors: ["Lana Wachowski", "Lilly Wachowski"],
        cast: ["Keanu Reeves"],
        contentRating: .r,
        criticScore: 7.8,
        reviewCount: 209,
        language: "English",
        countries: ["United States"],
        posterURL: URL(string: "https://example.com/600x600bb.jpg"),
        summary: "A hacker learns the truth.",
        price: Price(amount: Decimal.fixture("3.99"), currencyCode: "USD")
    )

    private func throughJSON<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test("A film with every field set survives the disk shape and JSON unchanged")
    func movieRoundTrip() throws {
        #expect(try throughJSON(StoredMovie(Self.everyField)).movie == Self.everyField)
    }

    @Test("Details with every field set survive the disk shape and JSON unchanged")
    func detailsRoundTrip() throws {
        var details = try RSSExpected.wonkaDetails()
        details.catalogID = MovieID("tt1234567")

        #expect(try throughJSON(StoredMovieDetails(details)).details == details)
    }

    @Test("A genre or rating from a newer build is dropped on read instead of failing the entry")
    func unknownSpellings() {
        var stored = StoredMovie(Self.everyField)
        stored.genres = ["Sci-Fi", "Space Opera"]
        stored.contentRating = "PG-15"

        #expect(stored.movie.genres == [.sciFi])
        #expect(stored.movie.contentRating == nil)
    }
}
