import MarqueeDomain
import Testing

/// A store double for code paths that must never reach the network: any call records an issue and fails.
struct UnimplementedShop: ShopCatalogRepository, ShopMatching {
    private let sourceLocation: SourceLocation

    init(sourceLocation: SourceLocation = #_sourceLocation) { self.sourceLocation = sourceLocation }

    func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        throw fail("topMovies(in:country:limit:)")
    }

    func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        throw fail("search(_:country:limit:)")
    }

    func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails> {
        throw fail("details(for:country:)")
    }

    func match(title: String, year: Int?, country: String) async throws(CatalogError) -> Sourced<MovieDetails?> {
        throw fail("match(title:year:country:)")
    }

    private func fail(_ method: String) -> CatalogError {
        Issue.record("ShopCatalogRepository.\(method) was called but not set up", sourceLocation: sourceLocation)
        return .unavailable(reason: "unimplemented test double")
    }
}
