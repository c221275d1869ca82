import Foundation

/// Finds the one film a user means, by id or by title.
public struct FindMovieUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let search: any CatalogSearching

    /// Creates the use case.
    public init(catalog: any CatalogRepository, search: any CatalogSearching) {
        self.catalog = catalog
        self.search = search
    }

    /// Resolves an id or a title to one film.
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
