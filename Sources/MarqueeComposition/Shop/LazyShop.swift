import MarqueeDomain

/// A store repository that builds the live stack when it is first asked something.
struct LazyShop: ShopCatalogRepository, ShopMatching {
    let stack: ShopStack
    let refreshing: Bool

    func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError)
        -> Sourced<[Movie]>
    {
        try await stack.face(refreshing: refreshing).topMovies(in: genre, country: country, limit: limit)
    }

    func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        try await stack.face(refreshing: refreshing).search(term, country: country, limit: limit)
    }

    func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails> {
        try await stack.face(refreshing: refreshing).details(for: id, country: country)
    }

    func match(title: String, year: Int?, country: String) async throws(CatalogError) -> Sourced<MovieDetails?> {
        try await stack.face(refreshing: refreshing).match(title: title, year: year, country: country)
    }
}
