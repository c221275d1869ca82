/// Finds a bundled catalog film in a live store, to add what the catalog lacks: poster, summary, price, trailer.
public protocol ShopMatching: Sendable {
    /// Finds the store's film with this title and year.
    /// - Parameters:
    ///   - title: the catalog title; compared folded (case, accents and punctuation ignored).
    ///   - year: the catalog year; the store's year may differ by one (release dates differ by country).
    ///     `nil` accepts a title match from any year.
    ///   - country: the storefront, a lower-case ISO 3166 code such as `us`.
    /// - Returns: the store's details for the film, or `nil` when the store has no such film.
    /// - Throws: ``CatalogError`` when the store cannot be reached or answers badly.
    func match(title: String, year: Int?, country: String) async throws(CatalogError) -> Sourced<MovieDetails?>
}
