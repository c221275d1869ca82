/// Answers a plain-English request offline: reads it, then ranks the catalog for the stored profile.
public struct AskCatalogUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository
    /// What reads the request, and a follow-up's references to earlier picks.
    public let reader: any RequestReading
    private let engine: any CriteriaAnswering

    /// Creates the use case.
    /// - Parameters:
    ///   - catalog: the films to answer from.
    ///   - profile: the person's taste.
    ///   - reader: reads what the request asks for.
    ///   - engine: ranks the catalog for what the request asks.
    public init(
        catalog: any CatalogRepository, profile: any ProfileRepository, reader: any RequestReading,
        engine: any CriteriaAnswering
    ) {
        self.catalog = catalog
        self.profile = profile
        self.reader = reader
        self.engine = engine
    }

    /// Reads a request and answers it from the catalog.
    /// - Parameters:
    ///   - request: what the user typed, for example "90s horror that isn't too gory".
    ///   - limit: how many picks when the request does not say.
    ///   - earlier: what a chat asked so far, which a follow-up without a subject of its own narrows.
    /// - Returns: the picks and what the request was understood to mean.
    /// - Throws: ``SourceError`` naming which source failed.
    public func execute(_ request: String, limit: Int = 5, refining earlier: AskCriteria? = nil)
        async throws(SourceError) -> AskAnswer
    {
        let stored: UserProfile
        do { stored = try await profile.load() } catch { throw .profile(error) }
        let movies: [Movie]
        do { movies = try await catalog.allMovies() } catch { throw .catalog(error) }
        let criteria = reader.read(request, catalog: movies, refining: earlier)
        return engine.answer(criteria, from: movies, profile: stored, limit: limit)
    }
}
