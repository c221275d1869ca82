import Foundation

/// Finds the one film a user means, by id or by title.
///
/// `tt0133093`, `The Matrix` and `the matrix` all find the same film, and a year in any of the usual forms
/// (`Heat (1995)`, `heat 1995`, `1995 heat`) picks among films that share a title: a title is read by
/// ``SearchQuery``, as search reads it. When nothing matches exactly, the error carries the closest titles, the
/// best-known first, so the user can try again at once.
public struct FindMovieUseCase: Sendable {
    private let catalog: any CatalogRepository

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
        // The same reader as search: "Heat (1995)", "heat 1995" and "1995 heat" name the 1995 Heat.
        let reading = SearchQuery(trimmed)
        let matches = try await catalog.searchIndex().search(reading, limit: 5)
        let exact = matches.filter { $0.quality == .exactTitle }
        let ofYear = reading.year.map { year in exact.filter { $0.movie.year == year } } ?? []
        if ofYear.count == 1, let only = ofYear.first { return only.movie }
        if exact.count == 1, let only = exact.first { return only.movie }
        if matches.isEmpty, trimmed.hasPrefix("tt") {
            let movies = try await catalog.allMovies()
            let nearIDs = movies.filter { EditDistance.isWithinOne($0.id.rawValue, trimmed) }.prefix(3)
            throw .noMatch(query: trimmed, closest: Array(nearIDs))
        }
        // Films sharing a title are listed with the one most people know first (MovieLens ratings, then reviews).
        let known = exact.enumerated().sorted { lhs, rhs in
            let (left, right) = (Self.knownBy(lhs.element.movie), Self.knownBy(rhs.element.movie))
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
        throw .noMatch(query: trimmed, closest: (exact.isEmpty ? matches : known).map(\.movie))
    }

    /// How many people know a film, for ordering films that share a title: its audience ratings, then reviews.
    private static func knownBy(_ movie: Movie) -> (Int, Int) { (movie.audience?.ratings ?? 0, movie.reviewCount) }
}
