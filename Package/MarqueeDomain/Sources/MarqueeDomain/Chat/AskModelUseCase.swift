/// Asks a language model for films and grounds every pick in the catalog.
///
/// Each pick is resolved as soon as it arrives and handed on, so a streamed reply prints pick by pick.
/// Films the user passed on are dropped; picks the catalog lacks are kept in the model's own words.
public struct AskModelUseCase: Sendable {
    private let model: any ChatModelRepository
    private let catalog: any CatalogRepository
    private let profile: any ProfileRepository

    /// Creates the use case.
    public init(model: any ChatModelRepository, catalog: any CatalogRepository, profile: any ProfileRepository) {
        self.model = model
        self.catalog = catalog
        self.profile = profile
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
        let reply: ChatModelReply
        do {
            reply = try await model.picks(for: conversation.messages(system: system)) { pick in
                let grounded = GroundedPick(pick: pick, movie: grounding.movie(for: pick))
                if filter.admit(grounded) { onPick(grounded) }
            }
        } catch {
            throw .model(error)
        }
        let check = GroundedPickFilter(passed: Set(stored.passed.keys))
        let picks = reply.picks.map { GroundedPick(pick: $0, movie: grounding.movie(for: $0)) }.filter(check.admit)
        return AskModelAnswer(
            picks: picks, unreadable: reply.unreadable, total: reply.picks.count + reply.unreadable,
            wasCut: reply.wasCut)
    }
}
