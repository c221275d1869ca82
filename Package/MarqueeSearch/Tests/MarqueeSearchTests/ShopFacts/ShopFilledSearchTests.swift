import MarqueeDomain
import MarqueeSearch
import Testing

/// Search finds a thin film by what the store filled in (its director), ranked as the catalog ranks that director's
/// films, and every result shows the film with its store facts.
struct ShopFilledSearchTests {
    private static let totoro = Movie(
        id: MovieID("tt0096283"), title: "My Neighbor Totoro", year: 1988, runtimeMinutes: 86,
        genres: [.animation], directors: ["Hayao Miyazaki"], reviewCount: 59)
    private static let nausicaa = Movie(
        id: MovieID("tt0087544"), title: "Nausicaä of the Valley of the Wind", year: 1984, runtimeMinutes: 117,
        genres: [.animation], directors: ["Hayao Miyazaki"], reviewCount: 22)
    private static let heat = Movie(
        id: MovieID("tt0113277"), title: "Heat", year: 1995, runtimeMinutes: 170, genres: [.crime],
        directors: ["Michael Mann"], reviewCount: 80)
    private static let thin = Movie(
        id: MovieID("ml:5618"), title: "Spirited Away", year: 2001, genres: [.animation])
    private static let filled: Movie = {
        var movie = thin
        movie.runtimeMinutes = 125
        movie.directors = ["Hayao Miyazaki"]
        movie.storeFilled = [.runtime, .directors]
        return movie
    }()

    private static func search(filled: [Movie]) -> ShopFilledSearch {
        ShopFilledSearch(wrapping: IndexedSearch(movies: [totoro, nausicaa, heat, thin])) { filled }
    }

    @Test("The director's surname finds the thin film after the catalog's films by the same director")
    func findsByStoreDirector() async throws {
        let found = try await Self.search(filled: [Self.filled]).search("miyazaki", limit: 10)
        let catalogAlone = try await Self.search(filled: []).search("miyazaki", limit: 10)

        #expect(catalogAlone.map(\.movie) == [Self.totoro, Self.nausicaa])
        #expect(
            found == catalogAlone + [MovieMatch(movie: Self.filled, quality: catalogAlone[0].quality)])
    }

    @Test("The catalog's own match of the thin film shows it with its store facts, once")
    func catalogMatchIsFilled() async throws {
        let found = try await Self.search(filled: [Self.filled]).search("spirited away", limit: 10)
        let named = try await Self.search(filled: [Self.filled]).film(named: "Spirited Away")

        #expect(found == [MovieMatch(movie: Self.filled, quality: .exactTitle)])
        #expect(named == Self.filled)
    }

    @Test("The limit holds across both indexes")
    func limit() async throws {
        let found = try await Self.search(filled: [Self.filled]).search("miyazaki", limit: 2)

        #expect(found.map(\.movie) == [Self.totoro, Self.nausicaa])
    }
}
