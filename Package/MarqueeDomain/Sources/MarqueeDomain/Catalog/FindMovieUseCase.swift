import Foundation

/// Finds the one film a user means, by id or by title.
///
/// `tt0133093`, `The Matrix` and `the matrix` all find the same film. When nothing matches
/// exactly, the error carries the closest titles so the user can try again at once.
public struct FindMovieUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let matcher = MovieMatcher()

    /// Creates the use case.
    public init(catalog: any CatalogRepository) { self.catalog = catalog }

    /// Resolves an id or a title to one film.
    /// - Parameter query: an id such as `tt0133093`, or a title.
    /// - Returns: the film.
    /// - Throws: ``CatalogError/noMatch(query:closest:)`` with suggestions when nothing matches
    ///   exactly or several films share the title; ``CatalogError/unavailable(reason:)`` when the catalog fails.
    public func execute(_ query: String) async throws(CatalogError) -> Movie {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            return try await catalog.movie(withID: MovieID(trimmed))
        } catch {
            guard case .notFound = error else { throw error }
        }
        let movies = try await catalog.allMovies()
        let matches = matcher.search(trimmed, in: movies, limit: 5)
        let exact = matches.filter { $0.quality == .exactTitle }
        if exact.count == 1, let only = exact.first { return only.movie }
        if matches.isEmpty, trimmed.hasPrefix("tt") {
            let nearIDs = movies.filter { EditDistance.isWithinOne($0.id.rawValue, trimmed) }.prefix(3)
            throw .noMatch(query: trimmed, closest: Array(nearIDs))
        }
        throw .noMatch(query: trimmed, closest: (exact.isEmpty ? matches : exact).map(\.movie))
    }
}
