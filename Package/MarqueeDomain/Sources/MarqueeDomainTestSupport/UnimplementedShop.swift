import MarqueeDomain
import Testing

/// A shop double for code paths that must never reach the network: any call records an issue and fails.
public struct UnimplementedShop: ShopCatalogRepository, ShopMatching {
    private let sourceLocation: SourceLocation

    /// Creates the double; an unexpected call is reported at `sourceLocation`, where the test made it.
    public init(sourceLocation: SourceLocation = #_sourceLocation) { self.sourceLocation = sourceLocation }

    /// Records an issue and fails.
    public func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError)
        -> Sourced<[Movie]>
    {
        throw fail("topMovies(in:country:limit:)")
    }

    /// Records an issue and fails.
    public func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        throw fail("search(_:country:limit:)")
    }

    /// Records an issue and fails.
    public func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails> {
        throw fail("details(for:country:)")
    }

    /// Records an issue and fails.
    public func match(title: String, year: Int?, country: String) async throws(CatalogError)
        -> Sourced<MovieDetails?>
    {
        throw fail("match(title:year:country:)")
    }

    private func fail(_ method: String) -> CatalogError {
        Issue.record("ShopCatalogRepository.\(method) was called but not set up", sourceLocation: sourceLocation)
        return .unavailable(reason: "unimplemented test double")
    }
}
