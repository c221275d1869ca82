import MarqueeDomain

/// What every `CatalogRepository` promises, checked the same way for each: the array catalog and the bundled one.
public enum CatalogRepositoryContract {
    /// A broken promise, naming it.
    public struct Violation: Error, CustomStringConvertible {
        /// What the catalog did wrong.
        public let description: String
    }

    /// Checks a catalog against the contract.
    ///
    /// `allMovies()` is non-empty and the same on a second call; ids are unique; `movie(withID:)` returns the same
    /// film for every id (or for `sampling` ids spread over the catalog, plus the first and the last); an unknown
    /// id throws `notFound`.
    /// - Parameters:
    ///   - catalog: the catalog under test.
    ///   - sampling: how many ids to look up one by one, or `nil` for all of them.
    /// - Throws: a ``Violation`` naming the first broken promise, or the catalog's own error.
    public static func verify(_ catalog: any CatalogRepository, sampling: Int? = nil) async throws {
        let movies = try await catalog.allMovies()
        guard !movies.isEmpty else { throw Violation(description: "allMovies() is empty") }
        guard try await catalog.allMovies() == movies else {
            throw Violation(description: "allMovies() differs between two calls")
        }
        guard Set(movies.map(\.id)).count == movies.count else {
            throw Violation(description: "two films share an id")
        }
        let step = sampling.map { max(1, movies.count / max($0, 1)) } ?? 1
        var rows = Array(stride(from: 0, to: movies.count, by: step))
        rows.append(movies.count - 1)
        for row in rows {
            let movie = movies[row]
            guard try await catalog.movie(withID: movie.id) == movie else {
                throw Violation(description: "movie(withID: \(movie.id)) is not the film allMovies() lists")
            }
        }
        let unknown = MovieID("tt-not-in-any-catalog")
        let found: Result<Movie, CatalogError>
        do { found = .success(try await catalog.movie(withID: unknown)) } catch { found = .failure(error) }
        guard case .failure(.notFound(unknown)) = found else {
            throw Violation(description: "an unknown id gave \(found), not notFound")
        }
    }
}
