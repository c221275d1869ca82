import MarqueeDomain

/// A catalog held in an array: the plainest `CatalogRepository`, for tests and as a reading example.
public struct ArrayCatalog: CatalogRepository {
    /// The films, in the order `allMovies()` returns them.
    public let movies: [Movie]
    /// When set, every call fails with it.
    public let failure: CatalogError?
    private let byID: [MovieID: Movie]

    /// Serves `movies`, or fails every call with `failure` when it is set.
    public init(_ movies: [Movie] = Films.all, failingWith failure: CatalogError? = nil) {
        self.movies = movies
        self.failure = failure
        // A film answers to its former ids too, as the bundled catalog's merged MovieLens entries do.
        let keyed = movies.flatMap { movie in ([movie.id] + movie.formerIDs).map { ($0, movie) } }
        byID = Dictionary(keyed, uniquingKeysWith: { first, _ in first })
    }

    /// The films, or the failure.
    public func allMovies() async throws(CatalogError) -> [Movie] {
        if let failure { throw failure }
        return movies
    }

    /// The film with this id or former id, or `notFound`; the failure when one is set.
    public func movie(withID id: MovieID) async throws(CatalogError) -> Movie {
        if let failure { throw failure }
        guard let movie = byID[id] else { throw .notFound(id) }
        return movie
    }
}
