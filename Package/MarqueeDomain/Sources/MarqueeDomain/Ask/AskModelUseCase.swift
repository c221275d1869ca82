/// Asks a language model for films and grounds every pick in the catalog.
public struct AskModelUseCase: Sendable {
    private let model: any ChatModelRepository
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository
    private let store: (any ShopCatalogRepository)?
    private let country: String
    private let titles: any TitleMatching

    /// Creates the use case.
    /// - Parameters:
    ///   - model: the language model.
    ///   - catalog: the bundled catalog every pick is matched against first.
    ///   - profile: the user's profile, summarised for the model as a ``ChatTaste``; its passed films are dropped.
    ///   - store: the film store for picks the catalog lacks, or `nil` to ground in the catalog only.
    ///   - country: the store's storefront, such as `us`.
    ///   - titles: finds the film each pick names.
    public init(
        model: any ChatModelRepository, catalog: any CatalogRepository, profile: any ProfileRepository,
        store: (any ShopCatalogRepository)? = nil, country: String = "us", titles: any TitleMatching
    ) {
        self.model = model
        self.catalog = catalog
        self.profile = profile
        self.store = store
        self.country = country
        self.titles = titles
    }

    /// The model's name.
    public var modelName: String { model.modelName }

    /// Asks the model about the conversation's last question.
    /// - Parameters:
    ///   - conversation: the chat so far, ending with the question.
    ///   - limit: how many picks to ask for.
    ///   - onPick: called with each grounded pick as soon as it is complete.
    /// - Returns: the grounded picks and what could not be read.
    /// - Throws: ``AskModelError`` naming what failed.
    public func execute(
        _ conversation: ChatConversation,
        limit: Int = 5,
        onPick: @escaping @Sendable (GroundedPick) -> Void = { _ in }
    ) async throws(AskModelError) -> AskModelAnswer {
        let stored: UserProfile
        do { stored = try await profile.load() } catch { throw .feed(.profile(error)) }
        let movies: [Movie]
        do { movies = try await catalog.allMovies() } catch { throw .feed(.catalog(error)) }
        let passed = Set(stored.passed.keys)
        let taste = ChatTaste(profile: stored, movies: movies, limit: limit)
        // Streamed picks go through one queue, so a pick waiting for the store never lets a later one overtake it.
        let (arrivals, arrival) = AsyncStream.makeStream(of: ChatPick.self)
        let streaming = Task { [self] in
            var resolved: [ChatPick: Movie?] = [:]
            var shown: Set<MovieID> = []
            for await pick in arrivals {
                let movie = await ground(pick, in: movies)
                resolved[pick] = movie
                let grounded = GroundedPick(pick: pick, movie: movie)
                if Self.admits(grounded, passed: passed, shown: &shown) { onPick(grounded) }
            }
            return resolved
        }
        let reply: ChatModelReply
        do {
            reply = try await model.picks(for: conversation, taste: taste) { arrival.yield($0) }
        } catch {
            // The picks that arrived before the failure are still handed on: what the user saw stays true.
            arrival.finish()
            _ = await streaming.value
            throw .model(error)
        }
        arrival.finish()
        let resolved = await streaming.value
        var picks: [GroundedPick] = []
        for pick in reply.picks {
            // A model that does not stream hands over its picks only here, so they are grounded now.
            let movie: Movie?
            if let known = resolved[pick] {
                movie = known
            } else {
                movie = await ground(pick, in: movies)
            }
            picks.append(GroundedPick(pick: pick, movie: movie))
        }
        // A fresh set: the streaming one has already let these films through once.
        var shown: Set<MovieID> = []
        picks = picks.filter { Self.admits($0, passed: passed, shown: &shown) }
        return AskModelAnswer(
            picks: picks, unreadable: reply.unreadable, total: reply.picks.count + reply.unreadable,
            wasCut: reply.wasCut)
    }

    /// The catalog film a pick names, else the store's when the store can be reached.
    private func ground(_ pick: ChatPick, in catalog: [Movie]) async -> Movie? {
        if let movie = titles.film(for: pick, in: catalog) { return movie }
        guard let store, let found = try? await store.search(pick.title, country: country, limit: 10) else {
            return nil
        }
        return titles.film(for: pick, in: found.value)
    }

    /// Whether to show a pick: not a passed film, and not a film already shown.
    private static func admits(_ pick: GroundedPick, passed: Set<MovieID>, shown: inout Set<MovieID>) -> Bool {
        guard let id = pick.movie?.id else { return true }
        return !passed.contains(id) && shown.insert(id).inserted
    }
}
