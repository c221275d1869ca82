import MarqueeDomain
import MarqueeDomainTestSupport

/// A catalog held in memory: a fixed list of films, or a failure every call answers with.
struct InMemoryCatalogRepository: CatalogRepository {
    let movies: [Movie]
    let failure: CatalogError?

    /// Creates a catalog of `movies` (the dozen ``Films`` by default) that fails every call with `failure` when set.
    init(movies: [Movie] = Films.dozen, failingWith failure: CatalogError? = nil) {
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
