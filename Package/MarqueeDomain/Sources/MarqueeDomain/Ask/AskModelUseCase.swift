/// Asks a language model for films and grounds every pick in the catalog.
public struct AskModelUseCase: Sendable {
    private let model: any ChatModelRepository
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository
    private let store: ShopPickGrounding?

    /// Creates the use case.
    /// - Parameters:
    ///   - model: the language model.
    ///   - catalog: the bundled catalog every pick is matched against first.
    ///   - profile: the user's profile, summarised into the prompt; its passed films are dropped.
    ///   - store: the film store for picks the catalog lacks, or `nil` to ground in the catalog only.
    public init(
        model: any ChatModelRepository, catalog: any CatalogRepository, profile: any ProfileRepository,
        store: ShopPickGrounding? = nil
    ) {
        self.model = model
        self.catalog = catalog
        self.profile = profile
        self.store = store
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
        let grounding = PickGrounding(movies: movies)
        let filter = GroundedPickFilter(passed: Set(stored.passed.keys))
        let system = ChatPrompt.system(profile: stored, movies: movies, limit: limit)
        // Streamed picks go through one queue, so a pick waiting for the store never lets a later one overtake it.
        let (arrivals, arrival) = AsyncStream.makeStream(of: ChatPick.self)
        let streaming = Task { [store] in
            var resolved: [ChatPick: Movie?] = [:]
            for await pick in arrivals {
                let movie = await Self.ground(pick, in: grounding, or: store)
                resolved[pick] = movie
                let grounded = GroundedPick(pick: pick, movie: movie)
                if filter.admit(grounded) { onPick(grounded) }
            }
            return resolved
        }
        let reply: ChatModelReply
        do {
            reply = try await model.picks(for: conversation.messages(system: system)) { arrival.yield($0) }
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
                movie = await Self.ground(pick, in: grounding, or: store)
            }
            picks.append(GroundedPick(pick: pick, movie: movie))
        }
        // A fresh filter: the streaming one has already let these films through once.
        picks = picks.filter(GroundedPickFilter(passed: Set(stored.passed.keys)).admit)
        return AskModelAnswer(
            picks: picks, unreadable: reply.unreadable, total: reply.picks.count + reply.unreadable,
            wasCut: reply.wasCut)
    }

    private static func ground(_ pick: ChatPick, in catalog: PickGrounding, or store: ShopPickGrounding?) async
        -> Movie?
    {
        if let movie = catalog.movie(for: pick) { return movie }
        return await store?.movie(for: pick)
    }
}
