import MarqueeDomain
import MarqueeDomainTestSupport

/// A catalog double that serves a fixed list of films and answers `notFound` for any other id.
struct InMemoryCatalog: CatalogRepository {
    let movies: [Movie]

    init(_ movies: [Movie] = Films.all) { self.movies = movies }

    func allMovies() async throws(CatalogError) -> [Movie] { movies }

    func movie(withID id: MovieID) async throws(CatalogError) -> Movie {
        guard let movie = movies.first(where: { $0.id == id || $0.formerIDs.contains(id) }) else {
            throw .notFound(id)
        }
        return movie
    }
}
