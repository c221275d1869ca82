/// The catalog ranked for a person: the seam between the feed's use cases and the engine that ranks.
public protocol FeedRanking: Sendable {
    /// The catalog ranked for a profile, best first; never a passed film, liked films left out.
    /// - Parameters:
    ///   - profile: the person's reactions and preferences.
    ///   - limit: how many films to return.
    ///   - genre: when set, only films of this genre.
    /// - Returns: the picks with their scores and reasons, best first.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    func feed(for profile: UserProfile, limit: Int, genre: Genre?) async throws(CatalogError) -> [Recommendation]

    /// The best-rated films, of any of `genres` when given: Discover's rows when the store has nothing.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    func bestRated(_ limit: Int, in genres: GenreSet?) async throws(CatalogError) -> [Movie]

    /// "People who liked this also liked": the film's co-rating neighbours among `movies` that are good films.
    func films(like movie: Movie, among movies: [Movie]) -> [Recommendation]
}
