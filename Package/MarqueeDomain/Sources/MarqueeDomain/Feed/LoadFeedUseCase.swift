/// Builds tonight's feed: the catalog ranked for the stored profile.
public struct LoadFeedUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository
    private let engine: RecommendationEngine

    /// Creates the use case.
    public init(catalog: any CatalogRepository, profile: any ProfileRepository, engine: RecommendationEngine = .init())
    {
        self.catalog = catalog
        self.profile = profile
        self.engine = engine
    }

    /// Ranks the catalog for the current profile.
    /// - Parameters:
    ///   - limit: how many films to return.
    ///   - genre: when set, only films of this genre.
    /// - Returns: the feed, best first.
    /// - Throws: ``SourceError`` naming which source failed.
    public func execute(limit: Int, genre: Genre? = nil) async throws(SourceError) -> Feed {
        let stored: UserProfile
        do { stored = try await profile.load() } catch { throw .profile(error) }
        let table: FilmTable
        do { table = try await catalog.filmTable() } catch { throw .catalog(error) }
        // Folded straight from the table's rows: no reacted film becomes a `Movie`, and ranking reads the evidence as is.
        let taste = TasteModel(profile: stored, weights: engine.weights, table: table)
        return Feed(recommendations: engine.rank(table, taste: taste, limit: limit, genre: genre), profile: stored)
    }
}
