import MarqueeDomain
import MarqueeDomainTestSupport

/// A catalog held in an array: the plainest `CatalogRepository`, or one that fails every call.
struct ArrayCatalog: CatalogRepository {
    let movies: [Movie]
    /// When set, every call fails with it.
    let failure: CatalogError?

    init(_ movies: [Movie] = Films.dozen, failingWith failure: CatalogError? = nil) {
        self.movies = movies
        self.failure = failure
    }

    func allMovies() async throws(CatalogError) -> [Movie] {
        if let failure { throw failure }
        return movies
    }

    func movie(withID id: MovieID) async throws(CatalogError) -> Movie {
        if let failure { throw failure }
        guard let movie = movies.first(where: { $0.id == id }) else { throw .notFound(id) }
        return movie
    }
}
