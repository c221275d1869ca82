import Foundation

/// Finds the one film a user means, by id or by title.
///
/// `tt0133093`, `The Matrix` and `the matrix` all find the same film, and a year in any of the usual forms
/// (`Heat (1995)`, `heat 1995`, `1995 heat`) picks among films that share a title: a title is read by
/// ``CatalogSearching/film(named:)``, as search reads it. When nothing matches exactly, the error carries the closest titles, the
/// best-known first, so the user can try again at once.
public struct FindMovieUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let search: any CatalogSearching

    /// Creates the use case.
    /// - Parameters:
    ///   - catalog: finds a film by id.
    ///   - search: finds a film by title.
    public init(catalog: any CatalogRepository, search: any CatalogSearching) {
        self.catalog = catalog
        self.search = search
    }

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
        return try await search.film(named: trimmed)
    }
}
