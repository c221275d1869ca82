/// Answers the form: the recommender service when one is configured, else (or when it fails) the local engine.
public struct RecommendMoviesUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository
    private let service: (any RecommenderRepository)?
    private let engine: any FormAnswering
    private let titles: any TitleMatching

    /// Creates the use case.
    /// - Parameters:
    ///   - catalog: the bundled catalog, for the local engine and for grounding the service's picks.
    ///   - profile: the user's profile, for the local engine's weighting.
    ///   - service: the recommender service, or `nil` when none is configured.
    ///   - engine: the local engine.
    ///   - titles: finds the catalog film each of the service's cards names.
    public init(
        catalog: any CatalogRepository,
        profile: any ProfileRepository,
        service: (any RecommenderRepository)?,
        engine: any FormAnswering,
        titles: any TitleMatching
    ) {
        self.catalog = catalog
        self.profile = profile
        self.service = service
        self.engine = engine
        self.titles = titles
    }

    /// Answers a form.
    /// - Parameters:
    ///   - form: the checked form.
    ///   - allowsFallback: whether the local engine answers when the service fails.
    ///   - limit: how many picks to return.
    ///   - progress: called with news while the service takes a while.
    /// - Returns: the picks and who answered.
    /// - Throws: ``RecommendError/service(_:)`` when the service failed and fallback is off (or the request was
    ///   cancelled); ``RecommendError/catalog(_:)`` or ``RecommendError/profile(_:)`` when the local data failed.
    public func execute(
        _ form: RecommendationForm,
        allowsFallback: Bool = true,
        limit: Int = 5,
        progress: @escaping @Sendable (RecommenderProgress) -> Void = { _ in }
    ) async throws(RecommendError) -> FormRecommendations {
        let movies: [Movie]
        do { movies = try await catalog.allMovies() } catch { throw .catalog(error) }
        guard let service else { return try await local(form, movies: movies, limit: limit, source: .local) }
        let reply: RecommenderReply
        do {
            reply = try await service.recommend(form, progress: progress)
        } catch {
            guard allowsFallback, error != .cancelled else { throw .service(error) }
            return try await local(form, movies: movies, limit: limit, source: .localFallback(because: error))
        }
        let picks = CatalogGrounding(movies: movies, titles: titles).picks(for: reply.recommendations, limit: limit)
        return FormRecommendations(form: form, picks: picks, source: .service, discarded: reply.discarded)
    }

    private func local(
        _ form: RecommendationForm,
        movies: [Movie],
        limit: Int,
        source: FormAnswerSource
    ) async throws(RecommendError) -> FormRecommendations {
        let stored: UserProfile
        do { stored = try await profile.load() } catch { throw .profile(error) }
        let answer = engine.answer(form, from: movies, profile: stored, limit: limit)
        let picks = answer.recommendations.map { FormPick(recommendation: $0, isInCatalog: true) }
        return FormRecommendations(form: form, picks: picks, source: source, relaxation: answer.relaxation)
    }
}
