/// A live film store (Apple's iTunes feeds): charts, search and lookup.
public protocol ShopCatalogRepository: Sendable {
    /// The store's top-movies chart, overall or for one genre.
    /// - Parameters:
    ///   - genre: the chart's genre, or `nil` for the overall chart.
    ///   - country: the storefront, a lower-case ISO 3166 code such as `us`.
    ///   - limit: how many films, at most.
    /// - Returns: the films in chart order.
    /// - Throws: ``CatalogError`` when the store cannot be reached or answers badly.
    func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]>

    /// Searches the store's films.
    /// - Parameters:
    ///   - term: the user's words.
    ///   - country: the storefront.
    ///   - limit: how many films, at most.
    /// - Returns: the films the store found; other media are left out.
    /// - Throws: ``CatalogError`` when the store cannot be reached or answers badly.
    func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]>

    /// Looks up one store film by its id (`itunes:<trackId>`).
    /// - Parameters:
    ///   - id: the store id.
    ///   - country: the storefront.
    /// - Returns: the film's details.
    /// - Throws: ``CatalogError/notFound(_:)`` when the store has no such film.
    func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails>
}
