import MarqueeDomain

/// A store that cannot be reached: every question fails as offline, so callers fall back to the bundled catalog.
struct UnavailableShop: ShopCatalogRepository, ShopMatching {
    private static let failure = CatalogError.offline(reason: .notConfigured)

    func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError)
        -> Sourced<[Movie]>
    {
        throw Self.failure
    }

    func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        throw Self.failure
    }

    func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails> {
        throw Self.failure
    }

    func match(title: String, year: Int?, country: String) async throws(CatalogError) -> Sourced<MovieDetails?> {
        throw Self.failure
    }
}
