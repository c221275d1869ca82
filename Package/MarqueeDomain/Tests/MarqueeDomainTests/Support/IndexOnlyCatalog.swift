import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

/// A catalog double that serves only its search index, as the bundled catalog does without building any film:
/// every other call records an issue and fails.
struct IndexOnlyCatalog: CatalogRepository {
    private let index: SearchIndex
    private let sourceLocation: SourceLocation

    init(_ movies: [Movie] = Films.all, sourceLocation: SourceLocation = #_sourceLocation) {
        index = SearchIndex(movies)
        self.sourceLocation = sourceLocation
    }

    func searchIndex() async throws(CatalogError) -> SearchIndex { index }

    func allMovies() async throws(CatalogError) -> [Movie] {
        Issue.record("CatalogRepository.allMovies() was called by a search", sourceLocation: sourceLocation)
        throw .unavailable(reason: "index-only test double")
    }

    func movie(withID id: MovieID) async throws(CatalogError) -> Movie {
        Issue.record("CatalogRepository.movie(withID:) was called by a search", sourceLocation: sourceLocation)
        throw .unavailable(reason: "index-only test double")
    }

    func filmTable() async throws(CatalogError) -> FilmTable {
        Issue.record("CatalogRepository.filmTable() was called by a search", sourceLocation: sourceLocation)
        throw .unavailable(reason: "index-only test double")
    }
}
