import MarqueeDomain
import Testing

/// A catalog double for code paths that must never reach the catalog: any call records an issue and fails.
public struct UnimplementedCatalogRepository: CatalogRepository {
    private let sourceLocation: SourceLocation

    /// Creates the double; an unexpected call is reported at `sourceLocation`, where the test made it.
    public init(sourceLocation: SourceLocation = #_sourceLocation) { self.sourceLocation = sourceLocation }

    /// Records an issue and fails.
    public func allMovies() async throws(CatalogError) -> [Movie] {
        Issue.record("CatalogRepository.allMovies() was called but not set up", sourceLocation: sourceLocation)
        throw .unavailable(reason: "unimplemented test double")
    }

    /// Records an issue and fails.
    public func movie(withID id: MovieID) async throws(CatalogError) -> Movie {
        Issue.record("CatalogRepository.movie(withID: \(id)) was called but not set up", sourceLocation: sourceLocation)
        throw .unavailable(reason: "unimplemented test double")
    }
}
