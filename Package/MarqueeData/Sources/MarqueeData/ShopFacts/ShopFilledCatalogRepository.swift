import MarqueeDomain

/// The catalog with what the store filled in added (``ShopFactsFile``): every use case that reads films (ask,
/// detail, saved, together) sees a thin classic's store runtime and directors, each labelled as the store's.
///
/// A decorator rather than a change to the catalog's storage: the bundled blob and an imported IMDb catalog are
/// read-only and shared, while these facts are one person's, from their own lookups.
public struct ShopFilledCatalogRepository: CatalogRepository {
    private let wrapped: any CatalogRepository
    private let facts: ShopFactsFile

    /// Wraps a catalog.
    /// - Parameters:
    ///   - wrapped: the catalog, which keeps every fact it has.
    ///   - facts: what the store filled in.
    public init(wrapping wrapped: any CatalogRepository, facts: ShopFactsFile) {
        self.wrapped = wrapped
        self.facts = facts
    }

    /// Every film, the ones the store filled in with their store facts.
    public func allMovies() async throws(CatalogError) -> [Movie] {
        let movies = try await wrapped.allMovies()
        let known = facts.all()
        guard !known.isEmpty else { return movies }
        var filled = movies
        for index in filled.indices {
            if let stored = known[filled[index].id] { filled[index] = stored.filling(filled[index]) }
        }
        return filled
    }

    /// One film, with its store facts when it has any.
    public func movie(withID id: MovieID) async throws(CatalogError) -> Movie {
        let movie = try await wrapped.movie(withID: id)
        return facts.all()[movie.id].map { $0.filling(movie) } ?? movie
    }

    /// The films the store filled in, for search to find them by their store directors too; films the catalog no
    /// longer has are left out.
    public func filledFilms() async -> [Movie] {
        var films: [Movie] = []
        for (id, stored) in facts.all().sorted(by: { $0.key < $1.key }) {
            guard let movie = try? await wrapped.movie(withID: id), movie.id == id else { continue }
            films.append(stored.filling(movie))
        }
        return films
    }
}
